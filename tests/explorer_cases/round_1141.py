"""Round 1141: the explorer's deep-dive written in Kabardian: negations by the suffix "-къым" ("`primus_turbo` import
ищӀыркъым", does not import it), a `GPTModel.forward` claim taken back, and the neighbour `megatron.mamba.fla_fused_ce`
with its flags and variables."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_forty_first_kabardian_deep_dive_fused_linear_ce.md"

TITLE = "one-thousand-one-hundred-and-forty-first-round report (a deep-dive in Kabardian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fused_linear_ce',
            'feature.summary': frozenset({'Chunked linear cross-entropy for GPTModel to avoid full-logits OOM (large vocab + long seq).', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.fused_linear_ce',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'primus_turbo', 'fla_fused_ce', 'PRIMUS_FUSED_CE', 'MambaModel',
        ),
        mentioned=(),
    ),
}
