"""Round 683: a Jupyter Book page in MyST (directives, a list-table, tab-set, a code cell with its output): a second
site an admonition takes back, the MLPerf logging patch that swaps the same function during each eval call, a supposed
switch."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_eighty_third_jupyter_book_evaluate.md"

TITLE = "six-hundred-and-eighty-third-round report (a Jupyter Book page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.evaluate',
            'feature.summary': 'Monkey patch evaluate to support Primus-provided evaluate.',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.training.training.evaluate'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
            'constraints': {('eval_interval', '>', 0)},
        },
        required={
            'feature.id': 'megatron.training.evaluate',
            'feature.summary': 'Monkey patch evaluate to support Primus-provided evaluate.',
            'upstream.symbols': {'megatron.training.training.evaluate'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            "megatron.training.evaluate'", 'use_primus_evaluate', 'mlperf_logging', 'primus_turbo', 'evaluate_and_print_results',
        ),
        mentioned=('megatron.training.training.evaluate', 'megatron.training.evaluate'),
    ),
}
