"""Round 964: the explorer's deep-dive written in Samoan: an attention rebinding a correction takes back, the TE spec provider
and norm neighbours, conditions on the GPU and the TE version, a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_sixty_fourth_samoan_deep_dive_aiter_deepbind.md"

TITLE = "nine-hundred-and-sixty-fourth-round report (a deep-dive in Samoan)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.patch_style': 'function_wrapping',
        },
        nowhere=('TEDotProductAttention', 'te_spec_provider', 'rms_norm'),
        mentioned=(),
    ),
}
