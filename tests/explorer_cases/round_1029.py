"""Round 1029: the explorer's deep-dive written in Asturian: a package-level alias a correction ("Correición ... dixi ... Eso nun
ye verdá") takes back, "namái cuando" and "a nun ser que" gates, the wgrad-split and zero-bubble neighbours, a
hypothetical config, and its phase in a "| Fase |" row."""

from __future__ import annotations

from .case import Case
from .names import LINEAR_GRAD_SPLIT_ALLOWED

REPORT = "one_thousand_twenty_ninth_asturian_deep_dive_linear_grad_split.md"

TITLE = "one-thousand-and-twenty-ninth-round report (a deep-dive in Asturian)"
CASES = {
    REPORT: Case(
        allowed={
            **LINEAR_GRAD_SPLIT_ALLOWED,
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.pp.linear_grad_split',
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.core.tensor_parallel.LinearWith', 'te_wgrad_split', 'primus_turbo', 'CUDA_DEVICE_MAX_CONNECTIONS'),
        mentioned=(),
    ),
}
