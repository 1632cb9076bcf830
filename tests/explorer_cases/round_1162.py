"""Round 1162: the explorer's deep-dive written in Abkhaz: a `BiasSwiGLUFunction.forward` site a correction ("Ариашара")
takes back, the neighbour `mlperf_llama2_70b.megatron.te_swiglu` with its TE ops, a hypothetical, made-up YAML keys and
version and speed numbers that are no requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_sixty_second_abkhaz_deep_dive_fused_bias_swiglu.md"

TITLE = "one-thousand-one-hundred-and-sixty-second-round report (a deep-dive in Abkhaz)"
CASES = {
    f"{REPORT}@megatron.te.fused_bias_swiglu": Case(
        allowed={
            "feature.id": "megatron.te.fused_bias_swiglu",
            "feature.summary": frozenset({"Use TE fused swiglu/dswiglu kernels in SwiGLUFunction forward/backward", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/te_patches/fused_bias_swiglu_patches.py", None}),
            "upstream.symbols": {
                "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.backward",
                "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.forward",
            },
            "enable.env": {("USE_TE_SWIGLU", "1")},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("transformer_engine", None)},
        },
        required={
            "feature.id": "megatron.te.fused_bias_swiglu",
            "enable.phase": "before_train",
            "upstream.symbols": {
                "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.backward",
                "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.forward",
            },
        },
        nowhere=(
            "BiasSwiGLUFunction",
            "bias_swiglu_impl",
            "te_swiglu",
            "is_llama2_70b_mlperf",
            "amax_history_len",
            "use_te_swiglu",
            "te_swiglu_quantizer",
            "swiglu_fp8_recipe",
        ),
        mentioned=(
            "BiasSwiGLUFunction.forward",
            "use_te_swiglu",
            "swiglu_fp8_recipe",
            "USE_TE_SWIGLU",
        ),
    ),
}
