"""Round 440: a WordPress export (WXR): a page of comments before the RSS root, the post's block-editor HTML in a CDATA
section full of block comments, a phase an update corrects, a struck site, the companion V-schedule patch, and readers'
comments. Before the fix the draft never finished (an exponential search in the SVG check); then it was refused."""

from __future__ import annotations

from .case import Case
from .names import LAYOUT_ALLOWED, LAYOUT_CLASS

REPORT = "four_hundred_fortieth_wordpress_wxr_pipeline_layout.md"

TITLE = "four-hundred-and-fortieth-round report (a WordPress export)"
CASES = {
    REPORT: Case(
        allowed={**LAYOUT_ALLOWED, "feature.summary": None},
        required={"feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout", "upstream.symbols": {LAYOUT_CLASS}},
        # The phase the update corrects; the struck site; the companion's flags.
        nowhere=("after_build_args", "transformer_config", "zero_bubble_v_schedule", "enable_1f1b_v"),
        mentioned=("PRIMUS_PATCHES", "v_schedule", "transformer_config"),
    ),
}
