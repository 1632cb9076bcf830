"""Round 90: a Kanban board exported to Markdown: columns as headings (To do, In progress, Done, Won't do), cards as
checklist items labelled [site] [flag] [guess] [other patch], and struck-through claims moved to Won't do; a binding
swapped only while a call runs, "restored in `finally`"."""

from __future__ import annotations

from .case import Case

KANBAN = "ninetieth_kanban_bridge_training_log.md"
TRAIN_UTILS = "megatron.bridge.training.utils.train_utils"

TITLE = "ninetieth-round report (a Kanban board)"
CASES = {
    KANBAN: Case(
        allowed={
            "feature.id": "megatron_bridge.training_log.print_rank_last_patch",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "upstream.symbols": {f"{TRAIN_UTILS}.training_log", "megatron.bridge.data.finetuning.prepare_finetuning_batch"},
            "upstream.transient": {f"{TRAIN_UTILS}.print_rank_last"},
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron_bridge.patches.training_log.bridge_training_log_patches.patch_bridge_training_log"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron_bridge/patches/training_log/bridge_training_log_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={
            "feature.id": "megatron_bridge.training_log.print_rank_last_patch",
            "upstream.sites": {f"{TRAIN_UTILS}.training_log"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "log_throughput",  # struck through: another patch's flag
            "megatron.bridge.training.train.training_log",  # struck through: the companion's site
            "tensor_model_parallel_size",  # struck through: a guess
            "forward_to_rank0",
        ),
        mentioned=(
            f"{TRAIN_UTILS}.training_log",
            f"{TRAIN_UTILS}.print_rank_last",
            "PRIMUS_PATCHES",
            "seq_length",
        ),
    ),
}
