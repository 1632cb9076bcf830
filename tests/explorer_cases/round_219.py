"""Round 219: a Slovak wiki page: the one method rebound, the gate in a table, a second method claimed and taken back,
sibling patches and a rejected rebinding set apart, and a mis-cited phase left uncorrected."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_nineteenth_slovak_wiki_lr_schedule.md"

TITLE = "two-hundred-and-nineteenth-round report (a Slovak wiki page)"
SITE = "megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.lr_schedule.nemo_aligned",
            "feature.summary": frozenset({None, "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/lr_schedule_patches.py"}),
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.lr_schedule.nemo_aligned", "upstream.sites": {SITE}, "enable.flags": {("nemo_aligned_lr_warmup", True)}},
        # The method taken back; the mis-cited phase; the sibling patches' sites; the rejected rebinding; the runner's
        # variable.
        nowhere=("get_wd", "build_args", "mlperf_warmup", "fsdp2_fp32_param", "OptimizerParamScheduler.step", "PRIMUS_PATCHES"),
        mentioned=(SITE, "nemo_aligned_lr_warmup", "PRIMUS_PATCHES"),
    ),
}
