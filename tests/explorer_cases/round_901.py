"""Round 901: the explorer's deep-dive written in Punjabi: a third site a blockquoted correction restates and calls wrong
("ਮੈਂ ਲਿਖਿਆ ਸੀ ... — ਇਹ ਗਲਤ ਸੀ"), packages another module imports and a line needs "ਸਿਰਫ਼ ਤਾਂ ... ਜੇ" (only if),
"import ਨਹੀਂ ਕਰਦਾ" (does not import), a version "ਸ਼ਾਇਦ" (perhaps), "ROCm-only ਨਹੀਂ"."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_first_punjabi_deep_dive_grad_zero_prefetch.md"

TITLE = "nine-hundred-and-first-round report (a deep-dive in Punjabi)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.grad_zero_and_data_prefetch',
            'feature.summary': 'Overlap grad buffer zeroing and data HtoD transfer via secondary CUDA streams.',
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
        nowhere=('get_forward_backward_func', 'primus_turbo', 'triton', 'transformer_engine', 'rocm', '>=0.13'),
        mentioned=(),
    ),
}
