"""Round 370: an Apache Zeppelin note.json (paragraphs whose %md, %python and %sh text is one JSON string each, with
config, rendered HTML results and times): the sites in a list, a third site taken back, the condition and its asserts,
and a companion patch's sites and gate in a Markdown cell under a "Related patch (not this one)" heading."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_seventieth_zeppelin_note_json_decoder_layer_specs.md"

SITES = ("megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs", "gpt_builders.get_gpt_decoder_layer_specs")

TITLE = "three-hundred-and-seventieth-round report (a Zeppelin notebook's JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.gpt.decoder_layer_specs",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": set(SITES),
            "upstream.aliases": set(SITES),
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/models/gpt/gpt_layer_specs.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("transformer-engine", None), ("megatron-core", None)},
        },
        # Each paragraph's Markdown read over its lines: the companion's heading heads its sentences.
        required={"feature.id": "megatron.gpt.decoder_layer_specs", "enable.phase": "before_train", "upstream.sites": {SITES[0]}},
        nowhere=("PrimusTurboSpecProvider", "TESpecProvider", "('enable_primus_turbo'", "primus_turbo", "get_gpt_decoder_block_spec"),
        mentioned=(*SITES, "lfm_layer_types"),
    ),
}
