"""Round 736: the explorer's deep-dive written in Norwegian Bokmål: a claim a correction ("Rettelse") takes back, a
version it only guesses ("Sannsynligvis"), the two training-log companions and their symbols, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_thirty_sixth_norwegian_deep_dive_forward_to_rank0.md"

TITLE = "seven-hundred-and-thirty-sixth-round report (a deep-dive in Norwegian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron_bridge.training_log.forward_to_rank0',
            'feature.summary': 'Forward Megatron-Bridge last-rank training_log line to rank 0 for single-node console visibility.',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron_bridge.training_log.forward_to_rank0',
            'feature.summary': 'Forward Megatron-Bridge last-rank training_log line to rank 0 for single-node console visibility.',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('print_rank_last_patch', 'unified_patch', 'log_throughput', '0.2'),
        mentioned=('megatron_bridge.training_log.print_rank_last_patch',),
    ),
}
