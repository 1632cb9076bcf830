"""Round 1037: the explorer's deep-dive written in Navajo: aiter named only as what may break a deep import ("doo ... da"), a
fourth site a correction ("dishní — doo akótʼée da") restates, the recompute neighbour, a made-up config."""

from __future__ import annotations

from .case import Case
from .names import FP8_CONTEXT_ALLOWED

REPORT = "one_thousand_thirty_seventh_navajo_deep_dive_fp8_context.md"

TITLE = "one-thousand-and-thirty-seventh-round report (a deep-dive in Navajo)"
CASES = {
    REPORT: Case(
        allowed={
            **FP8_CONTEXT_ALLOWED,
        },
        required={
            'feature.id': 'megatron.fp8.context',
            'feature.summary': 'Override Megatron get_fp8_context to use Primus implementation when fp8 is enabled',
            'feature.patch_style': 'binding_replacement',
            'implementation.primus': 'primus.backends.megatron.core.fp8_utils.get_fp8_context',
            'enable.phase': 'before_train',
        },
        nowhere=('aiter', 'tensor_model_parallel_size', 'fp4'),
        mentioned=(),
    ),
}
