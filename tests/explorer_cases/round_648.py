"""Round 648: a Signal conversation exported with signal-export ("[date time] Sender:" lines, quotes, reactions,
attachments): the mock-data patch beside it, a retracted claim about splitting on commas, a requirement taken back, a
defaults table and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_forty_eighth_signal_export_data_path_split.md"

TITLE = "six-hundred-and-forty-eighth-round report (a Signal chat exported with signal-export)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.data_path_split',
            'feature.summary': frozenset({None, 'megatron.args.data_path_split: splits space-separated data path strings into lists ("Split space-separated data paths into lists" is the registration\'s description=).'}),
            'feature.patch_style': 'config_rewrite',
            'implementation.primus': frozenset({None, 'primus.backends.megatron.patches.args.data_path_split_patches.patch_data_path_split'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/args/data_path_split_patches.py'}),
            'framework.name': 'megatron-lm',
            'enable.phase': 'build_args',
        },
        required={
            'feature.id': 'megatron.args.data_path_split',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('mock_data', 'megatron-core', '0.12', 'PRIMUS_PATCHES', "','"),
        mentioned=('mock_data',),
    ),
}
