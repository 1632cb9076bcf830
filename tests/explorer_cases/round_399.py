"""Round 399: a Gerrit change's inline comments as its REST API returns them, after its `)]}'` guard line: replies that
take back two claims, the companion TP-overlap patch's own sites and gate, conditions and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_ninety_ninth_gerrit_comments_json_general_gemm_workspace.md"

TITLE = "three-hundred-and-ninety-ninth-round report (a Gerrit change's comments as REST JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.general_gemm_workspace_helper",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.extensions.transformer_engine._get_workspace"},
            "implementation.primus_file": frozenset(
                {None, "primus/backends/transformer_engine/pytorch/module/base.py", "primus/backends/megatron/patches/te_patches/general_gemm_workspace_patches.py"}
            ),
            "enable.phase": "before_train",
        },
        required={"feature.id": "megatron.te.general_gemm_workspace_helper", "enable.phase": "before_train"},
        # The claim a reply takes back; the companion's gate and sites.
        nowhere=("transformer_engine.pytorch.module.base.get_workspace", "tp_comm_overlap", "general_gemm'"),
        mentioned=("tp_comm_overlap",),
    ),
}
