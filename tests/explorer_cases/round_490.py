"""Round 490: a Sanity document whose body is Portable Text, as the HTTP API's query returns it (blocks of spans with
strong, code and link marks, list items by level, code blocks): a retracted site and version floor, the TE 2.x
companion with its sites, a supposed config and a conditional FP8 check."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_ninetieth_portable_text_json_tp_overlap_te1.md"

TITLE = "four-hundred-and-ninetieth-round report (a Sanity Portable Text document)"
TE = "transformer_engine.pytorch"
SITES = {
    "transformer_engine_torch.CommOverlap",
    "transformer_engine_torch.CommOverlapP2P",
    "transformer_engine_torch.CommOverlapType",
    "transformer_engine_torch.CommOverlapAlgo",
    f"{TE}.cpp_extensions.CommOverlapAlgo",
    f"{TE}.cpp_extensions.CommOverlapType",
    f"{TE}.cpp_extensions.gemm",
    f"{TE}.cpp_extensions.fp8_gemm",
    f"{TE}.module.linear.gemm",
    f"{TE}.module.linear.fp8_gemm",
    f"{TE}.module.base.initialize_ub",
    f"{TE}.module.base.get_workspace",
}
SUMMARY = (
    "Turns on Transformer Engine tensor-parallel communication overlap (userbuffers) for Transformer Engine older than 2.0 "
    "by replacing TE's gemm / fp8_gemm and the userbuffer types in transformer_engine_torch with Primus versions, whose "
    "overlap paths call the Primus-Turbo fused all-gather / reduce-scatter matmuls."
)
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.tp_overlap_te1",
            "feature.summary": frozenset({None, SUMMARY, "Enable TE TP communication overlap for TE < 2.0 (using gemm/fp8_gemm)"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/transformer_engine/transformer_engine_torch/comm_overlap.py",
                    "primus/backends/megatron/patches/te_patches/tp_overlap_patches.py",
                }
            ),
            "implementation.turbo": frozenset(
                {None, "primus_turbo.pytorch.ops.fused_all_gather_matmul", "primus_turbo.pytorch.ops.fused_matmul_reduce_scatter"}
            ),
            "enable.flags": {("tp_comm_overlap", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None), ("transformer_engine", "<2.0"), ("transformer_engine", None), ("megatron-core", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={"feature.id": "megatron.te.tp_overlap_te1", "feature.patch_style": "binding_replacement", "enable.phase": "before_train"},
        # The retracted site and floor; the companion's sites and keyword; the supposed config's and the FP8 check's keys.
        nowhere=("layernorm_linear", "1.8", "general_gemm", "orig_func", "sequence_parallel", "tp_comm_overlap_rs", "tp_comm_bulk"),
        mentioned=("layernorm_linear.gemm", "general_gemm", "tp_comm_overlap_rs"),
    ),
}
