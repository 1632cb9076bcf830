"""Round 725: the explorer's deep-dive written in Hungarian: a third wrapped function a "Helyesbítés" (correction) takes
back, a supposed config, the other delayed-scaling patches, the Turbo switches it does not read."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_twenty_fifth_hungarian_deep_dive_grad_zero_prefetch.md"

TITLE = "seven-hundred-and-twenty-fifth-round report (a deep-dive in Hungarian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.grad_zero_and_data_prefetch',
            'feature.summary': frozenset({None, 'Overlap grad buffer zeroing and data HtoD transfer via secondary CUDA streams.'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.distributed.DistributedDataParallel.zero_grad_buffer', 'megatron.training.training.train_step'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/delayed_fp8_scaling_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.grad_zero_and_data_prefetch',
            'upstream.symbols': {'megatron.core.distributed.DistributedDataParallel.zero_grad_buffer', 'megatron.training.training.train_step'},
            'enable.phase': 'before_train',
        },
        nowhere=('finalize_model_grads', 'enable_primus_turbo', 'use_turbo'),
        mentioned=('megatron.core.distributed.finalize_model_grads.finalize_model_grads',),
    ),
}
