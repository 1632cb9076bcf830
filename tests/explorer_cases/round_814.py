"""Round 814: the explorer's deep-dive with every citation a footnote and a changelog of the note's own edits: an alias a
blockquoted correction takes back while it writes the one assignment on another module (`bridge_train.training_log = ...`)."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_fourteenth_footnoted_changelog_note_forward_to_rank0.md"

TITLE = "eight-hundred-and-fourteenth-round report (a footnoted note with its own changelog)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron_bridge.training_log.forward_to_rank0',
            'feature.summary': 'Forward Megatron-Bridge last-rank training_log line to rank 0 for single-node console visibility.',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.bridge.training.train.training_log'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron_bridge.training_log.forward_to_rank0',
            'feature.summary': 'Forward Megatron-Bridge last-rank training_log line to rank 0 for single-node console visibility.',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.bridge.training.train.training_log'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.bridge.training.utils.train_utils.training_log', 'forward_training_log_to_rank0', 'log_throughput',
            'use_rocm_mem_info',
        ),
        mentioned=('megatron.bridge.training.utils.train_utils.training_log',),
    ),
}
