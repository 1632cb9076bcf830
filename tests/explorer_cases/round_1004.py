"""Round 1004: the explorer's deep-dive written in Kirundi: a claim a correction takes back, a hypothetical config and variable,
three neighbours and their symbols, a conditional Turbo and Triton dependency, a prefetch gate on one tensor-parallel
size."""

from __future__ import annotations

from .case import Case
from .names import GRAD_ZERO_PREFETCH_ALLOWED

REPORT = "one_thousand_fourth_kirundi_deep_dive_grad_zero_and_data_prefetch.md"

TITLE = "one-thousand-and-fourth-round report (a deep-dive in Kirundi)"
CASES = {
    REPORT: Case(
        allowed={
            **GRAD_ZERO_PREFETCH_ALLOWED,
        },
        required={
            'feature.id': 'megatron.grad_zero_and_data_prefetch',
            'feature.summary': 'Overlap grad buffer zeroing and data HtoD transfer via secondary CUDA streams.',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('grad_zero_prefetch', 'PRIMUS_GRAD_ZERO_PREFETCH', 'is_primus_turbo_can_patch', 'primus_turbo'),
        mentioned=(),
    ),
}
