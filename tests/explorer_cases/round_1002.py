"""Round 1002: the explorer's deep-dive written in Kikuyu: a setup phase a quoted correction takes back, the checkpoint, Mamba
and deepbind neighbours, a hypothetical key, Turbo and TE named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_second_kikuyu_deep_dive_attention_backend_rocm_safe.md"

TITLE = "one-thousand-and-second-round report (a deep-dive in Kikuyu)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.attention_backend.rocm_safe',
            'feature.patch_style': 'binding_replacement',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.attention_backend.rocm_safe',
            'feature.patch_style': 'binding_replacement',
        },
        nowhere=('setup', 'rocm_safe_attention_backend', 'primus_turbo', 'transformer_engine'),
        mentioned=(),
    ),
}
