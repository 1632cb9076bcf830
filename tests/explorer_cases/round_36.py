"""Round 36: an AsciiDoc page.

Exports of other markup: an AsciiDoc page, an org-mode file; and an interview whose answers correct themselves.
"""

from __future__ import annotations

from .case import Case
from .names import ASCIIDOC

TITLE = "thirty-sixth-round report (an AsciiDoc page)"
CASES = {
    ASCIIDOC: Case(
        allowed={
            "feature.id": "megatron.te.general_gemm_workspace_helper",
            "feature.summary": frozenset({None, "Patch Megatron te_general_gemm workspace helper for TE compatibility"}),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "drop_in"}),  # "I'd call it a drop-in": the classification the report gives
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.extensions.transformer_engine._get_workspace"},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None)},
            "requires.platform": "any",
        },
        required={
            "feature.id": "megatron.te.general_gemm_workspace_helper",
            "upstream.symbols": {"megatron.core.extensions.transformer_engine._get_workspace"},  # the "----" block, read as code
            "enable.phase": "before_train",  # "Phase:: `before_train`", a labelled field
        },
        nowhere=(
            "transformer_engine.py",  # a file's name, spelled like a dotted path
            "transformer_engine.pytorch.module.base.get_workspace",  # the companion patch rebinds it, under "== Companion patch"
            "tp_comm_overlap",  # the companion's gate
            "fp8",
        ),
        mentioned=(
            "megatron.core.extensions.transformer_engine._get_workspace",
            "transformer_engine.pytorch.module.base.get_workspace",  # the companion's site: a TODO
            "tp_comm_overlap",
            "PRIMUS_PATCHES",
        ),
    ),
}
