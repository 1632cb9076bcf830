"""Round 895: a Datadog notebook as its API returns it (Markdown cells, each a page in one JSON string, and timeseries cells):
"the last bullet of *Patch logic* above is wrong" taking back a validate-args wrapper, the neighbours' sites, a
hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_ninety_fifth_datadog_notebook_json_data_path_split.md"

TITLE = "eight-hundred-and-ninety-fifth-round report (a Datadog notebook as its API returns it)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.data_path_split',
            'feature.summary': 'Split space-separated data paths into lists',
            'feature.patch_style': 'config_rewrite',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/args/data_path_split_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'build_args',
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.args.data_path_split',
            'feature.summary': 'Split space-separated data paths into lists',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('validate_args', 'data_path_split.enable', 'separator', 'mock_data'),
        mentioned=(),
    ),
}
