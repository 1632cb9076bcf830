"""Round 474: a monday.com item's updates as its GraphQL API returns them, newest first: each update's HTML body beside
a plain-text copy, replies under updates; the report in the oldest update, a reply retracting its version line, the
newest update retracting a site, two companion patches with their keys, a supposed config and upstream's behaviour."""

from __future__ import annotations

from .case import Case
from .names import FORWARD_TO_RANK0_ALLOWED

REPORT = "four_hundred_seventy_fourth_monday_updates_json_forward_to_rank0.md"
SUMMARY = "Forwards Megatron-Bridge's last-rank training_log line to rank 0 for single-node console visibility."

TITLE = "four-hundred-and-seventy-fourth-round report (a monday.com item's updates as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            **FORWARD_TO_RANK0_ALLOWED,
            "feature.summary": frozenset({None, SUMMARY}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/training_log/print_rank_last_patches.py"}),
            "enable.env": {("NNODES", "1")},
            "enable.side_effects": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-bridge", None)},
        },
        required={
            "feature.id": "megatron_bridge.training_log.forward_to_rank0",
            "feature.patch_style": "function_wrapping",
            "upstream.sites": {"megatron.bridge.training.train.training_log"},
        },
        # The retracted site and version; the companions' sites and keys; the supposed config; a call's keyword.
        nowhere=("train_utils.training_log", "0.12", "training.training", "log_throughput", "use_rocm_mem_info", "prepare_finetuning_batch", "console_only"),
        mentioned=("megatron.bridge.training.train.training_log", "log_throughput", "NNODES", "prepare_finetuning_batch"),
    ),
}
