"""Round 992: the explorer's deep-dive written in White Hmong: "tsis muaj" (there is no) before a ROCm-only path, a validation
site a correction takes back, the MaxText logger neighbour, a hypothetical config."""

from __future__ import annotations

from .case import Case
from .names import LOGGING_LEVEL_ALLOWED

REPORT = "nine_hundred_ninety_second_hmong_deep_dive_logging_level.md"

TITLE = "nine-hundred-and-ninety-second-round report (a deep-dive in White Hmong)"
CASES = {
    REPORT: Case(
        allowed={
            **LOGGING_LEVEL_ALLOWED,
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.args.logging_level',
            'feature.summary': 'Set logging level based on stderr_sink_level',
            'feature.patch_style': 'config_rewrite',
        },
        nowhere=('rocm', 'validate_args', 'maxtext.logger', 'primus_turbo'),
        mentioned=(),
    ),
}
