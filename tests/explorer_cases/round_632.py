"""Round 632: a Polynote notebook (the .ipynb Polynote saves, its metadata first; Python and Scala cells with their
output): a grep of the registrations printing the neighbouring patch's first, a Patch logic bullet a later cell takes
back, and the unified training_log patch beside it."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_thirty_second_polynote_notebook_bridge_training_log.md"

TITLE = "six-hundred-and-thirty-second-round report (a Polynote notebook)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron_bridge.training_log.forward_to_rank0',
            'feature.summary': 'Forward Megatron-Bridge last-rank training_log line to rank 0 for single-node console visibility.',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.bridge.training.train.training_log'},
            'enable.phase': frozenset({None, 'before_train'}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron_bridge.training_log.forward_to_rank0',
            'feature.summary': 'Forward Megatron-Bridge last-rank training_log line to rank 0 for single-node console visibility.',
            'upstream.symbols': {'megatron.bridge.training.train.training_log'},
        },
        nowhere=('train_utils.training_log', 'unified_patch', 'log_rank_0', 'prepare_finetuning_batch'),
        mentioned=('megatron.bridge.training.train.training_log',),
    ),
}
