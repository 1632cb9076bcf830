"""Round 57: a porting recipe.

A porting recipe of imperative steps, a comparison of upstream, Primus and the port in three columns, a plain-text email.
"""

from __future__ import annotations

from .case import Case
from .names import RECIPE

TITLE = "fifty-seventh-round report (a porting recipe)"
CASES = {
    RECIPE: Case(
        allowed={
            "feature.id": "megatron.lr_schedule.nemo_aligned",
            "feature.summary": frozenset({None, "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula."}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/lr_schedule_patches.py"}),
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
            "enable.phase": "before_train",
        },
        required={
            "feature.id": "megatron.lr_schedule.nemo_aligned",
            "upstream.symbols": {"megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"},
        },
        nowhere=(
            "'OptimizerParamScheduler'",  # "Do not replace the class itself"
            "max_lr",
            "rampup_batch_size",
        ),
        mentioned=(
            "megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr",
            "nemo_aligned_lr_warmup",
        ),
    ),
}
