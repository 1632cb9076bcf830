"""Round 193: a code review in Russian: the reviewer's comments as `>` quotes under quoted code lines, a config rewrite
with no site, a phase taken back (`before_train` is another patch's), and an environment variable of another patch."""

from __future__ import annotations

from .case import Case
from .names import LOGGING_LEVEL_ALLOWED

REPORT = "hundred_ninety_third_russian_code_review_logging_level.md"

TITLE = "hundred-and-ninety-third-round report (a Russian code review)"
CASES = {
    REPORT: Case(
        allowed=LOGGING_LEVEL_ALLOWED,
        required={"feature.id": "megatron.args.logging_level", "framework.name": "megatron-lm"},
        nowhere=("before_train", "PRIMUS_LOG_LEVEL", "validate_args", "hsdp", "primus_turbo"),
        mentioned=("stderr_sink_level",),
    ),
}
