"""Round 327: a draw.io diagram saved uncompressed: boxes whose labels are escaped HTML, styles full of
``key=value`` pairs, a struck sticky note an edge labelled "retracts" points at, a container "Related, NOT this patch",
and a second page holding a table of Item / Value / Code rows."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_twenty_seventh_drawio_lr_schedule.md"

TITLE = "three-hundred-and-twenty-seventh-round report (a draw.io diagram)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.lr_schedule.nemo_aligned",
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/lr_schedule_patches.py"}),
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.lr_schedule.nemo_aligned",
            "upstream.symbols": {"megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"},
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
        },
        # The styles' keys; the retracted site; the companion's gate; the earlier phase.
        nowhere=("whiteSpace", "fontSize", "get_optimizer_param_scheduler", "warmup_train_steps", "build_args"),
        mentioned=("nemo_aligned_lr_warmup",),
    ),
}
