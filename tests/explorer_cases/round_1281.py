"""Round 1281: a handover note in Vietnamese (a TL;DR blockquote, a settings table, a struck-through requirement, open
questions and a correction section): an env var gate and "no yaml key", config keys that only pick the MLP branch, the
`WeightedSwiGLUFunction` claim taken back, `BiasSwiGLUFunction` left upstream, the mlperf `te_swiglu` sibling patch,
the TE kernels the new methods call, `primus_turbo` not needed, a struck TE >= 1.8 and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eighty_first_vietnamese_handover_fused_bias_swiglu.md"

ID = "megatron.te.fused_bias_swiglu"
FORWARD = "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.forward"
BACKWARD = "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.backward"
DESCRIPTION = "Use TE fused swiglu/dswiglu kernels in SwiGLUFunction forward/backward"
SUMMARY = "Patch này cho SwiGLUFunction của Megatron dùng kernel fused swiglu/dswiglu của Transformer Engine trong forward và backward."
HANDLER = "primus.backends.megatron.patches.te_patches.fused_bias_swiglu_patches.patch_te_fused_bias_swiglu"
PRIMUS_FILE = "primus/backends/megatron/patches/te_patches/fused_bias_swiglu_patches.py"
TITLE = "one-thousand-two-hundred-and-eighty-first-round report (a handover note in Vietnamese)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            # Line 19, or the registered description (line 44).
            "feature.summary": frozenset({SUMMARY, DESCRIPTION}),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {FORWARD, BACKWARD},
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            # condition=lambda ctx: os.getenv("USE_TE_SWIGLU", "0") == "1" (line 45).
            "enable.env": {("USE_TE_SWIGLU", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
        },
        # Thin: the line-19 summary, `drop_in` (l. 30), the file (l. 14), USE_TE_SWIGLU=1 (l. 54, 61) and both packages
        # (l. 85-86) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {FORWARD, BACKWARD},
            "enable.phase": "before_train",
        },
        nowhere=(
            "BiasSwiGLUFunction",
            "WeightedSwiGLUFunction",
            "weighted_bias_swiglu_impl",
            "bias_swiglu_impl",
            "SwiGLUFunction.apply",
            "megatron.core.transformer.mlp",
            "megatron.core.transformer.moe.shared_experts",
            "transformer_engine.pytorch.cpp_extensions.swiglu",
            "transformer_engine.pytorch.cpp_extensions.dswiglu",
            "bias_swiglu_fusion",
            "activation_func_fp8_input_store",
            "use_te_activation_func",
            "add_bias_linear",
            "PRIMUS_PATCHES",
            "activation_offloading",
            "cpu_offload_input",
            "fp8_input_store",
            "mlperf_llama2_70b",
            "is_llama2_70b_mlperf",
            "te.ops.SwiGLU",
            "tex.dswiglu",
            "transformer_engine_torch",
            "DelayedScaling",
            "amax_history_len",
            "megatron_patches.py",
            "megatron_bridge",
            "primus/backends/megatron/core/fusions/fused_bias_swiglu.py",
            "Triton",
            "primus_turbo",
            "function_wrapping",
            "is_te_min_version",
            "backend_versions",
            "1.8",
            "2.2.0",
            "0.16.0",
            "2.7.1",
            "6.4",
            "torch",
        ),
        mentioned=(
            FORWARD,
            BACKWARD,
            "transformer_engine.pytorch.cpp_extensions.swiglu",
            "USE_TE_SWIGLU",
            "bias_swiglu_fusion",
            "WeightedSwiGLUFunction",
        ),
    ),
}
