"""Round 405: a Linear issue as its GraphQL API returns it, the description in Markdown on one line of the JSON and five
comments: a site a comment takes back, the companion evaluate patch with its own site and "Different gate", and the
sibling patch registered in the same file."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_fifth_linear_graphql_json_validation_data_loader.md"

TITLE = "four-hundred-and-fifth-round report (a Linear issue as GraphQL JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.validation_data_loader",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.datasets.data_samplers.build_pretraining_data_loader"},
            "upstream.aliases": {"megatron.training.training.build_pretraining_data_loader"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/validation_data_sampling_patches.py"}),
            "enable.env": {("PRIMUS_MLPERF", "1")},
            "enable.phase": "before_train",
        },
        required={"feature.id": "megatron.training.validation_data_loader", "enable.phase": "before_train"},
        # The companion's gate and site; the site a comment takes back.
        nowhere=("full_validation", "eval_interval", "training.evaluate", "build_train_valid_test_data_loaders"),
        mentioned=("full_validation", "megatron.training.training.build_train_valid_test_data_loaders"),
    ),
}
