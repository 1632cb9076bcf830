"""Round 612: a Granola meeting note exported as Markdown (the AI's notes under ### headings, then the raw transcript,
"Me:" and "Them:" lines): a platform claim the AI's notes keep and the transcript takes back late in the call, the MP
sync patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import SKIP_COMPILE, SKIP_COMPILE_ALLOWED

REPORT = "six_hundred_twelfth_granola_notes_skip_compile_dependencies.md"

TITLE = "six-hundred-and-twelfth-round report (a Granola meeting note with its transcript)"
SUMMARY = "Skip Megatron CUDA fused kernel compilation (ROCm compatibility)"
CASES = {
    REPORT: Case(
        allowed={**SKIP_COMPILE_ALLOWED, "feature.summary": frozenset({None, SUMMARY, f"{SUMMARY}."})},
        required={"feature.id": SKIP_COMPILE, "feature.summary": SUMMARY, "enable.phase": "before_train"},
        # The MP sync patch's site and gate; the made-up key; the platform taken back.
        nowhere=("logical_and_across_model_parallel_group", "tensor_model_parallel_size", "skip_compile_dependencies', True", "rocm"),
        mentioned=("logical_and_across_model_parallel_group", "tensor_model_parallel_size"),
    ),
}
