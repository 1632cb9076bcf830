"""Round 52: a social-media thread."""

from __future__ import annotations

from .case import Case
from .names import SOCIAL_THREAD

TITLE = "fifty-second-round report (a social-media thread)"
CASES = {
    SOCIAL_THREAD: Case(
        allowed={
            "feature.id": "megatron.training.empty_cache_interval.wrap_train_step",
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/empty_cache_interval_patches.py"}),
            "enable.phase": "before_train",
        },
        required={
            "feature.id": "megatron.training.empty_cache_interval.wrap_train_step",
            "enable.phase": "before_train",
        },
        nowhere=(
            "PRIMUS_EMPTY_CACHE_INTERVAL",  # post 4/9 gets the precedence backwards; 9/9 corrects it
            "empty_unused_memory_level",
            "finetune_utils",
        ),
        mentioned=(
            "megatron.training.training.train_step",
            "empty_cache_interval",
            "PRIMUS_EMPTY_CACHE_INTERVAL",
        ),
    ),
}
