"""Round 561: a Pidgin chat log saved as HTML (one line a message, its own line breaks written <br/> on that line, a
status line, a pasted handler and a pasted table): read as its messages, each line a paragraph; a wrapper taken back,
the opt-out asked about and answered ("=1 turns it OFF"), the logging patch beside it, a retracted triton pin and a
made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_sixty_first_pidgin_html_log_silence_autotune.md"

TITLE = "five-hundred-and-sixty-first-round report (a Pidgin HTML chat log)"
PATCH = "megatron.triton.silence_autotune_print"
SUMMARY = "Force Triton knobs.autotuning.print off so the autotuner does not flood stderr with one print line per kernel config it benchmarks."
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "env_or_lifecycle", "config_rewrite"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"triton.knobs.autotuning.print"},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.triton_autotune_print_patches.patch_silence_triton_autotune_print"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/triton_autotune_print_patches.py"}),
            # PRIMUS_VERBOSE_TRITON=1 is the opt-out: the patch runs unless it is set.
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": set(),
            "requires.platform": frozenset({None, "any"}),
        },
        # The messages read line by line: the description under "**What it does**", the phase under its own label.
        required={"feature.id": PATCH, "feature.summary": SUMMARY, "enable.phase": "before_train"},
        # The retracted wrapper; the opt-out's value; the other patch's variable and logger; the retracted pin; the made-up keys.
        nowhere=("_bench", "PRIMUS_VERBOSE_TRITON', '1", "PRIMUS_VERBOSE_EMERGING", "absl", "3.4", "fork_patches", "silence_triton_autotune'"),
        mentioned=("PRIMUS_VERBOSE_TRITON", "Autotuner._bench", "TRITON_PRINT_AUTOTUNING"),
    ),
}
