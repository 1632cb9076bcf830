"""Round 780: a Jupyter notebook whose markdown cells hold the explorer's deep-dive and whose code cells check it against the
code, their outputs kept: a second site a correction takes back, a supposed synchronizing switch, the neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_eightieth_verification_notebook_wall_clock_step_timer.md"

TITLE = "seven-hundred-and-eightieth-round report (a verification notebook as .ipynb)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.wall_clock_step_timer',
            'feature.summary': 'Wrap train_step with wall-clock timer for NeMo-comparable throughput measurement',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.train_step'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron.patches.training_log.wall_clock_timer_patch.patch_wall_clock_timer'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/training_log/wall_clock_timer_patch.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('wall_clock_step_timer', True)},
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training.wall_clock_step_timer',
            'feature.summary': 'Wrap train_step with wall-clock timer for NeMo-comparable throughput measurement',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.train_step'},
            'enable.flags': {('wall_clock_step_timer', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('sync_cuda', 'PRIMUS_WALL_CLOCK_SYNC', 'log_throughput', 'primus_turbo'),
        mentioned=(),
    ),
}
