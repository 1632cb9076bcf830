"""Round 569: a Racket Scribble document (#lang scribble/manual, @title and @section, @racket[...] and @tt{...} code,
@itemlist of @item, @tabular of (list ...) rows, @codeblock, @margin-note, @; comments): the list of sites whose last
item a correction takes back, a class attribute set to a value, a table whose first row is the gate, a ValueError's
conditions after a semicolon, a retracted version floor, the pp_warmup patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import RECOMPUTE_IDS, RECOMPUTE_IDS_ALLOWED, RECOMPUTE_IDS_REPORTED

REPORT = "five_hundred_sixty_ninth_scribble_custom_recompute_layer_ids.md"

TITLE = "five-hundred-and-sixty-ninth-round report (a Racket Scribble document)"
SUMMARY = (
    "Monkey patch TransformerConfig, TransformerBlock._checkpointed_forward and MultiTokenPredictionLayer._checkpointed_forward "
    "to support Primus-provided recompute_layer_ids."
)
CASES = {
    REPORT: Case(
        allowed={**RECOMPUTE_IDS_REPORTED, "feature.summary": frozenset({None, SUMMARY})},
        # The document read as its parts: the sites listed under "What the patch rebinds:".
        required={"feature.id": RECOMPUTE_IDS, "feature.summary": SUMMARY, "upstream.symbols": RECOMPUTE_IDS_ALLOWED["upstream.symbols"]},
        # The retracted fourth site; the refused pair; the retracted floor; the other patch's site and key.
        nowhere=("TransformerBlock.forward'", "sequence_parallel", "distribute_saved_activations', True", "0.12", "pp_warmup", "recompute_granularity', 'full'"),
        mentioned=("TransformerBlock.forward", "recompute_layer_ids", "distribute_saved_activations"),
    ),
}
