"""Round 194: an Obsidian note: front matter, `key:: value` Dataview fields, wikilinks, callouts (`> [!warning]`), a
binding swapped only while the wrapped call runs (taken back from the sites), and a reviewer's phase rebutted."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_ninety_fourth_obsidian_note_mlperf_logging.md"

TITLE = "hundred-and-ninety-fourth-round report (an Obsidian note)"
MODULE = "megatron.training.training"
SITES = {f"{MODULE}.{name}" for name in ("training_log", "evaluate_and_print_results", "print_rank_last", "get_tensorboard_writer", "get_wandb_writer")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.mlperf_logging",
            "feature.summary": frozenset(
                {
                    None,
                    f"{MODULE}.training_log is rebound to _mlperf_training_log (line 380).",
                    # What the handler does, as the note's Patch logic opens (mlperf_logging_patches.py: FluxMLPerfLogger at 77).
                    (
                        "The handler patch_mlperf_logging imports megatron.training.training and installs MLPerf-compliant logging "
                        "for the Flux run: it builds a FluxMLPerfLogger (same file, line 77), which wraps mlperf_logging.mllog, emits "
                        "INIT_START plus the submission / hyperparameter events right away, then rewires Megatron's training module."
                    ),
                }
            ),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "upstream.transient": {f"{MODULE}.evaluate"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mlperf_logging_patches.py"}),
            "enable.flags": {("mlperf_mode", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.training.mlperf_logging", "framework.name": "megatron-lm"},
        nowhere=("after_build_args", "unified_patch", "mlperf_warmup", "mlperf_enable", "MLLOG_", "PROFILER", "register_patch("),
        mentioned=(f"{MODULE}.training_log", "mlperf_mode"),
    ),
}
