"""Round 713: the explorer's deep-dive written in Bulgarian: a second class's method a correction takes back, the
neighbouring attention patches, a supposed switch in a config block, NVTE variables MaxText sets and this patch does
not."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_thirteenth_bulgarian_deep_dive_attention_backend_rocm_safe.md"

TITLE = "seven-hundred-and-thirteenth-round report (a deep-dive in Bulgarian)"
CASES = {
    REPORT: Case(
        allowed={
            'enable.phase': frozenset({None, 'before_train'}),  # a "Fase:"/"Faza:"/"Фаза:" label read since round 1122
            'feature.id': 'megatron.attention_backend.rocm_safe',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.attention_backend.rocm_safe',
            'feature.patch_style': 'function_wrapping',
        },
        nowhere=(
            'GPTModel._set_attention_backend', 'rocm_safe_attention_backend', 'PRIMUS_ROCM_SAFE_ATTN', 'NVTE_FUSED_ATTN_CK',
            'attention_backend: fused',
        ),
        mentioned=('GPTModel._set_attention_backend',),
    ),
}
