"""Round 1237: a porting checklist in Markdown task lists, each item with a note: items checked "not needed" or "N/A",
the print_rank_last patch beside it with its own site struck and replaced, a first guess taken back, settings that
read like switches, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_thirty_seventh_porting_checklist_forward_to_rank0.md"

ID = "megatron_bridge.training_log.forward_to_rank0"
SUMMARY = "Forward Megatron-Bridge last-rank training_log line to rank 0 for single-node console visibility."
TITLE = "one-thousand-two-hundred-and-thirty-seventh-round report (a porting checklist of task lists)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": "function_wrapping",
            # print_rank_last_patches.py registers it with backend="megatron".
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.bridge.training.train.training_log"},
            "upstream.transient": {"megatron.bridge.training.utils.train_utils.print_rank_last"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/training_log/print_rank_last_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-bridge", None)},
        },
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            "print_rank_last_patch",
            "prepare_finetuning_batch",
            "unified_patch",
            "megatron.training.training",
            "log_throughput",
            "use_rocm_mem_info",
            "rocm_smi",
            "amdsmi",
            "primus_turbo",
            "transformer_engine",
            "0.15.0rc8",
            "2.9.0",
            "mbtrain",
        ),
        mentioned=("megatron.bridge.training.train.training_log",),
    ),
}
