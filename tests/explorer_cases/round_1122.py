"""Round 1122: the explorer's deep-dive written in Bosnian: "**Faza:** `before_train`", a `get_optimizer_param_scheduler`
site the first version claimed and a correction takes back, the neighbour `mlperf_warmup` with its flag and site, a
hypothetical `NEMO_LR_GBS`, a made-up config and versions that are not requirements."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_twenty_second_bosnian_deep_dive_nemo_aligned_lr.md"

TITLE = "one-thousand-one-hundred-and-twenty-second-round report (a deep-dive in Bosnian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/lr_schedule_patches.py', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'get_optimizer_param_scheduler', 'mlperf_warmup', 'warmup_train_steps', 'train_step', 'NEMO_LR_GBS',
            'rampup_batch_size', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
