"""Round 492: a Draft.js raw content (blocks of text with inline style ranges for code, bold and strike): a struck
phase, a retracted site and version range that belong to the TE spec provider patch beside it, a settings list, a
supposed config and upstream's builder for contrast."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_ninety_second_draftjs_raw_json_decoder_layer_specs.md"

TITLE = "four-hundred-and-ninety-second-round report (a Draft.js raw content)"
SUMMARY = "Monkey patch get_gpt_decoder_layer_specs to use Primus implementation when lfm_layer_types is configured for LFM model."
SITES = {"megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs", "gpt_builders.get_gpt_decoder_layer_specs"}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.gpt.decoder_layer_specs",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/models/gpt/gpt_layer_specs.py"}),
            "enable.flags": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("megatron-core", None), ("transformers", None)},
            "requires.backend_versions": set(),
        },
        required={"feature.id": "megatron.gpt.decoder_layer_specs", "enable.phase": "before_train"},
        # The struck phase; the retracted site and range; the companion's sites and flags; the supposed config.
        nowhere=("after_build_args", "get_gpt_layer_with_transformer_engine_spec", "<0.17", "TESpecProvider", "moe_grouped_gemm", "conv_L_cache"),
        mentioned=("get_gpt_layer_with_transformer_engine_spec", "TESpecProvider"),
    ),
}
