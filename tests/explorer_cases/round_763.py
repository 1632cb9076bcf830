"""Round 763: a deep-dive whose Patch logic is the unified diff of a port into a fork, with review notes between hunks: an
assert in the diff's context lines (upstream's, not the change's), a site a correction takes back, a supposed key."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_sixty_third_port_diff_review_grad_zero_prefetch.md"

TITLE = "seven-hundred-and-sixty-third-round report (a deep-dive whose Patch logic is a port's diff)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.grad_zero_and_data_prefetch',
            'feature.summary': 'Overlap grad buffer zeroing and data HtoD transfer via secondary CUDA streams.',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.distributed.DistributedDataParallel.zero_grad_buffer', 'megatron.training.training.train_step'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/data/cuda_prefetch.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.grad_zero_and_data_prefetch',
            'feature.summary': 'Overlap grad buffer zeroing and data HtoD transfer via secondary CUDA streams.',
            'upstream.symbols': {'megatron.core.distributed.DistributedDataParallel.zero_grad_buffer', 'megatron.training.training.train_step'},
            'enable.phase': 'before_train',
        },
        nowhere=('retro_cyclic_train_iters', 'get_forward_backward_func', 'prefetch_depth', 'description='),
        mentioned=('megatron.core.pipeline_parallel.schedules.get_forward_backward_func',),
    ),
}
