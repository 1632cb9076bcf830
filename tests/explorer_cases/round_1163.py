"""Round 1163: the explorer's deep-dive written in Khakas: a `PrimusGeneralGemm` replacement a correction ("Тӱзедіг") takes
back, the neighbour `megatron.te.tp_overlap_te2` with its flag and site, a made-up YAML key, "only" and "unless" lines,
and TE and Megatron versions that are no requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_sixty_third_khakas_deep_dive_general_gemm_workspace_helper.md"

TITLE = "one-thousand-one-hundred-and-sixty-third-round report (a deep-dive in Khakas)"
CASES = {
    f"{REPORT}@megatron.te.general_gemm_workspace_helper": Case(
        allowed={
            "feature.id": "megatron.te.general_gemm_workspace_helper",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/transformer_engine/pytorch/module/base.py", None}),
            "upstream.symbols": {"megatron.core.extensions.transformer_engine._get_workspace"},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("torch", None), ("transformer_engine", None)},
        },
        required={
            "feature.id": "megatron.te.general_gemm_workspace_helper",
            "feature.patch_style": "binding_replacement",
            "enable.phase": "before_train",
        },
        nowhere=(
            "PrimusGeneralGemm",
            "te_general_gemm",
            "tp_overlap_te2",
            "tp_comm_overlap",
            "te_general_gemm_workspace",
            "0.13.0",
            "0.16.0",
            "2.4",
        ),
        mentioned=(
            "megatron.core.extensions.transformer_engine._get_workspace",
            "PrimusGeneralGemm",
            "tp_comm_overlap",
            "te_general_gemm_workspace",
        ),
    ),
}
