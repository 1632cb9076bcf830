"""Round 962: the explorer's deep-dive written in Kinyarwanda: "ntikoresha" (it does not use) and "nta ... irimo" (there is
no) before packages and the platform, a site a correction takes back, the MLPerf neighbours, a hypothetical config."""

from __future__ import annotations

from .case import Case
from .names import EVALUATE_ALLOWED

REPORT = "nine_hundred_sixty_second_kinyarwanda_deep_dive_evaluate.md"

TITLE = "nine-hundred-and-sixty-second-round report (a deep-dive in Kinyarwanda)"
CASES = {
    REPORT: Case(
        allowed={
            **EVALUATE_ALLOWED,
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.training.evaluate',
            'upstream.symbols': {'megatron.training.training.evaluate'},
            'implementation.primus': 'primus.backends.megatron.training.evaluator.primus_evaluate',
            'enable.phase': 'before_train',
        },
        nowhere=('evaluate_and_print_results', 'rocm', 'primus_turbo', 'transformer_engine'),
        mentioned=(),
    ),
}
