"""Round 569: a Racket Scribble document (#lang scribble/manual, @title and @section, @racket[...] and @tt{...} code,
@itemlist of @item, @tabular of (list ...) rows, @codeblock, @margin-note, @; comments): the list of sites whose last
item a correction takes back, a class attribute set to a value, a table whose first row is the gate, a ValueError's
conditions after a semicolon, a retracted version floor, the pp_warmup patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import RECOMPUTE_IDS_ALLOWED

REPORT = "five_hundred_sixty_ninth_scribble_custom_recompute_layer_ids.md"

TITLE = "five-hundred-and-sixty-ninth-round report (a Racket Scribble document)"
PATCH = "megatron.transformer.custom_recompute_layer_ids"
SUMMARY = (
    "Monkey patch TransformerConfig, TransformerBlock._checkpointed_forward and MultiTokenPredictionLayer._checkpointed_forward "
    "to support Primus-provided recompute_layer_ids."
)
CASES = {
    REPORT: Case(
        allowed={
            **RECOMPUTE_IDS_ALLOWED,
            # The class attribute the handler sets (recompute_layer_patches.py:348), a site as round 275 takes it.
            "upstream.symbols": {*RECOMPUTE_IDS_ALLOWED["upstream.symbols"], "megatron.core.transformer.transformer_config.TransformerConfig.recompute_layer_ids"},
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.recompute_layer_patches.patch_custom_recompute_layer_ids"}),
            "enable.flags": set(),
            "enable.env": set(),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "constraints": {("recompute_granularity", "==", "full"), ("recompute_method", "==", None)},
        },
        # The document read as its parts: the sites listed under "What the patch rebinds:".
        required={"feature.id": PATCH, "feature.summary": SUMMARY, "upstream.symbols": RECOMPUTE_IDS_ALLOWED["upstream.symbols"]},
        # The retracted fourth site; the refused pair; the retracted floor; the other patch's site and key.
        nowhere=("TransformerBlock.forward'", "sequence_parallel", "distribute_saved_activations', True", "0.12", "pp_warmup", "recompute_granularity', 'full'"),
        mentioned=("TransformerBlock.forward", "recompute_layer_ids", "distribute_saved_activations"),
    ),
}
