"""Round 789: the explorer's deep-dive written in French: a variable an "Erratum" takes back, the logger and output-format
companions, a supposed project key, wandb itself named as not imported."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_eighty_ninth_french_deep_dive_wandb_env.md"

TITLE = "seven-hundred-and-eighty-ninth-round report (a deep-dive in French)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.metrics.wandb_env',
            'feature.summary': "torchtitan.metrics.wandb_env initialise les variables d'environnement WANDB_* d'un run TorchTitan à partir de la configuration Primus, avant que TorchTitan ne crée son logger Weights & Biases.",
            'feature.patch_style': 'env_or_lifecycle',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.metrics.wandb_env',
            'feature.summary': "torchtitan.metrics.wandb_env initialise les variables d'environnement WANDB_* d'un run TorchTitan à partir de la configuration Primus, avant que TorchTitan ne crée son logger Weights & Biases.",
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'setup',
        },
        nowhere=('WANDB_ENTITY', 'wandb_project', 'init_logger', 'primus_turbo'),
        mentioned=(),
    ),
}
