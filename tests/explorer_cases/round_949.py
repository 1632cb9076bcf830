"""Round 949: the explorer's deep-dive written in West Frisian: a cache-path claim a correction takes back, a conditional
vocabulary size, the TorchTitan and data-path neighbours, a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_forty_ninth_frisian_deep_dive_mock_data.md"

TITLE = "nine-hundred-and-forty-ninth-round report (a deep-dive in West Frisian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.mock_data',
            'feature.summary': 'Disable data paths when using mock data',
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'build_args',
        },
        required={
            'feature.id': 'megatron.args.mock_data',
            'feature.summary': 'Disable data paths when using mock data',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('data_cache_path', '131072', 'load_dataset', 'PRIMUS_MOCK_DATA', 'GPT2BPETokenizer'),
        mentioned=(),
    ),
}
