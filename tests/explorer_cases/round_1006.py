"""Round 1006: the explorer's deep-dive written in Interlingua: a zero-bubble site a correction takes back, the DeepSeek-V4 and
warm-up neighbours, a hypothetical config and variable, Turbo and TE named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_sixth_interlingua_deep_dive_kimi_k3_pp_tensor_shape.md"

TITLE = "one-thousand-and-sixth-round report (a deep-dive in Interlingua)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.kimi_k3.pp_tensor_shape',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_pipelining_with_interleaving', 'megatron.core.pipeline_parallel.schedules.get_tensor_shapes'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.kimi_k3.pp_tensor_shape',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_pipelining_with_interleaving', 'megatron.core.pipeline_parallel.schedules.get_tensor_shapes'},
            'enable.phase': 'before_train',
        },
        nowhere=('zerobubble', 'k3_pp_fold', 'PRIMUS_K3_PP_SHAPE', 'primus_turbo'),
        mentioned=(),
    ),
}
