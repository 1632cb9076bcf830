"""Round 1147: the explorer's deep-dive written in Karelian: a `forward_backward_no_pipelining` rebinding a correction
("Oigendus") takes back, the neighbours `megatron.fp8.delayed_scaling_update` and `megatron.training.mlperf_warmup`, an
environment variable that does not exist, and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_forty_seventh_karelian_deep_dive_grad_zero_and_data_prefetch.md"

TITLE = "one-thousand-one-hundred-and-forty-seventh-round report (a deep-dive in Karelian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.grad_zero_and_data_prefetch',
            'feature.summary': frozenset({'Overlap grad buffer zeroing and data HtoD transfer via secondary CUDA streams.', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.distributed.DistributedDataParallel.zero_grad_buffer', 'megatron.training.training.train_step'},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.grad_zero_and_data_prefetch',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'forward_backward_no_pipelining', 'delayed_scaling_update', '_wait_and_compute_scales', 'mlperf_warmup',
            'PRIMUS_PREFETCH_STREAMS', 'primus_turbo', 'transformer_engine',
        ),
        mentioned=(),
    ),
}
