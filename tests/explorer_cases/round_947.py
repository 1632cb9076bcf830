"""Round 947: the explorer's deep-dive written in Scottish Gaelic: a variable a correction takes back, the schedule, zero-bubble
and after-train neighbours, sites bound under native Megatron only, a hypothetical config, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_forty_seventh_scottish_gaelic_deep_dive_dump_pp_before_train.md"

TITLE = "nine-hundred-and-forty-seventh-round report (a deep-dive in Scottish Gaelic)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.dump_pp_data.before_train',
            'feature.summary': 'Wrap schedule and patch forward/backward for pp visualization',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.pp.dump_pp_data.before_train',
            'feature.summary': 'Wrap schedule and patch forward/backward for pp visualization',
            'enable.phase': 'before_train',
        },
        nowhere=('DUMP_PP_DIR', 'dump_pp_data_start_iter', 'dump_pp_data_ranks', 'ChainedOptimizer', 'primus_turbo'),
        mentioned=(),
    ),
}
