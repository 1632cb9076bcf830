"""Round 574: a Haskell module documented with Haddock ({- | -} header fields, an export list of "-- *" sections and
"-- $chunk" labels, "-- |" notes with @code@, '*' items and "[term]" definitions, bird-track code, records whose fields
model the registration): a site the corrections move to another module, a binding swapped only while training_log runs,
the unified Megatron patch beside it, a launch supposed to keep the patch off and a retracted version."""

from __future__ import annotations

from .case import Case
from .names import FORWARD_TO_RANK0_ALLOWED

REPORT = "five_hundred_seventy_fourth_haddock_module_forward_to_rank0.md"

TITLE = "five-hundred-and-seventy-fourth-round report (a Haddock-documented Haskell module)"
CASES = {
    REPORT: Case(
        allowed={
            **FORWARD_TO_RANK0_ALLOWED,
            "feature.summary": frozenset({None, "Forward Megatron-Bridge last-rank training_log line to rank 0 for single-node console visibility."}),
            "upstream.aliases": set(),
            "upstream.transient": {"megatron.bridge.training.utils.train_utils.print_rank_last"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/training_log/print_rank_last_patches.py"}),
            "enable.flags": set(),
            "enable.env": {("NNODES", "1")},
            "enable.phase": frozenset({None, "before_train"}),
        },
        # The notes read without the Haskell: the export list's sections, the style, the phase.
        required={"feature.id": "megatron_bridge.training_log.forward_to_rank0", "feature.patch_style": "function_wrapping", "enable.phase": "before_train"},
        # The Haskell's names; the corrected site; the trainer that applies it; the dropped floor.
        nowhere=("patchId", "utils.train_utils.training_log", "megatron_bridge_base_trainer", "0.15"),
        mentioned=("print_rank_last", "NNODES"),
    ),
}
