"""Round 191: a Linear issue exported as Markdown: a properties block, the gate an environment variable of Primus's own
(`PRIMUS_VERBOSE_TRITON`), a phase corrected in the comments, and a sibling patch's gate quoted beside this one's."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_ninety_first_linear_issue_triton_autotune_print.md"

TITLE = "hundred-and-ninety-first-round report (a Linear issue)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.triton.silence_autotune_print",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "env_or_lifecycle", "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/triton_autotune_print_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("triton", None)},
        },
        required={"feature.id": "megatron.triton.silence_autotune_print", "framework.name": "megatron-lm"},
        nowhere=("PRIMUS_VERBOSE_TRITON", "TRITON_PRINT_AUTOTUNING", "EMERGING_OPTIMIZERS", "setup", "triton.runtime.autotuner"),
        mentioned=("PRIMUS_VERBOSE_TRITON",),
    ),
}
