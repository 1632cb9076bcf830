"""Round 75: a Python REPL session in doctest form (`>>>` prompts, their output, comments with conclusions), one
conclusion revised by a later session."""

from __future__ import annotations

from .case import Case

REPL_SESSION = "seventy_fifth_repl_session_wandb_env.md"

TITLE = "seventy-fifth-round report (a REPL session)"
CASES = {
    REPL_SESSION: Case(
        allowed={
            "feature.id": "torchtitan.metrics.wandb_env",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": frozenset({None, "env_or_lifecycle"}),
            "framework.name": "torchtitan",
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/wandb_patches.py"}),
            "enable.flags": {("metrics.enable_wandb", True)},
            "enable.phase": frozenset({None, "setup"}),
        },
        required={
            "feature.id": "torchtitan.metrics.wandb_env",
        },
        nowhere=(
            "torchtitan_pretrain_trainer",  # '>>> "patch_torchtitan_wandb" in open(...).read()' answers False
            "WANDB_TEAM",  # read for a log line, never set (the revised conclusion)
            "disable_wandb",  # the Megatron companion's switch
        ),
        mentioned=(
            "metrics.enable_wandb",
            "WANDB_PROJECT",
            "PRIMUS_PATCHES",
            "megatron.args.wandb_config",
        ),
    ),
}
