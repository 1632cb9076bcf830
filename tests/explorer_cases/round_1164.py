"""Round 1164: the explorer's deep-dive written in Livvi-Karelian: a table of eight rebound symbols and four aliases, a
`layernorm_linear.gemm` site a correction ("Korjavus ylembäzeh ... Se oli väärin") takes back, the neighbour
`megatron.te.tp_overlap_te2` with its `general_gemm` sites, an "otherwise not" clause, a made-up config and test
versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_sixty_fourth_livvi_deep_dive_tp_overlap_te1.md"

TITLE = "one-thousand-one-hundred-and-sixty-fourth-round report (a deep-dive in Livvi-Karelian)"
CASES = {
    f"{REPORT}@megatron.te.tp_overlap_te1": Case(
        allowed={
            "feature.id": "megatron.te.tp_overlap_te1",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {
                "transformer_engine.pytorch.cpp_extensions.fp8_gemm",
                "transformer_engine.pytorch.cpp_extensions.gemm",
                "transformer_engine.pytorch.module.base.get_workspace",
                "transformer_engine.pytorch.module.base.initialize_ub",
                "transformer_engine_torch.CommOverlap",
                "transformer_engine_torch.CommOverlapAlgo",
                "transformer_engine_torch.CommOverlapP2P",
                "transformer_engine_torch.CommOverlapType",
            },
            "upstream.aliases": {
                "transformer_engine.pytorch.cpp_extensions.CommOverlapAlgo",
                "transformer_engine.pytorch.cpp_extensions.CommOverlapType",
                "transformer_engine.pytorch.module.linear.fp8_gemm",
                "transformer_engine.pytorch.module.linear.gemm",
            },
            "enable.flags": {("tp_comm_overlap", True)},
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.te.tp_overlap_te1",
            "feature.patch_style": "binding_replacement",
            "enable.phase": "before_train",
            "upstream.symbols": {
                "transformer_engine.pytorch.cpp_extensions.fp8_gemm",
                "transformer_engine.pytorch.cpp_extensions.gemm",
                "transformer_engine.pytorch.module.base.get_workspace",
                "transformer_engine.pytorch.module.base.initialize_ub",
                "transformer_engine_torch.CommOverlap",
                "transformer_engine_torch.CommOverlapAlgo",
                "transformer_engine_torch.CommOverlapP2P",
                "transformer_engine_torch.CommOverlapType",
            },
            "upstream.aliases": {
                "transformer_engine.pytorch.cpp_extensions.CommOverlapAlgo",
                "transformer_engine.pytorch.cpp_extensions.CommOverlapType",
                "transformer_engine.pytorch.module.linear.fp8_gemm",
                "transformer_engine.pytorch.module.linear.gemm",
            },
        },
        nowhere=(
            "layernorm_linear",
            "general_gemm",
            "tp_overlap_te2",
            "is_te_v2_or_above",
            "enable_primus_turbo",
            "NVTE_UB_WITH_MPI",
            "1.13",
            "2.8",
            "2.12",
        ),
        mentioned=(
            "transformer_engine.pytorch.module.layernorm_linear.gemm",
            "general_gemm",
            "NVTE_UB_WITH_MPI",
        ),
    ),
}
