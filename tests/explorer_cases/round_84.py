"""Round 84: a Gherkin feature file in a fence (Feature, Background, Scenario Outline, Given/When/Then, "# comments"),
a scenario tagged @not-this-patch for the companion patch and one tagged @retracted for a wrong guess, then a summary."""

from __future__ import annotations

from .case import Case

GHERKIN = "eighty_fourth_gherkin_data_path_split.md"

TITLE = "eighty-fourth-round report (a Gherkin feature file)"
CASES = {
    GHERKIN: Case(
        allowed={
            "feature.id": "megatron.args.data_path_split",
            "feature.summary": None,  # any sentence of the feature's description
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.data_path_split_patches.patch_data_path_split"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/data_path_split_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={
            "feature.id": "megatron.args.data_path_split",
            "enable.phase": "build_args",
            "implementation.primus": "primus.backends.megatron.patches.args.data_path_split_patches.patch_data_path_split",
        },
        nowhere=(
            "tokenizer_type",  # the companion megatron.args.mock_data's setting, in its @not-this-patch scenario
            "NullTokenizer",
            "mock_data",
            "parse_args",  # the @retracted guess
        ),
        mentioned=(
            "PRIMUS_PATCHES",
            "module_config.params.mock_data",
            "megatron.training.arguments.parse_args",
        ),
    ),
}
