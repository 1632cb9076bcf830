"""Round 1172: the explorer's deep-dive written in Ludic: a `TransformerLayer.forward` site the next line takes back, the
neighbour `megatron.training.empty_cache_interval.wrap_train_step` with its flag and variable, a Transformer Engine need
only for fp8 or fp4, negations, a made-up config and a log tag naming another id."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_seventy_second_ludic_deep_dive_custom_recompute_layer_ids.md"

TITLE = "one-thousand-one-hundred-and-seventy-second-round report (a deep-dive in Ludic)"
CASES = {
    f"{REPORT}@megatron.transformer.custom_recompute_layer_ids": Case(
        allowed={
            "feature.id": "megatron.transformer.custom_recompute_layer_ids",
            "feature.summary": frozenset(
                {
                    "Monkey patch TransformerConfig, TransformerBlock._checkpointed_forward and MultiTokenPredictionLayer._checkpointed_forward to support Primus-provided recompute_layer_ids.",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/recompute_layer_patches.py", None}),
            "upstream.symbols": {
                "megatron.core.transformer.multi_token_prediction.MultiTokenPredictionLayer._checkpointed_forward",
                "megatron.core.transformer.transformer_block.TransformerBlock._checkpointed_forward",
                "megatron.core.transformer.transformer_config.TransformerConfig.__post_init__",
            },
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("megatron-core", None), ("torch", None)},
            "constraints": {("recompute_granularity", "==", "full")},
        },
        required={
            "feature.id": "megatron.transformer.custom_recompute_layer_ids",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
            "upstream.symbols": {
                "megatron.core.transformer.multi_token_prediction.MultiTokenPredictionLayer._checkpointed_forward",
                "megatron.core.transformer.transformer_block.TransformerBlock._checkpointed_forward",
                "megatron.core.transformer.transformer_config.TransformerConfig.__post_init__",
            },
        },
        nowhere=(
            "TransformerLayer.forward",
            "empty_cache_interval",
            "PRIMUS_EMPTY_CACHE_INTERVAL",
            "te_checkpoint",
            "transformer_engine",
            "use_turbo_attention",
            "primus_turbo",
            "recompute_layer_ids.",
            "0.16.0",
        ),
        mentioned=(
            "TransformerLayer.forward",
            "PRIMUS_EMPTY_CACHE_INTERVAL",
            "use_turbo_attention",
            "te_checkpoint",
        ),
    ),
}
