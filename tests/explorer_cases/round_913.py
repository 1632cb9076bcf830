"""Round 913: the explorer's deep-dive written in Uyghur, right to left: "`primus_turbo` ... چاقىرمايدۇ" (calls nothing of it), a
WANDB_DIR claim a correction ("تۈزىتىش") takes back, neighbours under "قوشنا ياماقلار", a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_thirteenth_uyghur_deep_dive_wandb_env.md"

TITLE = "nine-hundred-and-thirteenth-round report (a deep-dive in Uyghur)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.metrics.wandb_env',
            'feature.summary': 'Initialize WANDB_* env vars from Primus/TorchTitan config',
            'feature.patch_style': 'env_or_lifecycle',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.metrics.wandb_env',
            'feature.summary': 'Initialize WANDB_* env vars from Primus/TorchTitan config',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'setup',
        },
        nowhere=('primus_turbo', 'WANDB_DIR', 'torchtitan.logger', 'get_peak_flops'),
        mentioned=(),
    ),
}
