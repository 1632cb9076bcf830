"""Round 718: the explorer's deep-dive written in Latvian: a schedule function of the companion get_batch patch a
correction takes back ("Labojums"), the Kimi K3 twin patch, a supposed switch and environment variable."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_eighteenth_latvian_deep_dive_deepseek_v4_pp_tensor_shape.md"

TITLE = "seven-hundred-and-eighteenth-round report (a deep-dive in Latvian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v4.pp_tensor_shape',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.deepseek_v4.pp_tensor_shape',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('get_forward_backward_func', 'use_v4_pp_shape_patch', 'PRIMUS_V4_PP_SHAPE', 'num_hash_layers', 'primus_turbo'),
        mentioned=('megatron.training.training.get_forward_backward_func',),
    ),
}
