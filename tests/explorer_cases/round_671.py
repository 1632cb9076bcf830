"""Round 671: a Leantime ticket as JSON (its HTML description and acceptance criteria, its comments): a Patch logic
bullet a comment takes back, the before-train dump patch beside it, a launcher's and the fork's variables, a
retracted version."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_seventy_first_leantime_ticket_json_dump_pp_after_train.md"

TITLE = "six-hundred-and-seventy-first-round report (a Leantime ticket)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': frozenset({None, 'Dump pp schedule data to JSON for visualization'}),
            'feature.patch_style': 'env_or_lifecycle',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/pipeline_parallel/pp_visualizer.py'}),
            'framework.name': 'megatron-lm',
            'enable.phase': 'after_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'after_train',
        },
        nowhere=('before_train', 'DUMP_PP_DIR', '0.12', 'pipeline_parallel_schedule'),
        mentioned=('dump_pp_data',),
    ),
}
