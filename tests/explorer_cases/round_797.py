"""Round 797: the explorer's deep-dive written in Albanian: a wrapped function a "Korrigjim" takes back, the MaxText logger
and two argument neighbours, a supposed switch, sinks and an environment variable named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_ninety_seventh_albanian_deep_dive_logging_level.md"

TITLE = "seven-hundred-and-ninety-seventh-round report (a deep-dive in Albanian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.logging_level',
            'feature.summary': 'Set logging level based on stderr_sink_level',
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'build_args',
        },
        required={
            'feature.id': 'megatron.args.logging_level',
            'feature.summary': 'Set logging level based on stderr_sink_level',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('setup_logging', 'enable_logging_level_patch', 'MEGATRON_LOGGING_LEVEL', 'primus_logger', 'primus_turbo'),
        mentioned=('megatron.training.initialize.setup_logging',),
    ),
}
