"""Round 545: a Mural board's widgets as its API returns them (sticky notes, text and shapes with their HTML and plain
text, areas holding widgets by parentId, a struck sticky, a hidden widget): the related patch's area, struck stickies
taken back by the ones beside them, a settings shape, a supposed config typed a line a div, the fork's own switch."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_forty_fifth_mural_widgets_json_decoder_layer_specs.md"

TITLE = "five-hundred-and-forty-fifth-round report (a Mural board's widgets from its API)"
PATCH = "megatron.gpt.decoder_layer_specs"
SITE = "megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"
SUMMARY = "Monkey patch get_gpt_decoder_layer_specs to use Primus implementation when lfm_layer_types is configured for LFM model."
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"}),
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron/core/models/gpt/gpt_layer_specs.py", "primus/backends/megatron/patches/gpt_decoder_layer_specs_patches.py"}
            ),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
        },
        # Each area a section: the widgets of this patch's areas, not the related patch's area after them.
        required={"feature.id": PATCH, "feature.summary": SUMMARY, "upstream.symbols": {SITE}, "enable.phase": "before_train"},
        # The related patch's provider, priority and gate; the rejected wrap and version; the hidden and supposed
        # settings; the fork's own switch.
        nowhere=("TESpecProvider", "PrimusTurbo", "enable_primus_turbo", "get_gpt_layer_with_transformer_engine_spec", "0.17", "build_args", "fork_lfm_specs"),
        mentioned=("lfm_layer_types", "get_gpt_decoder_layer_specs"),
    ),
}
