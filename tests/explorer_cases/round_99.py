"""Round 99: a terminal tool's output in box-drawn tables (┌─┬─┐ │ └─┴─┘) under "══ SITES ══" banners, a status
column of ✓ and ✗, rows that go on over several lines, a "NOT THIS PATCH" table and WARN lines."""

from __future__ import annotations

from .case import Case

BOXES = "ninety_ninth_box_drawn_tables_wandb_env.md"

TITLE = "ninety-ninth-round report (box-drawn tables)"
CASES = {
    BOXES: Case(
        allowed={
            "feature.id": "torchtitan.metrics.wandb_env",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "env_or_lifecycle"}),
            "framework.name": "torchtitan",
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.patches.wandb_patches.patch_torchtitan_wandb_env"}),
            "enable.flags": {("metrics.enable_wandb", True)},
            "enable.phase": frozenset({None, "setup"}),
        },
        required={
            "feature.id": "torchtitan.metrics.wandb_env",
            "framework.name": "torchtitan",
            "enable.phase": "setup",
        },
        nowhere=(
            "wandb_config",  # the Megatron patch under NOT THIS PATCH, marked ✗
            "WandBLogger",  # the retracted guess
            "disable_wandb",
        ),
        mentioned=(
            "metrics.enable_wandb",
            "PRIMUS_PATCHES",
            "WANDB_PROJECT",
        ),
    ),
}
