"""Round 1180: the explorer's deep-dive written by a terse agent: abbreviations, arrows, facts in table cells and a "?"
cell; a claim about `get_num_layers_to_build` the next line takes back, two neighbouring validate_args patches with
their own sites, flag and TE version, a hypothetical port without the base wrapper, a made-up config and a megatron-core
version that is no gate."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eightieth_terse_deep_dive_decoder_pipeline_manual_split.md"

TITLE = "one-thousand-one-hundred-and-eightieth-round report (a terse deep-dive)"
CASES = {
    f"{REPORT}@megatron.validate_args.decoder_pipeline_manual_split": Case(
        allowed={
            "feature.id": "megatron.validate_args.decoder_pipeline_manual_split",
            "feature.summary": frozenset(
                {
                    "Add decoder_pipeline_manual_split_list guard to validate_args pipeline split check",
                    "Primus cfg key decoder_pipeline_manual_split_list (int list, default null) = manual per-stage PP layer split.",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"source_rewrite", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.training.arguments._primus_original_validate_args"},
            "implementation.primus": frozenset(
                {"primus.backends.megatron.patches.args.validate_args_patches.patch_validate_args_pipeline_split", None}
            ),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/args/validate_args_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.validate_args.decoder_pipeline_manual_split",
            "feature.patch_style": "source_rewrite",
            "enable.phase": "before_train",
            "upstream.symbols": {"megatron.training.arguments._primus_original_validate_args"},
        },
        nowhere=(
            "get_num_layers_to_build",
            "get_transformer_layer_offset",
            "megatron.training.initialize.validate_args",
            "pipeline_model_parallel_layout",
            "2.7.0",
            "PRIMUS_PATCHES",
        ),
        mentioned=(
            "get_num_layers_to_build",
            "decoder_pipeline_manual_split_list",
            "PRIMUS_PATCHES",
        ),
    ),
}
