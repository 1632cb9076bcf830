"""Round 465: an XWiki page as its XAR export saves it: the page's XWiki 2.1 source escaped in <content> ("== headings
==", "##monospace##", "|=" tables, {{code}} and {{info}} macros, "--struck--"), a reader's comment object; upstream's
limits stated first, a struck phase, a retracted site, a supposed config, a related patch and a withdrawn version."""

from __future__ import annotations

from .case import Case
from .names import RECOMPUTE_FILE

REPORT = "four_hundred_sixty_fifth_xwiki_xar_custom_recompute_layer_ids.md"

SUMMARY = (
    "This patch lets a Primus config name the layers directly: with recompute_layer_ids set, "
    "TransformerBlock._checkpointed_forward checkpoints exactly the layers whose global index is in the list and "
    "runs every other layer plainly."
)

ROW_SUMMARY = (
    "Full activation recompute of exactly the layers whose global ids are listed in recompute_layer_ids (decoder layers and "
    "MTP depths), nothing more, nothing less"
)

TITLE = "four-hundred-and-sixty-fifth-round report (an XWiki page's XAR export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.transformer.custom_recompute_layer_ids",
            # Its summary table's row for the patch says the same in fewer words.
            "feature.summary": frozenset({None, SUMMARY, ROW_SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {
                "megatron.core.transformer.transformer_config.TransformerConfig.recompute_layer_ids",
                "megatron.core.transformer.transformer_config.TransformerConfig.__post_init__",
                "megatron.core.transformer.transformer_block.TransformerBlock._checkpointed_forward",
                "megatron.core.transformer.multi_token_prediction.MultiTokenPredictionLayer._checkpointed_forward",
            },
            "implementation.primus_file": frozenset({None, RECOMPUTE_FILE}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("torch", None), ("transformer_engine", None)},
        },
        required={
            "feature.id": "megatron.transformer.custom_recompute_layer_ids",
            "upstream.sites": {"megatron.core.transformer.transformer_block.TransformerBlock._checkpointed_forward"},
            "enable.phase": "before_train",
        },
        # Upstream's limits; the struck phase; the retracted site; the supposed config; the related patch; the version.
        nowhere=("Megatron can only", "build_args", "TransformerLayer", "num_layers", "empty_cache", "train_step", "0.14", "##"),
        mentioned=("_checkpointed_forward", "recompute_layer_ids", "TransformerLayer.forward", "PRIMUS_EMPTY_CACHE_INTERVAL"),
    ),
}
