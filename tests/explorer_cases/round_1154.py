"""Round 1154: the explorer's deep-dive written in Nogai: a `get_megatron_optimizer` rebinding a Nogai correction
("Туьзетуьв") takes back, the neighbour `megatron.optimizer.fsdp2_fp32_param` with its flags and sites, conditionals,
and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fifty_fourth_nogai_deep_dive_precision_aware_fp8_tensorwise.md"

TITLE = "one-thousand-one-hundred-and-fifty-fourth-round report (a deep-dive in Nogai)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'get_megatron_optimizer', 'use_fsdp2_fp32_param_optimizer', 'use_torch_fsdp2', 'optimizer_foreach',
            'NVTE_ROCM_ENABLE_MXFP8', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
