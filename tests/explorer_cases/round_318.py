"""Round 318: a SARIF 2.1.0 log of a porting-audit tool: rules whose descriptions are written for every codebase
("A function decorated with primus.core.patches.register_patch"), results with snippets, a suppressed alias finding
and a correction, a related patch's result with its own snippet, and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_eighteenth_sarif_log_mp_sync_skip.md"

TITLE = "three-hundred-and-eighteenth-round report (a SARIF log)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.skip_redundant_mp_sync",
            "feature.summary": frozenset({None, "Skip redundant model-parallel all-reduces when TP=1 and PP=1."}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                "megatron.training.training.logical_and_across_model_parallel_group",
                "megatron.training.training.reduce_max_stat_across_model_parallel_group",
            },
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mp_sync_skip_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.training.skip_redundant_mp_sync",
            "upstream.symbols": {
                "megatron.training.training.logical_and_across_model_parallel_group",
                "megatron.training.training.reduce_max_stat_across_model_parallel_group",
            },
            "enable.phase": "before_train",
        },
        # A rule's description; the suppressed alias finding; a value's type; the related patch's snippet and gate.
        nowhere=("register_patch", "megatron.training.utils", "torch.Tensor", "train_step", "wall_clock"),
        mentioned=("tensor_model_parallel_size",),
    ),
}
