"""Round 951: the explorer's deep-dive written in Corsican: a forward-backward site a correction takes back, the neighbours of
the same step, a hypothetical config, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_fifty_first_corsican_deep_dive_train_step_seq_split.md"

TITLE = "nine-hundred-and-fifty-first-round report (a deep-dive in Corsican)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.train_step_seq_split',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training.train_step_seq_split',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('get_forward_backward_func', 'primus_turbo', '_patch_guard'),
        mentioned=(),
    ),
}
