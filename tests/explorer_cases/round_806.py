"""Round 806: the explorer's inventory of the training-log patches and a deep-dive written in Polish: a site a correction
takes back, the other train_step wrappers, a supposed key and variable, settings named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_sixth_polish_inventory_wall_clock_timer.md"

TITLE = "eight-hundred-and-sixth-round report (an inventory and deep-dive in Polish)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.wall_clock_step_timer',
            'feature.summary': frozenset({None, 'przepustowość porównywalna z NeMo.'}),
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.train_step'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training.wall_clock_step_timer',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.train_step'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.train_step', 'wall_clock_timer_sync', 'PRIMUS_WALL_CLOCK_SYNC', 'log_throughput',
            'use_rocm_mem_info',
        ),
        mentioned=(),
    ),
}
