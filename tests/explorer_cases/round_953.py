"""Round 953: the explorer's deep-dive written in Welsh: a printer swapped "dim ond am hyd yr alwad" (only for the length of
the call), asserts on two locals "eu dal" (caught) by the memory extension, a train-step site a correction takes back,
the Bridge neighbours, a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_fifty_third_welsh_deep_dive_unified_training_log.md"

TITLE = "nine-hundred-and-fifty-third-round report (a deep-dive in Welsh)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training_log.unified_patch',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.training_log'},
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training_log.unified_patch',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.training_log'},
            'enable.phase': 'before_train',
        },
        nowhere=('print_rank_last', 'total_mem', 'used_mem', 'train_step', 'primus_turbo'),
        mentioned=(),
    ),
}
