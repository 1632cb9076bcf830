"""Round 1084: the explorer's deep-dive written in Aromanian: "Ma s-vrei vãrnãoarã s-u adaugi shi ti `thd`" (if you ever
want to add `thd`) with a made-up assert and flag, a taken-back `gpt_layer_specs` alias and `priority=40`."""

from __future__ import annotations

from .case import Case
from .names import BSHD_ALLOWED

REPORT = "one_thousand_eighty_fourth_aromanian_deep_dive_fmha_bshd_layout.md"

TITLE = "one-thousand-and-eighty-fourth-round report (a deep-dive in Aromanian)"
CASES = {
    REPORT: Case(
        allowed=BSHD_ALLOWED,
        required={
            'feature.id': 'megatron.te.fmha_bshd_layout',
            'feature.patch_style': 'function_wrapping',
            'framework.name': 'megatron-lm',
        },
        nowhere=(
            'te_bshd_thd', 'cu_seqlens', 'gpt_layer_specs', 'priority',
        ),
        mentioned=(),
    ),
}
