"""Round 1235: a Stack Overflow question and its answers copied as text (votes, "asked"/"edited" lines, comments, an
accepted answer, a wrong lower-voted answer and a comment against it): the registration in an indented block, "It runs
in the `setup` phase" then "Correction to the previous sentence: that was wrong", `TRITON_PRINT_AUTOTUNING` that reads
like the switch, two neighbouring patches, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_thirty_fifth_stack_overflow_silence_autotune_print.md"

ID = "megatron.triton.silence_autotune_print"
SUMMARY = (
    "Force Triton knobs.autotuning.print off so the autotuner does not flood stderr with one print line per kernel config it benchmarks."
)
TITLE = "one-thousand-two-hundred-and-thirty-fifth-round report (a Stack Overflow page copied as text)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"triton.knobs.autotuning.print"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/triton_autotune_print_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("triton", None)},
        },
        required={
            "feature.id": ID,
            # "It runs in the `setup` phase" is taken back by the correction that opens the next paragraph.
            "enable.phase": "before_train",
        },
        nowhere=(
            "emerging_optimizers",
            "PRIMUS_VERBOSE_EMERGING",
            "absl",
            "Autotuner._bench",
            "rocm_chunk_state",
            "use_buffer_ops",
            "mamba_ssm",
            "TRITON_PRINT_AUTOTUNING",
            "transformer_engine",
            "primus_turbo",
            "setup",
            "3.4.0",
            "2.8.0",
        ),
        mentioned=("triton.knobs.autotuning.print", "PRIMUS_VERBOSE_TRITON"),
    ),
}
