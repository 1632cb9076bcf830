"""Round 1001: a forum channel's thread copied from a chat app as text (names with role tags, relative times, reactions, reply
previews, an edited mark): a load-path claim a later message takes back, a hypothetical key and condition, the
TensorBoard and W&B neighbours."""

from __future__ import annotations

from .case import Case
from .names import CHECKPOINT_PATH_ALLOWED

REPORT = "one_thousand_first_discord_forum_text_checkpoint_path.md"

TITLE = "one-thousand-and-first-round report (a forum channel thread copied as text)"
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
        nowhere=('primus_keep_user_save_dir', 'WANDB_API_KEY', 'tensorboard_path', 'primus_turbo'),
        mentioned=(),
    ),
}
