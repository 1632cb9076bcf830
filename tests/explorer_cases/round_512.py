"""Round 512: an Anytype object exported as JSON (its snapshot's blocks: styles and marks as protobuf's JSON writes
them, a paragraph with no style and a struck range with no mark type, a table of cell blocks): a retracted site, a struck
version pin, a settings table whose values are checked with an error otherwise, and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import RECOMPUTE_FILE, RECOMPUTE_SITES, RECOMPUTE_SUMMARY, described

REPORT = "five_hundred_twelfth_anytype_json_recompute_layer_ids.md"

TITLE = "five-hundred-and-twelfth-round report (an Anytype object's JSON)"
PATCH = "megatron.transformer.custom_recompute_layer_ids"
CASES = {
    REPORT: Case(
        allowed={
            **described(PATCH, RECOMPUTE_SUMMARY, "function_wrapping"),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": RECOMPUTE_SITES | {"megatron.core.transformer.transformer_config.TransformerConfig.recompute_layer_ids"},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, RECOMPUTE_FILE}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("torch", None)},
            "constraints": {("recompute_granularity", "==", "full"), ("recompute_method", "==", None)},
        },
        required={"feature.id": PATCH, "enable.phase": "before_train"},
        # The retracted TransformerLayer site; the struck pin; the example's value; the supposed config's counts.
        nowhere=("TransformerLayer", "0.14", "0,1,5", "0,1,2,8", "mtp_num_layers"),
        mentioned=("TransformerLayer.forward", "recompute_layer_ids", "recompute_granularity", "recompute_method"),
    ),
}
