"""Round 1098: the explorer's deep-dive written in Kabyle: a retracted claim that the patch also rebinds `step`, the
neighbour `megatron.training.mlperf_warmup` with its `train_step` and `warmup_train_steps`, a made-up config, tested
versions, conditional `rampup_batch_size` and `PRIMUS_PATCHES` lines."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_ninety_eighth_kabyle_deep_dive_nemo_aligned_lr.md"

TITLE = "one-thousand-and-ninety-eighth-round report (a deep-dive in Kabyle)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.summary': frozenset({"Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula", None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/lr_schedule_patches.py', None}),
            'enable.flags': {('nemo_aligned_lr_warmup', True)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr'},
        },
        nowhere=(
            'OptimizerParamScheduler.step', 'mlperf', 'train_step', 'warmup_train_steps', 'rampup_batch_size',
            'PRIMUS_PATCHES', 'core_r0.13.0',
        ),
        mentioned=(),
    ),
}
