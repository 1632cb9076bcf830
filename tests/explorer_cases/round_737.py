"""Round 737: the explorer's deep-dive written in Slovak: a requirements cell "bez `primus_turbo`" (without), a version a
correction takes back, the recompute neighbours, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_thirty_seventh_slovak_deep_dive_custom_recompute_layer_ids.md"

TITLE = "seven-hundred-and-thirty-seventh-round report (a deep-dive in Slovak)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('primus_turbo', 'transformer_engine'),
        mentioned=('primus_turbo',),
    ),
}
