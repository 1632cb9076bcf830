"""Round 1133: the explorer's deep-dive written in Gagauz: a `parse_args` / `set_args` wrapping the first reading claimed
and a correction takes back, the neighbour `maxtext.logger`, made-up env vars, a hypothetical `CRITICAL` level and
versions that are not requirements."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_thirty_third_gagauz_deep_dive_logging_level.md"

TITLE = "one-thousand-one-hundred-and-thirty-third-round report (a deep-dive in Gagauz)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.logging_level',
            'feature.summary': frozenset({'Set logging level based on stderr_sink_level', None}),
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'build_args', None}),
        },
        required={
            'feature.id': 'megatron.args.logging_level',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'parse_args', 'set_args', 'maxtext',
        ),
        mentioned=(),
    ),
}
