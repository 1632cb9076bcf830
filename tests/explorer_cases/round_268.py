"""Round 268: a DocBook 5 article: document info and revision history, sections, an informal table of sites, a
program listing, a note and reviewer remarks, a phase taken back, the TE spec provider patch set apart. The report
writes its id only in its title and after "registered as" in a paragraph, so it is read with --patch."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_sixty_eighth_docbook_article_decoder_layer_specs.md"

TITLE = "two-hundred-and-sixty-eighth-round report (a DocBook article)"
_ID = "megatron.gpt.decoder_layer_specs"
_SITES = {
    "megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs",
    "megatron.core.models.gpt.gpt_builders.get_gpt_decoder_layer_specs",
    "gpt_builders.get_gpt_decoder_layer_specs",
}
CASES = {
    f"{REPORT}@{_ID}": Case(
        allowed={
            "feature.id": _ID,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "feature.port_kind": frozenset({None, "full_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": _SITES,
            "upstream.aliases": _SITES,
            # Read since DocBook's <filename> is a name: "The implementation lives in <filename>...</filename>".
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/models/gpt/gpt_layer_specs.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None)},
        },
        required={"feature.id": _ID, "enable.phase": "before_train"},
        # The phase taken back; the TE spec provider patch's class; the document's own versions.
        nowhere=("after_build_args", "TESpecProvider", "5.0"),
        mentioned=("lfm_layer_types", "HAVE_TE", "after_build_args"),
    ),
}
