"""Round 320: a PlantUML activity diagram's source: the findings in ``'`` comments (an id read from a log prefix and
corrected), notes beside the steps (one giving the purpose of a sub-wrapper, not of the patch), a legend table, the
title naming the id, and a companion patch in a comment block of its own."""

from __future__ import annotations

from .case import Case
from .names import RECOMPUTE_IDS_ALLOWED

REPORT = "three_hundred_twentieth_plantuml_recompute_layer_ids.md"

TITLE = "three-hundred-and-twentieth-round report (a PlantUML diagram's source)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.transformer.custom_recompute_layer_ids",
            "requires.packages": {("torch", None), ("megatron-core", None), ("transformer_engine", None)},
            "constraints": {("recompute_method", "==", None), ("recompute_granularity", "==", "full")},
            **RECOMPUTE_IDS_ALLOWED,
        },
        required={"feature.id": "megatron.transformer.custom_recompute_layer_ids", "enable.phase": "before_train"},
        # The id read from the log prefix; a sub-wrapper's purpose; the retracted site; the companion's site and flags.
        nowhere=("recompute_method must be set", "gpt_model.TransformerBlock", "GPTModel._postprocess", "FUSED_LINEAR_CE"),
        mentioned=("recompute_layer_ids",),
    ),
}
