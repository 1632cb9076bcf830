"""Round 994: the explorer's deep-dive written in Oromo: an attention alias a correction takes back, the prologue and TE spec
neighbours, a hypothetical config, Turbo named as unused."""

from __future__ import annotations

from .case import Case
from .names import BSHD_ALLOWED

REPORT = "nine_hundred_ninety_fourth_oromo_deep_dive_fmha_bshd_layout.md"

TITLE = "nine-hundred-and-ninety-fourth-round report (a deep-dive in Oromo)"
CASES = {
    REPORT: Case(
        allowed={
            **BSHD_ALLOWED,
        },
        required={
            'feature.id': 'megatron.te.fmha_bshd_layout',
            'feature.patch_style': 'function_wrapping',
        },
        nowhere=('gpt_layer_specs', 'dpa_consolidated_prologue', 'use_turbo_attention', 'primus_turbo'),
        mentioned=(),
    ),
}
