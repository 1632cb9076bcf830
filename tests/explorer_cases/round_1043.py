"""Round 1043: the explorer's deep-dive written in Marshallese: a megatron.training site a correction takes back, made-up keys,
the timer and warm-up neighbours with their flags and priorities."""

from __future__ import annotations

from .case import Case
from .names import EMPTY_CACHE_ALLOWED

REPORT = "one_thousand_forty_third_marshallese_deep_dive_empty_cache_interval.md"

TITLE = "one-thousand-and-forty-third-round report (a deep-dive in Marshallese)"
CASES = {
    REPORT: Case(
        allowed={
            **EMPTY_CACHE_ALLOWED,
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.training.empty_cache_interval.wrap_train_step',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.train_step', 'use_empty_cache_interval', 'empty_cache_warmup_iters', 'wall_clock',
            'warmup_train_steps',
        ),
        mentioned=(),
    ),
}
