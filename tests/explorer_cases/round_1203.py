"""Round 1203: the explorer's deep-dive in its five parts written in English by a non-native writer ("it is not rebinding",
"is needing", "only in case of", dropped articles, "First I was writing that patch rebinds ..."): a claim taken back,
the neighbouring `megatron.te.linear_fp8_cache` patch, "if you ever" and "only when" lines, negations, a made-up config
and versions that are no requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_third_non_native_english_deep_dive_layernorm_linear_fp8_cache.md"

TITLE = "one-thousand-two-hundred-and-third-round report (a deep-dive in non-native English)"
CASES = {
    f"{REPORT}@megatron.te.layernorm_linear_fp8_cache": Case(
        allowed={
            "feature.id": "megatron.te.layernorm_linear_fp8_cache",
            "feature.summary": frozenset(
                {"Disable FP8 weight transpose cache in TELayerNormColumnParallelLinear to reduce memory usage", None}
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__"},
            "enable.flags": {("no_fp8_weight_transpose_cache", True)},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("transformer_engine", None)},
        },
        required={
            "feature.id": "megatron.te.layernorm_linear_fp8_cache",
            "feature.patch_style": "function_wrapping",
        },
        nowhere=(
            "linear_fp8_cache_patches",
            "TELinear",
            "core_r0.13.0",
        ),
        mentioned=(
            "megatron.te.linear_fp8_cache",
            "TELayerNormColumnParallelLinear",
        ),
    ),
}
