"""Round 207: a manual page in roff source: ``.SH`` sections, ``.TP`` tags, ``\\fB...\\fR`` runs and ``\\(dq`` escapes, the
registration in a ``.nf`` block, a phase given and corrected, and a "NOT THIS PATCH" section about the sibling patch."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_seventh_roff_man_page_checkpoint_path.md"

TITLE = "two-hundred-and-seventh-round report (a roff manual page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.checkpoint_path",
            "feature.summary": frozenset({None, "Set checkpoint save path based on experiment root"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/checkpoint_path_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={
            "feature.id": "megatron.args.checkpoint_path",
            "feature.summary": "Set checkpoint save path based on experiment root",
            "framework.name": "megatron-lm",
        },
        # The phase the correction takes back; the sibling patch's settings; the checkpoint writer no one rebinds; font
        # escapes stuck to a name.
        nowhere=("before_train", "tensorboard", "profile", "save_checkpoint", "checkpoint_and_decide_exit", "fB", "dq"),
        mentioned=("save", "exp_root_path"),
    ),
}
