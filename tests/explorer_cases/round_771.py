"""Round 771: the explorer's deep-dive written in Korean: "TE는 이 패치가 쓰지 않습니다" (it does not use TE), a version only an
"이면" (if) states, neighbouring patches, a supposed key under "가상" (hypothetical)."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_seventy_first_korean_deep_dive_linear_grad_split.md"

TITLE = "seven-hundred-and-seventy-first-round report (a deep-dive in Korean)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.linear_grad_split',
            'feature.summary': 'Patch Linear layer to split d_w and d_input for PP optimization',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.pp.linear_grad_split',
            'feature.summary': 'Patch Linear layer to split d_w and d_input for PP optimization',
            'enable.phase': 'before_train',
        },
        nowhere=('transformer_engine', '1.13.0', 'use_linear_grad_split', 'primus_turbo'),
        mentioned=(),
    ),
}
