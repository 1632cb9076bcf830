"""Round 697: a deep-dive in the explorer's format of the registry's docstring example, with the MegaMoE patches of
another file compared in a table: a version gate a later row takes back, a supposed config, the MegaMoE flags and
kernels beside it."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_SUMMARY

REPORT = "six_hundred_ninety_seventh_explorer_deep_dive_deepseek_v3_fix_moe.md"

TITLE = "six-hundred-and-ninety-seventh-round report (an explorer deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': FIX_MOE_SUMMARY,
            'feature.patch_style': frozenset({None, 'config_rewrite'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.side_effects': {('moe_aux_loss_coeff', 0.001)},
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': FIX_MOE_SUMMARY,
            'enable.side_effects': {('moe_aux_loss_coeff', 0.001)},
            'enable.phase': 'before_train',
        },
        nowhere=('0.8.0', 'fix_deepseek_moe', 'moe_aux_loss_coeff_override', 'use_turbo_mega_moe', 'primus_turbo', 'MoELayer'),
        mentioned=('moe_aux_loss_coeff',),
    ),
}
