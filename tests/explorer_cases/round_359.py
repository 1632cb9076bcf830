"""Round 359: a TAP version 14 run of a porting check (plan, subtests, ok and not ok lines with TODO and SKIP
directives, YAML diagnostics, the engineer's notes as comments): a condition= claim a comment retracts, an expectation
that failed, writes that hold only when a key is false, and a companion patch under a note."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_fifty_ninth_tap_output_wandb_config.md"

TITLE = "three-hundred-and-fifty-ninth-round report (a TAP run)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.wandb_config",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/wandb_config_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.wandb_config", "enable.phase": "build_args"},
        # The companion's settings; "args.wandb_save_dir = ... when disable_wandb is false" says when it writes.
        nowhere=("'profile'", "('disable_wandb'", "tensorboard"),
        mentioned=("disable_wandb", "WANDB_API_KEY"),
    ),
}
