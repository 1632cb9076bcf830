"""Round 799: the explorer's deep-dive written in Arabic: a subclass's method a correction takes back, three neighbours, a
supposed key, Primus-Turbo and Transformer Engine named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_ninety_ninth_arabic_deep_dive_attention_backend_rocm_safe.md"

TITLE = "seven-hundred-and-ninety-ninth-round report (a deep-dive in Arabic)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.attention_backend.rocm_safe',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.attention_backend.rocm_safe',
            'feature.patch_style': 'function_wrapping',
        },
        nowhere=('GPTModel._set_attention_backend', 'use_rocm_safe_attention_backend', 'primus_turbo', 'transformer_engine'),
        mentioned=(),
    ),
}
