"""Round 691: a deep-dive in the explorer's format of a TorchTitan patch that only writes environment variables: a
variable a correction takes back, dotted config keys in a settings table, a supposed config, the neighbouring
TorchTitan patches."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_ninety_first_explorer_deep_dive_wandb_env.md"

TITLE = "six-hundred-and-ninety-first-round report (an explorer deep-dive of a TorchTitan patch)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.metrics.wandb_env',
            'feature.summary': 'Initialize WANDB_* env vars from Primus/TorchTitan config',
            'feature.patch_style': 'env_or_lifecycle',
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/wandb_patches.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.metrics.wandb_env',
            'feature.summary': 'Initialize WANDB_* env vars from Primus/TorchTitan config',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'setup',
        },
        nowhere=('WANDB_DIR', 'wandb_project', 'wandb_entity', 'torchtitan.logger'),
        mentioned=('metrics.enable_wandb',),
    ),
}
