"""Round 960: the explorer's deep-dive written in Māori: a training-loop site a correction takes back, a conditional site,
the optimizer neighbours, a hypothetical config with made-up names."""

from __future__ import annotations

from .case import Case
from .names import MUON_ALLOWED

REPORT = "nine_hundred_sixtieth_maori_deep_dive_per_head_muon.md"

TITLE = "nine-hundred-and-sixtieth-round report (a deep-dive in Māori)"
CASES = {
    REPORT: Case(
        allowed={
            **MUON_ALLOWED,
        },
        required={
            'feature.id': 'megatron.optimizer.per_head_muon',
            'feature.summary': 'Per-Head Muon (Kimi K3 report §2.5): partition Q/K/V momentum along the head dimension and run Newton-Schulz per head block.',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('PRIMUS_PER_HEAD_MUON', 'use_turbo_muon', 'megatron.training.training'),
        mentioned=(),
    ),
}
