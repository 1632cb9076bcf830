"""Round 1280: a Discourse forum thread (posts by several people, quoted replies, an accepted Solution post): a
`layernorm_linear.gemm` rebinding claimed and taken back, `enable_primus_turbo` guessed and denied, the te2 sibling's
`general_gemm`, a table of `tp_comm_*` knobs of which one is the switch, an fp8 condition, `initialize_ub`'s forced
defaults, call-argument `NotImplementedError`s, an open question on `layernorm_mlp` and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eightieth_discourse_thread_tp_overlap_te1.md"

ID = "megatron.te.tp_overlap_te1"
SUMMARY = "Enable TE TP communication overlap for TE < 2.0 (using gemm/fp8_gemm)"
PRIMUS_GEMM = "primus.backends.transformer_engine.pytorch.cpp_extensions.gemm.gemm"
HANDLER = "primus.backends.megatron.patches.te_patches.tp_overlap_patches.patch_tp_te_overlap_v1"
SITES = {
    "transformer_engine_torch.CommOverlap",
    "transformer_engine_torch.CommOverlapP2P",
    "transformer_engine_torch.CommOverlapType",
    "transformer_engine_torch.CommOverlapAlgo",
    "transformer_engine.pytorch.cpp_extensions.gemm",
    "transformer_engine.pytorch.cpp_extensions.fp8_gemm",
    "transformer_engine.pytorch.module.base.initialize_ub",
    "transformer_engine.pytorch.module.base.get_workspace",
    "transformer_engine.pytorch.module.linear.gemm",
    "transformer_engine.pytorch.module.linear.fp8_gemm",
    "transformer_engine.pytorch.cpp_extensions.CommOverlapAlgo",
    "transformer_engine.pytorch.cpp_extensions.CommOverlapType",
}
TITLE = "one-thousand-two-hundred-and-eightieth-round report (a Discourse forum thread)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "framework.name": "megatron-lm",
            # Lines 110-117 and 123-126; the split between symbols and aliases is free.
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus": frozenset({None, PRIMUS_GEMM, HANDLER}),
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/megatron/patches/te_patches/tp_overlap_patches.py",
                    "primus/backends/transformer_engine/pytorch/cpp_extensions/gemm.py",
                }
            ),
            "implementation.turbo": frozenset(
                {
                    None,
                    "primus_turbo.pytorch.ops.fused_matmul_reduce_scatter",
                    "primus_turbo.pytorch.ops.fused_all_gather_matmul",
                }
            ),
            "enable.flags": {("tp_comm_overlap", True)},
            "enable.phase": "before_train",
            # Line 130; comm_overlap.py imports `hip` at module level.
            "requires.packages": {
                ("transformer_engine", "<2.0"),
                ("torch", None),
                ("primus_turbo", None),
                ("hip-python", None),
                ("hip", None),
            },
            "requires.platform": frozenset({None, "rocm"}),
        },
        # Thin: line 134's "Primus implementation" and line 130's hip-python are left TODOs.
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "framework.name": "megatron-lm",
            "upstream.sites": SITES,
            "enable.flags": {("tp_comm_overlap", True)},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", "<2.0"), ("torch", None), ("primus_turbo", None)},
        },
        nowhere=(
            "layernorm_linear",
            "layernorm_mlp",
            "general_gemm",
            "megatron.te.tp_overlap_te2",
            "enable_primus_turbo",
            "tp_comm_overlap_cfg",
            "tp_comm_overlap_ag",
            "tp_comm_overlap_rs",
            "tp_comm_bulk_dgrad",
            "tp_comm_bulk_wgrad",
            "tensor_model_parallel_size",
            "sequence_parallel",
            "method",
            "atomic_gemm",
            "pipeline",
            "gelu",
            "accumulate",
            "use_bias",
            "deep_ep",
            "1.11",
            "2.4.1",
            "6.2",
            "utils.py",
            "is_te_below_v2",
        ),
        mentioned=(
            "transformer_engine_torch.CommOverlap",
            "transformer_engine.pytorch.module.linear.gemm",
            "transformer_engine.pytorch.module.layernorm_linear.gemm",
            "tp_comm_overlap",
            "tp_comm_overlap_cfg",
            "hip-python",
        ),
    ),
}
