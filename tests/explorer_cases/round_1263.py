"""Round 1263: a deep-dive written in Persian with English identifiers (a TL;DR blockquote, registration and binding
tables, constraints, a config and open questions): a first `build_args` phase taken back, `get_gpt_decoder_block_spec`
denied, Megatron's spec builders called but not rebound, `conv_L_cache`/`conv_bias` that look like flags, PRIMUS_PATCHES
and `priority=42` that turn nothing on, the sibling `te_spec_provider` patch and its sites, `primus_turbo` and `deep_ep`
not needed, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_sixty_third_persian_deep_dive_decoder_layer_specs.md"

ID = "megatron.gpt.decoder_layer_specs"
SYMBOL = "megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"
ALIAS = "gpt_builders.get_gpt_decoder_layer_specs"
PRIMUS = "primus.backends.megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"
PRIMUS_FILE = "primus/backends/megatron/core/models/gpt/gpt_layer_specs.py"
# Line 3, the TL;DR blockquote (behind the Persian label "خلاصه:"), and the registered description of line 21.
SUMMARY = (
    "این پچ تابع get_gpt_decoder_layer_specs مگاترون را با نسخهٔ Primus جایگزین می\u200cکند تا برای مدل\u200cهای LFM2 "
    "لیست spec لایه\u200cها را لایه\u200cبه\u200cلایه بسازد: لایه\u200cهای conv با Lfm2ShortConv و بقیه با attention معمولی TE."
)
DESCRIPTION = "Monkey patch get_gpt_decoder_layer_specs to use Primus implementation when lfm_layer_types is configured for LFM model."
TITLE = "one-thousand-two-hundred-and-sixty-third-round report (a deep-dive in Persian)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            # Stated twice and required: leaving it out is not fine.
            "feature.summary": frozenset({SUMMARY, f"خلاصه: {SUMMARY}", DESCRIPTION}),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "full_replacement"}),
            "framework.name": "megatron-lm",
            # gpt_decoder_layer_specs_patches.py:44 and :61; `gpt_builders` is a top-level module of Megatron-LM.
            "upstream.symbols": {SYMBOL, ALIAS},
            "upstream.aliases": {ALIAS},
            "upstream.transient": set(),
            "implementation.primus": PRIMUS,
            "implementation.primus_file": PRIMUS_FILE,
            # The gate is `lfm_layer_types is not None` and the value is a list of str: no scalar flag value states it.
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            # The handler asserts HAVE_TE; no minimum version is checked.
            "requires.packages": {("transformer_engine", None), ("transformer-engine", None), ("megatron-core", None)},
            # gpt_layer_specs.py:46-67 and :197.
            "constraints": {
                ("use_kitchen", "==", False),
                ("len(lfm_layer_types)", "==", "num_layers"),
                ("lfm_layer_types", "in", ("conv", "full_attention")),
            },
        },
        # Thin: the summary (line 3, read as quoted from another message; line 21's registered description behind a
        # Persian label), the alias gpt_builders.get_gpt_decoder_layer_specs (lines 36, 47, 49, 141, read as no full
        # import path) and `transformer_engine` of line 121 ("is required") are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "full_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus": PRIMUS,
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
            "constraints": {("use_kitchen", "==", False)},
        },
        nowhere=(
            "build_args",
            "get_gpt_decoder_block_spec",
            "get_gpt_layer_with_transformer_engine_spec",
            "get_mlp_module_spec_for_backend",
            "conv_L_cache",
            "conv_bias",
            "PRIMUS_PATCHES",
            "primus_turbo",
            "deep_ep",
            "2.7.0",
            "2.2.0",
            "0.13.0",
            "rocm6.4",
            "megatron.turbo.te_spec_provider",
            "TESpecProvider",
            "PrimusTurboSpecProvider",
            "moe_module_specs",
            "multi_token_prediction",
            "transformer_engine_spec_provider",
            "enable_primus_turbo",
            "use_turbo_grouped_gemm",
            "moe_use_legacy_grouped_gemm",
            "moe_grouped_gemm",
            "<0.17",
            "use_transformer_engine",
            # Lfm2ShortConv as a site or implementation (the bare name is in the summary of line 3).
            "attention.Lfm2ShortConv",
            "transformer/attention.py",
            "megatron.core.extensions",
            "sys.path",
            "moe_layer_freq",
            "priority",
        ),
        mentioned=(SYMBOL, ALIAS, "get_gpt_decoder_block_spec", "lfm_layer_types", "use_kitchen", "transformer_engine"),
    ),
}
