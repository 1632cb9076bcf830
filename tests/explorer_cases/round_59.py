"""Round 59: a plain-text email."""

from __future__ import annotations

from .case import Case
from .names import PLAIN_EMAIL

TITLE = "fifty-ninth-round report (a plain-text email)"
CASES = {
    PLAIN_EMAIL: Case(
        allowed={
            "feature.id": "megatron.dataloader_mp_context",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"torch.utils.data.DataLoader.__init__"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/dataloader_patch.py"}),
            "enable.flags": {
                ("dataloader_mp_context", "fork"),
                ("dataloader_mp_context", "spawn"),
                ("dataloader_mp_context", "forkserver"),
            },
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={
            "feature.id": "megatron.dataloader_mp_context",
        },
        nowhere=(
            "'setup'",  # "the docstring says setup phase, but the decorator says before_train"
            "multiprocessing_context",  # the docstring's key; the P.S. corrects it
            "PRIMUS_MLPERF",
        ),
        mentioned=(
            "multiprocessing_context",
            "build_pretraining_data_loader",
            "PRIMUS_MLPERF",
        ),
    ),
}
