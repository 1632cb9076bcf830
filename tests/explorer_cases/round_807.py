"""Round 807: the explorer's deep-dive with every claim marked ✅, ❓ or ❌ under a legend: a second site a "❌ Correction"
says "I listed above" and "does not exist", a supposed config, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_seventh_status_emoji_deep_dive_zebra_llama_flops.md"

TITLE = "eight-hundred-and-seventh-round report (a deep-dive of status-marked claims)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.summary': 'Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.num_floating_point_operations'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron.patches.zebra_llama_flops_patches.zebra_llama_flops'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/zebra_llama_flops_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.summary': 'Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.num_floating_point_operations'},
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.training.utils.num_floating_point_operations', 'primus_turbo'),
        mentioned=('megatron.training.utils.num_floating_point_operations',),
    ),
}
