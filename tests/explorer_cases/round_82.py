"""Round 82: a security-advisory-style bulletin: Summary, Affected, Patched in, Not affected, Workarounds, Severity."""

from __future__ import annotations

from .case import Case

ADVISORY = "eighty_second_security_advisory_wall_clock_timer.md"

TITLE = "eighty-second-round report (a security-advisory-style bulletin)"
CASES = {
    ADVISORY: Case(
        allowed={
            "feature.id": "megatron.training.wall_clock_step_timer",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train_step"},
            # The file that registers the patch holds its wrapper (a closure of the handler).
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/training_log/wall_clock_timer_patch.py"}),
            "enable.flags": {("wall_clock_step_timer", True)},
            "enable.phase": "before_train",
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
