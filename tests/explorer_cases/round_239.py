"""Round 239: a YouTrack issue exported to Markdown: a fields table, the description, dated comments (one quoting and
correcting another, one mis-citing the phase), linked issues, a "site" that is a library setting set to False, and
Triton imported where its absence is caught."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_thirty_ninth_youtrack_issue_triton_autotune_print.md"

TITLE = "two-hundred-and-thirty-ninth-round report (a YouTrack issue)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.triton.silence_autotune_print",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "the handler patch_silence_triton_autotune_print (same file, line 48) does from triton import knobs and "
                        "then knobs.autotuning.print = False (line 58)."
                    ),
                }
            ),
            "feature.patch_style": frozenset({None, "env_or_lifecycle"}),
            "framework.name": "megatron-lm",
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.patches.triton_autotune_print_patches.patch_silence_triton_autotune_print"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/triton_autotune_print_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.triton.silence_autotune_print", "enable.phase": "before_train"},
        # Triton, whose absence is caught; the site corrected; the phases mis-cited; Primus's gate; the variable not set.
        nowhere=("('triton'", "_bench", "setup", "build_args", "PRIMUS_VERBOSE_TRITON", "TRITON_PRINT_AUTOTUNING"),
        mentioned=("triton.knobs.autotuning.print", "PRIMUS_VERBOSE_TRITON"),
    ),
}
