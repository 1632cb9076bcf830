"""Round 1051: the explorer's deep-dive written in Corsican: a DeepSeek-V3 compile site a correction ("Currezzione ... aghju
scrittu ... Hè sbagliatu") takes back, the bf16 MoE-combine companion, a made-up config and variable."""

from __future__ import annotations

from .case import Case
from .names import WHOLE_BLOCK_COMPILE_ALLOWED

REPORT = "one_thousand_fifty_first_corsican_deep_dive_whole_block_compile.md"

TITLE = "one-thousand-and-fifty-first-round report (a deep-dive in Corsican)"
CASES = {
    REPORT: Case(
        allowed={
            **WHOLE_BLOCK_COMPILE_ALLOWED,
            'framework.name': frozenset({None, 'torchtitan'}),
        },
        required={
            'feature.id': 'torchtitan.dsv3.whole_block_compile',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'setup',
        },
        nowhere=(
            'deepseek_v3.infra', 'moe_bf16_combine', 'MoE.forward', 'compile.whole_block', 'PRIMUS_DSV3_WHOLE_BLOCK_COMPILE',
            'primus_turbo',
        ),
        mentioned=(),
    ),
}
