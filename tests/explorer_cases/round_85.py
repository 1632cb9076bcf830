"""Round 85: a voice memo's transcript: timestamps, fillers, a guess taken back mid-sentence ("no wait, scratch that"),
a binding swapped only while a call runs, environment variables written without backticks."""

from __future__ import annotations

from .case import Case

MEMO = "eighty_fifth_voice_memo_mlperf_logging.md"
TRAINING = "megatron.training.training"

TITLE = "eighty-fifth-round report (a voice memo's transcript)"
CASES = {
    MEMO: Case(
        allowed={
            "feature.id": "megatron.training.mlperf_logging",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            # The bindings the patch leaves in place; `evaluate` is swapped only while the eval call runs (transient).
            "upstream.symbols": {
                f"{TRAINING}.training_log",
                f"{TRAINING}.evaluate_and_print_results",
                f"{TRAINING}.print_rank_last",
                f"{TRAINING}.get_tensorboard_writer",
                f"{TRAINING}.get_wandb_writer",
            },
            "upstream.transient": {f"{TRAINING}.evaluate"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.mlperf_logging_patches.patch_mlperf_logging"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mlperf_logging_patches.py"}),
            "enable.flags": {("mlperf_mode", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={
            "feature.id": "megatron.training.mlperf_logging",
            "enable.phase": "before_train",
        },
        nowhere=(
            "mlperf_enable",  # the guess taken back
            "mlperf_warmup",  # another patch
            "primus_evaluate",  # another patch's rebinding
        ),
        mentioned=(
            "mlperf_mode",
            f"{TRAINING}.evaluate",
            f"{TRAINING}.training_log",
            f"{TRAINING}.print_rank_last",
            "PROFILER",
            "rpdTracerControl",
            "PROF_WARMUP_STEPS",
            "MLLOG_SUBMISSION_ORG",
        ),
    ),
}
