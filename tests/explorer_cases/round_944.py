"""Round 944: a reader's highlights of the explorer's report exported as Markdown, each highlight with its location and the
reader's notes, some disagreeing: a flag a note takes back, a guessed version, a made-up config, neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_forty_fourth_readwise_highlights_moe_layer_freq.md"

TITLE = "nine-hundred-and-forty-fourth-round report (a reader's highlights export)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.moe_layer_freq',
            'feature.summary': 'Normalize moe_layer_freq when provided as a string expression',
            'feature.patch_style': 'config_rewrite',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/args/moe_layer_freq_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'build_args',
        },
        required={
            'feature.id': 'megatron.args.moe_layer_freq',
            'feature.summary': 'Normalize moe_layer_freq when provided as a string expression',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('num_moe_experts', '>=0.12', 'num_floating_point_operations', 'primus_turbo'),
        mentioned=(),
    ),
}
