"""Round 373: a Launchpad bug as its web service returns it (the bug's title and description, its messages collection
with the description again as message 0, its bug tasks): a "What it does:" label with its words on the next line, a
second site comment #1 claims and later comments take back ("lr_schedule_patches.py only rebinds ..."), the flag and a
companion patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_seventy_third_launchpad_bug_json_lr_schedule.md"

SITE = "megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"

TITLE = "three-hundred-and-seventy-third-round report (a Launchpad bug as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.lr_schedule.nemo_aligned",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/lr_schedule_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
        },
        required={"feature.id": "megatron.lr_schedule.nemo_aligned", "enable.phase": "before_train"},
        # The label's ";" as the summary; the site comments #2 and #3 take back; the companion's site and gate.
        nowhere=("get_optimizer_param_scheduler", "train_step", "warmup_train_steps", "';'"),
        mentioned=("OptimizerParamScheduler.get_lr", "nemo_aligned_lr_warmup", "PRIMUS_PATCHES"),
    ),
}
