"""Round 49: a Jira ticket."""

from __future__ import annotations

from .case import Case
from .names import JIRA, MP_SYNC_SITES

TITLE = "forty-ninth-round report (a Jira ticket)"
CASES = {
    JIRA: Case(
        allowed={
            "feature.id": "megatron.training.skip_redundant_mp_sync",
            "feature.summary": frozenset({None, "Skip redundant model-parallel all-reduces when TP=1 and PP=1"}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": MP_SYNC_SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mp_sync_skip_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
            "numerics.backward": frozenset({None, False}),
        },
        required={
            "feature.id": "megatron.training.skip_redundant_mp_sync",
            "upstream.symbols": MP_SYNC_SITES,
            "enable.phase": "before_train",
        },
        nowhere=(
            "context_parallel_size",  # the quoted Slack message's wrong CP=1, and a comment's proposal
            "skip_redundant_mp_sync'",  # the Slack message's made-up key (the id aside)
            "megatron.training.utils",  # where the functions are defined, not rebound
        ),
        mentioned=(
            *sorted(MP_SYNC_SITES),
            "PRIMUS_PATCHES",
            "tensor_model_parallel_size",
        ),
    ),
}
