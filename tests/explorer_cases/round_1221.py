"""Round 1221: a report in a footnote-heavy style whose footnotes qualify and sometimes contradict what they hang on: a
site a footnote takes back, a fallback to TE's own `get_workspace`, the neighbouring `tp_overlap_te2` patch with its
flags and sites, made-up keys, negations, a conditional need and versions that are just what the report ran."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_twenty_first_footnote_heavy_gemm_workspace_helper.md"

TITLE = "one-thousand-two-hundred-and-twenty-first-round report (a footnote-heavy report)"
CASES = {
    f"{REPORT}@megatron.te.general_gemm_workspace_helper": Case(
        allowed={
            "feature.id": "megatron.te.general_gemm_workspace_helper",
            "feature.summary": frozenset({"Patch Megatron te_general_gemm workspace helper for TE compatibility", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.extensions.transformer_engine._get_workspace"},
            "implementation.primus": frozenset({"primus.backends.transformer_engine.pytorch.module.base.get_workspace", None}),
            "implementation.primus_file": frozenset({"primus/backends/transformer_engine/pytorch/module/base.py", None}),
            "enable.phase": frozenset({"before_train", None}),
            "requires.platform": frozenset({"any", None}),
            "requires.packages": {("megatron-core", None), ("transformer_engine", None)},
        },
        required={
            "feature.id": "megatron.te.general_gemm_workspace_helper",
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {"megatron.core.extensions.transformer_engine._get_workspace"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "tp_overlap_te2",
            "tp_comm_overlap",
            "primus_turbo",
            "hip-python",
            "2.8",
        ),
        mentioned=(
            "megatron.te.tp_overlap_te2",
            "tp_comm_overlap",
        ),
    ),
}
