"""Round 503: a Microsoft Teams channel thread as the Graph API returns it (the messages newest first, HTML bodies with
mentions and a table, a deleted reply): a retracted site and alias that belong to the FSDP2 optimizer patches, a
struck TE requirement, a settings table of defaults and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_third_teams_graph_channel_thread_precision_aware_fp8.md"

TITLE = "five-hundred-and-third-round report (a Teams channel thread from the Graph API)"
SUMMARY = (
    "Override precision-aware optimizer flag for local spec + tensorwise FP8, enabling BF16 decoupled_grad path (no "
    "BF16-to-FP32 gradient cast)."
)
FLAGS = {("use_precision_aware_optimizer", True), ("fp8_recipe", "tensorwise"), ("transformer_impl", "local")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.optimizer.precision_aware_fp8_tensorwise",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.core.optimizer.optimizer_config.OptimizerConfig.__post_init__"},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/optimizer_patches.py"}),
            "enable.flags": FLAGS,
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
        },
        # The three flags of the table the message draws as HTML, its rows apart by blank lines.
        required={"feature.id": "megatron.optimizer.precision_aware_fp8_tensorwise", "enable.flags": FLAGS, "enable.phase": "before_train"},
        # The retracted site and alias (the FSDP2 patches'); the struck TE requirement; the supposed config's guesses.
        nowhere=("get_megatron_optimizer", "transformer_engine", "hybrid", "main_grads_dtype", "exp_avg_dtype"),
        mentioned=("get_megatron_optimizer",),
    ),
}
