"""Round 730: an issue's comments from GitHub's REST API, an agent's deep-dive split over two comments and a maintainer's
correction in a third: an environment variable's name and a priority taken back, the before_train companion's sites, a
supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_thirtieth_github_comments_json_dump_pp_after_train.md"

TITLE = "seven-hundred-and-thirtieth-round report (a GitHub issue's comments as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': 'Dump pp schedule data to JSON for visualization',
            'feature.patch_style': frozenset({None, 'env_or_lifecycle'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/pipeline_parallel/pp_visualizer.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('dump_pp_data', True)},
            'enable.phase': 'after_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': 'Dump pp schedule data to JSON for visualization',
            'enable.flags': {('dump_pp_data', True)},
            'enable.phase': 'after_train',
        },
        nowhere=('PP_DUMP_DIR', 'pp_dump_dir', 'patch_primus_pipeline'),
        mentioned=('PP_DUMP_DIR',),
    ),
}
