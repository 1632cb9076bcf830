"""Round 884: a documentation page as a text browser dumps it (wrapped text, [n] link markers, a numbered list of references):
a second site a correction takes back, a hypothetical config, the MLPerf neighbours, settings named as unused."""

from __future__ import annotations

from .case import Case
from .names import EVALUATE_ALLOWED

REPORT = "eight_hundred_eighty_fourth_lynx_dump_page_evaluate.md"

TITLE = "eight-hundred-and-eighty-fourth-round report (a documentation page as a text browser dumps it)"
CASES = {
    REPORT: Case(
        allowed={
            **EVALUATE_ALLOWED,
            'constraints': {('eval_interval', '>', 0)},
        },
        required={
            'feature.id': 'megatron.training.evaluate',
            'feature.summary': 'Monkey patch evaluate to support Primus-provided evaluate.',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.evaluate'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'use_primus_evaluate', 'primus_evaluate_allreduce', 'PRIMUS_MLPERF', 'mlperf_mode', 'mlperf_logging', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
