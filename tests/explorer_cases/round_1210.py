"""Round 1210: a report made only of tables (fields, sites with a "Confirmed?" column, flags with a "Source" column,
requirements and constraints) with notes under each; rows for `primus_turbo` and Transformer Engine whose detail cell
says "does not need it" (no package), a retracted `step` site, a priority taken back, the neighbouring MLPerf warmup
patch, an unverified variable, a made-up config table and an "if you ever" case."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_tenth_tables_only_report_nemo_aligned_lr.md"

TITLE = "one-thousand-two-hundred-and-tenth-round report (a report made only of tables)"
CASES = {
    f"{REPORT}@megatron.lr_schedule.nemo_aligned": Case(
        allowed={
            "feature.id": "megatron.lr_schedule.nemo_aligned",
            "feature.summary": frozenset({"Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula", None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/lr_schedule_patches.py", None}),
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
            "enable.phase": frozenset({"before_train", None}),
            "requires.platform": frozenset({"any", None}),
        },
        required={
            "feature.id": "megatron.lr_schedule.nemo_aligned",
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": {"megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "OptimizerParamScheduler.step",
            "warmup_train_steps",
            "NEMO_LR_COMPAT",
            "primus_turbo",
            "transformer_engine",
        ),
        mentioned=("NEMO_LR_COMPAT",),
    ),
}
