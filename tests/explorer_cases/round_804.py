"""Round 804: a reviewer weighing two agents' answers point by point ("Agent A says:", "Agent B says:", "Verdict:"), then a
consolidated deep-dive: an assert one agent claims and the verdict denies, a priority taken back, the MLPerf neighbour."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_fourth_two_agents_compared_training_evaluate.md"

TITLE = "eight-hundred-and-fourth-round report (two agents' answers compared)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.evaluate',
            'feature.summary': frozenset({None, "Replaces Megatron-LM's evaluate() with Primus's primus_evaluate."}),
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.evaluate'},
            'implementation.primus': 'primus.backends.megatron.training.evaluator.primus_evaluate',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/training/evaluator.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training.evaluate',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.evaluate'},
            'implementation.primus': 'primus.backends.megatron.training.evaluator.primus_evaluate',
            'enable.phase': 'before_train',
        },
        nowhere=('tensor_model_parallel_size', 'use_primus_evaluate', 'PRIMUS_EVALUATE', 'evaluate_and_print_results', 'mlperf'),
        mentioned=('tensor_model_parallel_size == 1',),
    ),
}
