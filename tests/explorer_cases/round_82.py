"""Round 82: a security-advisory-style bulletin: Summary, Affected, Patched in, Not affected, Workarounds, Severity."""

from __future__ import annotations

from .case import Case
from .names import WALL_CLOCK_ALLOWED

ADVISORY = "eighty_second_security_advisory_wall_clock_timer.md"

TITLE = "eighty-second-round report (a security-advisory-style bulletin)"
CASES = {
    ADVISORY: Case(
        allowed={
            "feature.id": "megatron.training.wall_clock_step_timer",
            "feature.summary": None,  # any sentence of What it does
            **WALL_CLOCK_ALLOWED,
        },
        required={
            "feature.id": "megatron.training.wall_clock_step_timer",
            "enable.phase": "before_train",
        },
        nowhere=(
            "finetune_utils",  # an alias the patch does not rebind
            "training.training_log",  # not affected (the patch file's directory is also named training_log)
            "log_throughput",  # a companion's flag
        ),
        mentioned=(
            "megatron.training.training.train_step",
            "wall_clock_step_timer",
            "tasks.finetune_utils.train_step",
        ),
    ),
}
