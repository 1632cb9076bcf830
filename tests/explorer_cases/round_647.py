"""Round 647: a ReadMe (readme.io) doc page from its API (a body in ReadMe's Markdown with code, callout and parameters
widgets, its HTML beside it): a sentence a danger callout takes back, a numbered item a correction callout takes
back, a supposed config, the tensorboard-path patch beside it."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_forty_seventh_readme_doc_json_checkpoint_path.md"

TITLE = "six-hundred-and-forty-seventh-round report (a ReadMe doc page from its API)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.checkpoint_path',
            'feature.summary': 'Set checkpoint save path based on experiment root',
            'feature.patch_style': 'config_rewrite',
            'framework.name': 'megatron-lm',
            'enable.phase': 'build_args',
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.args.checkpoint_path',
            'feature.summary': 'Set checkpoint save path based on experiment root',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('save_interval', "'load'", 'tensorboard', 'disable_tensorboard', 'checkpoint_and_decide_exit', '/mnt/shared'),
        mentioned=('save_interval', 'disable_tensorboard'),
    ),
}
