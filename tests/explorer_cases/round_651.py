"""Round 651: a Whimsical doc exported as Markdown (toggles, callouts, checklists, escaped underscores): a retracted
rebinding, a struck version pin, the runner's variable, a supposed config and the sequence-parallel patch beside it."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_fifty_first_whimsical_markdown_moe_layer_freq.md"

TITLE = "six-hundred-and-fifty-first-round report (a Whimsical doc exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.moe_layer_freq',
            'feature.summary': frozenset({None, 'Normalize moe_layer_freq when provided as a string expression'}),
            'feature.patch_style': 'config_rewrite',
            'implementation.primus': frozenset({None, 'primus.backends.megatron.patches.args.moe_layer_freq_patches.patch_moe_layer_freq'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/args/moe_layer_freq_patches.py'}),
            'framework.name': 'megatron-lm',
            'enable.phase': 'build_args',
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.args.moe_layer_freq',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('moe_freq_type', '0.12.0', 'PRIMUS_PATCHES', 'sequence_parallel'),
        mentioned=('moe_layer_freq',),
    ),
}
