"""Round 267: an issue as Jira Cloud's REST API returns it, its description and comments in Atlassian Document Format:
text nodes with code, strong and strike marks, a version struck and taken back in the same bullet, a second site
claimed in one comment and retracted in the next, the MLPerf warmup patch set apart, and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_sixty_seventh_jira_adf_json_lr_schedule.md"

TITLE = "two-hundred-and-sixty-seventh-round report (a Jira issue as ADF JSON)"
_SITE = "megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.lr_schedule.nemo_aligned",
            "framework.name": "megatron-lm",
            "upstream.symbols": {_SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/lr_schedule_patches.py"}),
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
        },
        required={"feature.id": "megatron.lr_schedule.nemo_aligned", "upstream.sites": {_SITE}, "enable.phase": "before_train"},
        # The struck version pin; the retracted second site; the warmup patch's site and switch.
        nowhere=("0.12", "megatron.training.training.OptimizerParamScheduler", "train_step", "warmup_train_steps"),
        mentioned=("nemo_aligned_lr_warmup", "megatron.training.training.OptimizerParamScheduler.get_lr", "warmup_train_steps"),
    ),
}
