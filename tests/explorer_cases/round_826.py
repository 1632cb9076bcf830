"""Round 826: a discussion thread (a question, answers with votes and replies, one accepted): the most voted answer's
optimizer sites its author takes back, a switch the accepted answer corrects, a hedged recipe, a supposed key."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_twenty_sixth_discussions_accepted_answer_fp8_tensorwise.md"

TITLE = "eight-hundred-and-twenty-sixth-round report (a Q&A thread with an accepted answer)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None)},
        },
        required={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('get_megatron_optimizer', 'enable_primus_turbo', 'e4m3'),
        mentioned=(),
    ),
}
