"""Round 549: a Jupyter notebook saved as .ipynb (nbformat 4: markdown cells as lists of strings, code cells with
their printed output): the MLPerf warmup patch beside it, a correction taking back a second site, a retracted version
floor, a settings table, a worked example of the formula and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_forty_ninth_ipynb_notebook_nemo_aligned_lr.md"

TITLE = "five-hundred-and-forty-ninth-round report (a Jupyter notebook as .ipynb)"
PATCH = "megatron.lr_schedule.nemo_aligned"
SITE = "megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.lr_schedule_patches.patch_nemo_aligned_lr_warmup"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/lr_schedule_patches.py"}),
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": PATCH, "upstream.symbols": {SITE}, "enable.flags": {("nemo_aligned_lr_warmup", True)}, "enable.phase": "before_train"},
        # The retracted step site and floor; the MLPerf patch's key; the supposed config's warmup.
        nowhere=("OptimizerParamScheduler.step", "0.12", "mlperf_warmup", "warmup_train_steps", "lr_warmup_iters"),
        mentioned=("OptimizerParamScheduler.step", "warmup_train_steps"),
    ),
}
