"""Round 1011: a CI job's summary as its steps write it (step headings, result tables with status marks, details blocks, an
alert): a first pass's "function wrapping" and autotuner site that a later step's correction takes back ('Ignore the
"function wrapping" entry in Step 1'), the neighbours in the same scan."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_eleventh_ci_job_summary_triton_silence_autotune.md"

TITLE = "one-thousand-and-eleventh-round report (a CI job's step summary)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.triton.silence_autotune_print',
            'feature.summary': 'Force Triton knobs.autotuning.print off so the autotuner does not flood stderr with one print line per kernel config it benchmarks.',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/triton_autotune_print_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': frozenset({None, 'before_train'}),
            'requires.packages': {('triton', None)},
        },
        required={
            'feature.id': 'megatron.triton.silence_autotune_print',
            'feature.summary': 'Force Triton knobs.autotuning.print off so the autotuner does not flood stderr with one print line per kernel config it benchmarks.',
            'requires.packages': {('triton', None)},
        },
        nowhere=('function_wrapping', 'Autotuner', 'primus_turbo'),
        mentioned=(),
    ),
}
