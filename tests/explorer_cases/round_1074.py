"""Round 1074: the explorer's deep-dive written in Kapampangan: "Transformer Engine: e ya kailangan potang bf16 ya" (not
needed in bf16) and "Potang makabukas ya mu ing `fp8`" (when fp8 is on), a taken-back `TransformerLayer.forward`, the
empty-cache neighbour with its variable, a made-up config."""

from __future__ import annotations

from .case import Case
from .names import RECOMPUTE_IDS_REPORTED

REPORT = "one_thousand_seventy_fourth_kapampangan_deep_dive_recompute_layer_ids.md"

TITLE = "one-thousand-and-seventy-fourth-round report (a deep-dive in Kapampangan)"
CASES = {
    REPORT: Case(
        allowed={
            **RECOMPUTE_IDS_REPORTED,
            'requires.platform': frozenset({'any', None}),
        },
        required={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
            'upstream.sites': {'megatron.core.transformer.multi_token_prediction.MultiTokenPredictionLayer._checkpointed_forward', 'megatron.core.transformer.transformer_block.TransformerBlock._checkpointed_forward', 'megatron.core.transformer.transformer_config.TransformerConfig.__post_init__'},
        },
        nowhere=(
            'transformer_engine', 'TransformerLayer.forward', 'empty_cache', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
