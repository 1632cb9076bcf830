"""Round 927: the explorer's deep-dive written in Javanese: a train site a correction ("Koreksi") takes back, the FP8, timer and
warmup neighbours of the same step, a made-up flag, packages named as unused."""

from __future__ import annotations

from .case import Case
from .names import EMPTY_CACHE_ALLOWED

REPORT = "nine_hundred_twenty_seventh_javanese_deep_dive_empty_cache_interval.md"

TITLE = "nine-hundred-and-twenty-seventh-round report (a deep-dive in Javanese)"
CASES = {
    REPORT: Case(
        allowed={
            **EMPTY_CACHE_ALLOWED,
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.training.empty_cache_interval.wrap_train_step',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=("megatron.training.training.train'", 'use_empty_cache_interval', 'primus_turbo', 'pp_warmup'),
        mentioned=(),
    ),
}
