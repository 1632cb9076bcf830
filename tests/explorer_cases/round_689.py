"""Round 689: a Slack canvas exported as Markdown (mentions, channel links, callouts as quotes, checklists): a wrap
taken back, a supposed config key, the settings the patch does not read, a version the writer hedges."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_eighty_ninth_slack_canvas_silence_autotune_print.md"

TITLE = "six-hundred-and-eighty-ninth-round report (a Slack canvas)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.triton.silence_autotune_print',
            'feature.summary': 'Force Triton knobs.autotuning.print off so the autotuner does not flood stderr with one print line per kernel config it benchmarks.',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('triton', None)},
        },
        required={
            'feature.id': 'megatron.triton.silence_autotune_print',
            'feature.summary': 'Force Triton knobs.autotuning.print off so the autotuner does not flood stderr with one print line per kernel config it benchmarks.',
            'enable.phase': 'before_train',
            'requires.packages': {('triton', None)},
        },
        nowhere=('Autotuner._bench', 'use_turbo_autotune', 'TRITON_PRINT_AUTOTUNING', '3.4'),
        mentioned=('PRIMUS_VERBOSE_TRITON',),
    ),
}
