"""Round 1082: the explorer's deep-dive written in Mizo: the prefetch built "`tensor_model_parallel_size == 1` a nih
chauhin" (only when TP is 1), "`bf16` a on chuan `torch.bfloat16`, a nih loh chuan `torch.float16`" (bf16 if on, else
fp16), a taken-back `get_forward_backward_func`, neighbours, a made-up config."""

from __future__ import annotations

from .case import Case
from .names import GRAD_ZERO_PREFETCH_ALLOWED

REPORT = "one_thousand_eighty_second_mizo_deep_dive_grad_zero_prefetch.md"

TITLE = "one-thousand-and-eighty-second-round report (a deep-dive in Mizo)"
CASES = {
    REPORT: Case(
        allowed={
            **GRAD_ZERO_PREFETCH_ALLOWED,
            'implementation.primus_file': frozenset({'primus/backends/megatron/data/cuda_prefetch.py', 'primus/backends/megatron/patches/delayed_fp8_scaling_patches.py', None}),
            'feature.patch_style': frozenset({'binding_replacement', 'function_wrapping', None}),
        },
        required={
            'feature.id': 'megatron.grad_zero_and_data_prefetch',
            'feature.summary': 'Overlap grad buffer zeroing and data HtoD transfer via secondary CUDA streams.',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'tensor_model_parallel_size', 'bf16', 'get_forward_backward_func', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
