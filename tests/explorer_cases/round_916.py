"""Round 916: an email thread saved as text, each reply on top of the one before it under an "Original Message" or From/Sent
header block, Windows line ends, signatures and a disclaimer: a fill-in-only-when-null claim a reply takes back, the
tensorboard and MLPerf neighbours, a made-up config, packages and keys named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_sixteenth_outlook_top_posted_thread_wandb_config.md"

TITLE = "nine-hundred-and-sixteenth-round report (an email thread replied to on top)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.wandb_config',
            'feature.summary': 'Configure W&B project and experiment names',
            'feature.patch_style': 'config_rewrite',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/args/wandb_config_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'build_args',
        },
        required={
            'feature.id': 'megatron.args.wandb_config',
            'feature.summary': 'Configure W&B project and experiment names',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('tensorboard', 'get_wandb_writer', 'wandb_entity', 'enable_wandb', 'primus_turbo'),
        mentioned=(),
    ),
}
