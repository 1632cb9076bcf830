"""Round 80: a report written in Brazilian Portuguese ("somente quando", "a menos que", "não é deste patch")."""

from __future__ import annotations

from .case import Case

PORTUGUESE = "eightieth_portuguese_checkpoint_path.md"

TITLE = "eightieth-round report (in Portuguese)"
CASES = {
    PORTUGUESE: Case(
        allowed={
            "feature.id": "megatron.args.checkpoint_path",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/checkpoint_path_patches.py"}),
            "enable.phase": "build_args",
        },
        required={
            "feature.id": "megatron.args.checkpoint_path",
            "enable.phase": "build_args",
        },
        nowhere=(
            "checkpoint_and_decide_exit",  # named as no site
            "enable_xxx",  # "Não existe flag de config tipo `enable_xxx`"
            "tensorboard_path",  # a companion's
        ),
        mentioned=(
            "PRIMUS_PATCHES",
            "checkpoint_and_decide_exit",
            "tensorboard_path",
        ),
    ),
}
