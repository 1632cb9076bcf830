"""Round 545: a Mural board's widgets as its API returns them (sticky notes, text and shapes with their HTML and plain
text, areas holding widgets by parentId, a struck sticky, a hidden widget): the related patch's area, struck stickies
taken back by the ones beside them, a settings shape, a supposed config typed a line a div, the fork's own switch."""

from __future__ import annotations

from .case import Case
from .names import DECODER_LAYER_SPECS, DECODER_LAYER_SPECS_ALLOWED, DECODER_LAYER_SPECS_SITE, DECODER_LAYER_SPECS_SUMMARY

REPORT = "five_hundred_forty_fifth_mural_widgets_json_decoder_layer_specs.md"

TITLE = "five-hundred-and-forty-fifth-round report (a Mural board's widgets from its API)"
CASES = {
    REPORT: Case(
        allowed=DECODER_LAYER_SPECS_ALLOWED,
        # Each area a section: the widgets of this patch's areas, not the related patch's area after them.
        required={"feature.id": DECODER_LAYER_SPECS, "feature.summary": DECODER_LAYER_SPECS_SUMMARY, "upstream.symbols": {DECODER_LAYER_SPECS_SITE}, "enable.phase": "before_train"},
        # The related patch's provider, priority and gate; the rejected wrap and version; the hidden and supposed
        # settings; the fork's own switch.
        nowhere=("TESpecProvider", "PrimusTurbo", "enable_primus_turbo", "get_gpt_layer_with_transformer_engine_spec", "0.17", "build_args", "fork_lfm_specs"),
        mentioned=("lfm_layer_types", "get_gpt_decoder_layer_specs"),
    ),
}
