"""Round 291: a Reddit thread as its JSON API returns it: the post and nested replies, each body beside its HTML copy,
a struck bullet, an environment variable a commenter takes back in an edit, and two companion patches."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_ninety_first_reddit_json_wall_clock_timer.md"

TITLE = "two-hundred-and-ninety-first-round report (a Reddit thread as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.wall_clock_step_timer",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/training_log/wall_clock_timer_patch.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("wall_clock_step_timer", True)},
        },
        required={
            "feature.id": "megatron.training.wall_clock_step_timer",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "enable.flags": {("wall_clock_step_timer", True)},
        },
        # The variable taken back; the companions' sites and flags; the HTML copies' escapes.
        nowhere=("PRIMUS_WALL_CLOCK_TIMER", "unified_patch", "print_rank_last", "use_fsdp2_fp8_all_gather", "&lt;"),
        mentioned=("wall_clock_step_timer",),
    ),
}
