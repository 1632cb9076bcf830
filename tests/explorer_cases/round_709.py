"""Round 709: a deep-dive in the explorer's format of an args patch: a table of the flags and keys involved, the
validation it performs, a claim about `args.load` taken back, a supposed key, the other args patches of its
directory."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_ninth_explorer_deep_dive_checkpoint_path.md"

TITLE = "seven-hundred-and-ninth-round report (an explorer deep-dive of an args patch)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.checkpoint_path',
            'feature.summary': 'Set checkpoint save path based on experiment root',
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'build_args',
        },
        required={
            'feature.id': 'megatron.args.checkpoint_path',
            'feature.summary': 'Set checkpoint save path based on experiment root',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'load', 'keep_user_save_dir', 'save_checkpoint', 'FileSystemWriterAsync', 'validate_args', 'primus_turbo',
            'disable_last_saving', 'auto_continue_train',
        ),
        mentioned=(),
    ),
}
