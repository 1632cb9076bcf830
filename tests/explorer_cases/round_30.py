"""Round 30: a config diff."""

from __future__ import annotations

from .case import Case
from .names import CONFIG_DIFF

TITLE = "thirtieth-round report (a config diff)"
CASES = {
    CONFIG_DIFF: Case(
        allowed={
            "feature.id": "megatron.args.wandb_config",
            "feature.summary": frozenset({"Configure W&B project and experiment names", "Configure W&B project and experiment names."}),
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            "implementation.primus": frozenset({"primus.backends.megatron.patches.args.wandb_config_patches.patch_wandb_config"}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/args/wandb_config_patches.py"}),
            "enable.phase": "build_args",
            "requires.platform": "any",
        },
        required={
            "feature.id": "megatron.args.wandb_config",
            "feature.patch_style": "config_rewrite",  # "**Patch style:** config / arg rewrite", a bold field running on into text
            "enable.phase": "build_args",
        },
        nowhere=(
            "wandb_save_dir",  # written only when disable_wandb is false: conditional, no side effect
            "wandb_project",
            "wandb_exp_name",
            "disable_wandb",  # read only; chooses the branch, no gate
            "WANDB_API_KEY",  # read only
        ),
        mentioned=(
            "wandb_save_dir",
            "wandb_project",
            "disable_wandb",
            "WANDB_API_KEY",
        ),
    ),
}
