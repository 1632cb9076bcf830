"""Round 1191: a YAML file the team keeps per patch: nested keys, block scalars for prose, comments, a list of sites with
some entries commented out; extra path fields a later key takes back, the neighbouring `megatron.args.mock_data` patch,
a commented-out `parse_args` site, a hypothetical comma split, a made-up config and versions that are no requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_ninety_first_port_notes_yaml_data_path_split.md"

TITLE = "one-thousand-one-hundred-and-ninety-first-round report (a YAML file of port notes)"
CASES = {
    f"{REPORT}@megatron.args.data_path_split": Case(
        allowed={
            "feature.id": "megatron.args.data_path_split",
            "feature.summary": frozenset({"Split space-separated data paths into lists", None}),
            "feature.patch_style": frozenset({"config_rewrite", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/args/data_path_split_patches.py", None}),
            "enable.phase": frozenset({"build_args", None}),
            "requires.platform": frozenset({"any", None}),
        },
        required={
            "feature.id": "megatron.args.data_path_split",
            "enable.phase": "build_args",
        },
        nowhere=(
            "mock_data",
            "parse_args",
            "0.12.0",
        ),
        mentioned=(
            "megatron.args.mock_data",
            "parse_args",
        ),
    ),
}
