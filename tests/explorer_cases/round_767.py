"""Round 767: the explorer's deep-dive written in Japanese: "`primus_turbo` の import はなく" (no import of it), a router a
"訂正" takes back, the TopKRouter companion, a supposed key."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_sixty_seventh_japanese_deep_dive_moe_deprecated_20241209.md"

TITLE = "seven-hundred-and-sixty-seventh-round report (a deep-dive in Japanese)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.deprecated_20241209',
            'feature.summary': 'Replace MoELayer/experts with deprecated 20241209 versions',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.moe.deprecated_20241209',
            'feature.summary': 'Replace MoELayer/experts with deprecated 20241209 versions',
            'enable.phase': 'before_train',
        },
        nowhere=('primus_turbo', 'TopKRouter', 'moe_layer_impl'),
        mentioned=(),
    ),
}
