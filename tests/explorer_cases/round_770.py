"""Round 770: the explorer's deep-dive as task lists under the five parts, checked items verified and the rest not: a struck
priority with its correction, the before_train companion, a supposed directory key."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_seventieth_checklist_deep_dive_dump_pp_data_after_train.md"

TITLE = "seven-hundred-and-seventieth-round report (a deep-dive as a verification checklist)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': 'Dump pp schedule data to JSON for visualization',
            'feature.patch_style': frozenset({None, 'env_or_lifecycle'}),
            'implementation.primus': 'primus.backends.megatron.core.pipeline_parallel.pp_visualizer.dump_pp_data',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/pipeline_parallel/pp_visualizer.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'after_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': 'Dump pp schedule data to JSON for visualization',
            'implementation.primus': 'primus.backends.megatron.core.pipeline_parallel.pp_visualizer.dump_pp_data',
            'enable.phase': 'after_train',
        },
        nowhere=('dump_pp_dir', 'before_train', 'primus_turbo', '100'),
        mentioned=(),
    ),
}
