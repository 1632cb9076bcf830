"""Round 757: the explorer's deep-dive written in Basque: a trainer site a "Zuzenketa" restates ("idatzi dut") and takes back
("Hori okerra da"), the DeepSeek-V4 and Kimi K3 neighbours, a supposed switch."""

from __future__ import annotations

from .case import Case
from .names import V4_PP_TENSOR_SHAPE_ALLOWED

REPORT = "seven_hundred_fifty_seventh_basque_deep_dive_deepseek_v4_pp_tensor_shape.md"

TITLE = "seven-hundred-and-fifty-seventh-round report (a deep-dive in Basque)"
CASES = {
    REPORT: Case(
        allowed={
            **V4_PP_TENSOR_SHAPE_ALLOWED,
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
        },
        required={
            'feature.id': 'megatron.deepseek_v4.pp_tensor_shape',
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_pipelining_with_interleaving', 'megatron.core.pipeline_parallel.schedules.get_tensor_shapes'},
            'enable.phase': 'before_train',
        },
        nowhere=('get_forward_backward_func', 'use_v4_pp_tensor_shape', 'kimi_k3', 'primus_turbo'),
        mentioned=('megatron.training.training.get_forward_backward_func',),
    ),
}
