"""Round 1075: the explorer's deep-dive written in Ossetian: "Дыккаг рæнхъ рæдыд у" (the second line is a mistake) taking
back a `FusedAttention.backward` site listed second, "нæ ивы" (does not change), a made-up config."""

from __future__ import annotations

from .case import Case
from .names import AITER_DEEPBIND_ALLOWED

REPORT = "one_thousand_seventy_fifth_ossetian_deep_dive_aiter_deepbind.md"

TITLE = "one-thousand-and-seventy-fifth-round report (a deep-dive in Ossetian)"
CASES = {
    REPORT: Case(
        allowed={
            **AITER_DEEPBIND_ALLOWED,
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.patch_style': 'function_wrapping',
            'framework.name': 'megatron-lm',
        },
        nowhere=(
            'FusedAttention', 'transformer_engine.pytorch',
        ),
        mentioned=(),
    ),
}
