"""Round 1150: a Terraform module whose `#`, `//` and `/* */` comments and variable descriptions carry the findings about
`megatron.lr_schedule.nemo_aligned`: a `.step` rebinding a header calls its first pass and a block comment corrects, the
neighbour `megatron.training.mlperf_warmup`, a ConfigMap that sets `nemo_aligned_lr_warmup = true` under a conditional
`count` (the deployment's value, no side effect of the patch), a variable's description that is no summary, and a "What
it does:" sentence cut by a formula set apart."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fiftieth_terraform_module_nemo_aligned_lr.md"

TITLE = "one-thousand-one-hundred-and-fiftieth-round report (a Terraform module)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.summary': frozenset({None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/lr_schedule_patches.py', None}),
            'upstream.symbols': {'megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr'},
            'enable.flags': {('nemo_aligned_lr_warmup', True)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': 'primus/backends/megatron/patches/lr_schedule_patches.py',
        },
        nowhere=(
            'OptimizerParamScheduler.step', 'mlperf_warmup', 'train_step', 'warmup_train_steps', 'PRIMUS_PATCHES',
            'rampup_batch_size',
        ),
        mentioned=(
            'megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.step', 'nemo_aligned_lr_warmup',
            'PRIMUS_PATCHES', 'megatron.training.training.train_step', 'rampup_batch_size',
            'primus/backends/megatron/patches/lr_schedule_patches.py',
        ),
    ),
}
