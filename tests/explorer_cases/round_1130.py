"""Round 1130: the explorer's deep-dive written in Ingush: a `parse_args` wrapping and a `split_data_paths` flag the first
draft claimed and corrections take back, the neighbour `megatron.args.mock_data`, `PRIMUS_PATCHES`, a made-up config and
versions that are not requirements."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_thirtieth_ingush_deep_dive_data_path_split.md"

TITLE = "one-thousand-one-hundred-and-thirtieth-round report (a deep-dive in Ingush)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.data_path_split',
            'feature.summary': frozenset({'Split space-separated data paths into lists', None}),
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'build_args', None}),
        },
        required={
            'feature.id': 'megatron.args.data_path_split',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'parse_args', 'split_data_paths', 'mock_data', 'PRIMUS_PATCHES',
        ),
        mentioned=(),
    ),
}
