"""Round 303: a Japanese Qiita article: :::note blocks, code blocks titled with their file, an excerpt of a function
body whose writes sit inside an ``if``/``else``, "rebind しておらず" (does not rebind), a struck claim, and a companion
patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_third_qiita_article_wandb_config.md"

TITLE = "three-hundred-and-third-round report (a Japanese Qiita article)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.wandb_config",
            "feature.summary": frozenset({None, "Configure W&B project and experiment names"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/wandb_config_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.wandb_config", "enable.phase": "build_args"},
        # A style the report negates; a write inside the code's else branch; the companion's keys.
        nowhere=("binding_replacement", "wandb_project", "tensorboard", "profile"),
        mentioned=("disable_wandb",),
    ),
}
