"""Round 864: the explorer's deep-dive written in Uzbek: packages the report says are not needed ("Kerak emas", "import
qilmaydi"), a claim a correction takes back, a supposed config ("Faraziy misol")."""

from __future__ import annotations

from .case import Case
from .names import PRECISION_AWARE_ALLOWED

REPORT = "eight_hundred_sixty_fourth_uzbek_deep_dive_precision_aware_fp8.md"

TITLE = "eight-hundred-and-sixty-fourth-round report (a deep-dive in Uzbek)"
CASES = {
    REPORT: Case(
        allowed=PRECISION_AWARE_ALLOWED,
        required={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('primus_turbo', 'transformer_engine', 'blockwise', 'exp_avg_dtype'),
        mentioned=(),
    ),
}
