"""Round 817: a Slack message in mrkdwn (one-asterisk bold labels for the parts, • bullets, :emoji:) holding the explorer's
deep-dive: the logger patch's sites and the Megatron cousin's writes under "*Neighbours / companions*", an exported
variable a correction takes back."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_seventeenth_slack_mrkdwn_message_wandb_env.md"

TITLE = "eight-hundred-and-seventeenth-round report (a Slack message in mrkdwn)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.metrics.wandb_env',
            'feature.summary': 'Initialize WANDB_* env vars from Primus/TorchTitan config',
            'feature.patch_style': 'env_or_lifecycle',
            'implementation.primus': frozenset({None, 'primus.backends.torchtitan.patches.wandb_patches.patch_torchtitan_wandb_env'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/wandb_patches.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.flags': {('metrics.enable_wandb', True)},
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.metrics.wandb_env',
            'feature.summary': 'Initialize WANDB_* env vars from Primus/TorchTitan config',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'setup',
        },
        nowhere=('torchtitan.tools.logging', 'wandb_exp_name', 'WANDB_ENTITY', 'build_args'),
        mentioned=('torchtitan.tools.logging.logger',),
    ),
}
