"""Round 824: a review of a port copied from a code host's changed-files view: the port's diff hunks with the reviewer's
comments between them (an alias a reply takes back, a supposed config, the MLPerf warmup neighbour, the port's own
wrong guard)."""

from __future__ import annotations

from .case import Case
from .names import NEMO_ALIGNED_ALLOWED, NEMO_ALIGNED_REQUIRED

REPORT = "eight_hundred_twenty_fourth_files_changed_review_nemo_lr_schedule.md"

TITLE = "eight-hundred-and-twenty-fourth-round report (a review of a port's changed files)"
CASES = {
    REPORT: Case(
        allowed=NEMO_ALIGNED_ALLOWED,
        required=NEMO_ALIGNED_REQUIRED,
        nowhere=(
            'megatron.training.training.get_lr', 'lr_warmup_style', 'nemo_lr_warmup_offset', 'train_step', 'warmup_train_steps',
        ),
        mentioned=(),
    ),
}
