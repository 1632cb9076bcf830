"""Round 501: a Djot document (single-asterisk strong, an edit's {-deletion-}{+insertion+}, ::: divs, {.class}
attributes, a table caption): a deleted claim, a retracted gate, a supposed launch whose comment line sits inside the
block, two companion patches with their sites and a supposed config of theirs."""

from __future__ import annotations

from .case import Case
from .names import FORWARD_TO_RANK0_ALLOWED

REPORT = "five_hundred_first_djot_document_forward_to_rank0.md"

TITLE = "five-hundred-and-first-round report (a Djot document)"
SUMMARY = "Forward Megatron-Bridge last-rank training_log line to rank 0 for single-node console visibility."
CASES = {
    REPORT: Case(
        allowed={
            **FORWARD_TO_RANK0_ALLOWED,
            "feature.summary": frozenset({None, SUMMARY}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/training_log/print_rank_last_patches.py"}),
            "enable.flags": set(),
            "enable.env": {("NNODES", "1")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "megatron_bridge.training_log.forward_to_rank0", "enable.env": {("NNODES", "1")}},
        # The retracted gate; the supposed launch's sizes; the companions' sites and keys.
        nowhere=("log_throughput", "WORLD_SIZE", "'16'", "unified_patch", "use_rocm_mem_info", "print_rank_last'"),
        mentioned=("log_throughput", "WORLD_SIZE"),
    ),
}
