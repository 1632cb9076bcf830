"""Round 275: an architecture decision record in the MADR template: the options considered and their pros and cons
(two not taken, one naming a class rebinding and one an environment variable), the decision's consequences, a wrong id
corrected, a site retracted, a conditional requirement worded "must be false when", and the empty-cache patch set
apart."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_seventy_fifth_madr_record_recompute_layer_ids.md"

TITLE = "two-hundred-and-seventy-fifth-round report (a MADR decision record)"
_SITES = {
    "megatron.core.transformer.transformer_config.TransformerConfig.recompute_layer_ids",
    "megatron.core.transformer.transformer_config.TransformerConfig.__post_init__",
    "megatron.core.transformer.transformer_block.TransformerBlock._checkpointed_forward",
    "megatron.core.transformer.multi_token_prediction.MultiTokenPredictionLayer._checkpointed_forward",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.transformer.custom_recompute_layer_ids",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": _SITES,
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("torch", None)},
            "constraints": {("recompute_granularity", "==", "full"), ("recompute_method", "==", None)},
        },
        required={"upstream.sites": _SITES},
        # The options not taken; the conditional requirement; the retracted site; the empty-cache patch.
        nowhere=(
            "gpt_model.TransformerBlock",
            "MEGATRON_RECOMPUTE_LIST",
            "distribute_saved_activations",
            "TransformerBlock.forward",
            "empty_cache",
        ),
        mentioned=("recompute_layer_ids", "distribute_saved_activations", "MEGATRON_RECOMPUTE_LIST"),
    ),
}
