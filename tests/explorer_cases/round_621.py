"""Round 621: ranges of a Google Sheet read through its API (values:batchGet: a Facts sheet of Field, Value, Source
and Notes rows, short rows cut at their last cell, and a Comments sheet whose rows say "Row 12 is wrong" and "Row 18
is wrong" of the Facts sheet): a wrapped function and a variable taken back, the MoE dtoh patch beside it and a
supposed config."""

from __future__ import annotations

from .case import Case
from .names import MP_SYNC_SITES

REPORT = "six_hundred_twenty_first_google_sheets_api_json_mp_sync_skip.md"

TITLE = "six-hundred-and-twenty-first-round report (a Google Sheet read through its API)"
PATCH = "megatron.training.skip_redundant_mp_sync"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, "Skip redundant model-parallel all-reduces when TP=1 and PP=1"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": MP_SYNC_SITES,
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.mp_sync_skip_patches.patch_skip_redundant_mp_sync"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mp_sync_skip_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "constraints": {("tensor_model_parallel_size", "==", 1), ("pipeline_model_parallel_size", "==", 1)},
        },
        # Each sheet a table whose rows carry their numbers: "Row 18 is wrong" finds its row.
        required={"feature.id": PATCH, "upstream.symbols": MP_SYNC_SITES, "enable.phase": "before_train"},
        # The rows taken back; the dtoh patch's site and gate; the supposed TP=2.
        nowhere=("train_step", "PRIMUS_SKIP_MP_SYNC", "_maybe_dtoh_and_synchronize", "use_turbo_grouped_gemm", "2)"),
        mentioned=("train_step", "PRIMUS_SKIP_MP_SYNC"),
    ),
}
