"""Round 1041: the explorer's deep-dive written in the Cherokee syllabary: a wandb_entity write a correction takes back, the
tensorboard, MLPerf and TorchTitan W&B neighbours with their sites and phases, a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_forty_first_cherokee_deep_dive_wandb_config.md"

TITLE = "one-thousand-and-forty-first-round report (a deep-dive in Cherokee)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.wandb_config',
            'feature.summary': 'Configure W&B project and experiment names',
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.args.wandb_config',
            'feature.summary': 'Configure W&B project and experiment names',
            'feature.patch_style': 'config_rewrite',
        },
        nowhere=('wandb_entity', 'work_group', 'mlperf', 'WANDB_PROJECT', 'tensorboard', 'enable_wandb'),
        mentioned=(),
    ),
}
