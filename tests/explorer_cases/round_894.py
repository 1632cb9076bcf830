"""Round 894: the explorer's deep-dive written in Yoruba: a save-checkpoint site a correction ("Àtúnṣe") takes back, the
checkpoint neighbours, a supposed config, packages named as unused."""

from __future__ import annotations

from .case import Case
from .names import CHECKPOINT_PATH_ALLOWED

REPORT = "eight_hundred_ninety_fourth_yoruba_deep_dive_checkpoint_path.md"

TITLE = "eight-hundred-and-ninety-fourth-round report (a deep-dive in Yoruba)"
CASES = {
    REPORT: Case(
        allowed={
            **CHECKPOINT_PATH_ALLOWED,
            'feature.summary': 'Set checkpoint save path based on experiment root',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.args.checkpoint_path',
            'feature.summary': 'Set checkpoint save path based on experiment root',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('save_checkpoint', 'primus_checkpoint_path', 'PRIMUS_CKPT_ROOT', 'primus_turbo'),
        mentioned=(),
    ),
}
