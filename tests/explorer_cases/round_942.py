"""Round 942: a team wiki's doc exported as Markdown (a breadcrumb, mentions, inline comments as quoted lines, a verified line):
a second train-step site a correction takes back, four neighbours of the same step, a made-up key, settings and
packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_forty_second_slite_doc_wall_clock_step_timer.md"

TITLE = "nine-hundred-and-forty-second-round report (a team wiki doc exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.wall_clock_step_timer',
            'feature.summary': 'Wrap train_step with wall-clock timer for NeMo-comparable throughput measurement',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.train_step'},
            'implementation.primus': 'primus.backends.megatron.patches.training_log.wall_clock_timer_patch.patch_wall_clock_timer',
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
            'implementation.primus': 'primus.backends.megatron.patches.training_log.wall_clock_timer_patch.patch_wall_clock_timer',
            'enable.flags': {('wall_clock_step_timer', True)},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.train_step', 'wall_clock_step_timer_sync', 'log_throughput', 'timing_log_level', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
