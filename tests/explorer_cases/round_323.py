"""Round 323: a Google Keep note as Takeout exports it, JSON on one line: the note's text in ``textContent`` (a site, a
gate claimed and taken back, an alias claimed and taken back, a companion patch, an open question), read in a view of
that text whose line numbers the draft names."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_twenty_third_keep_note_skip_compile_dependencies.md"

TITLE = "three-hundred-and-twenty-third-round report (a Google Keep note exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.runtime.skip_compile_dependencies",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.initialize._compile_dependencies"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/runtime_hooks_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
        },
        required={"feature.id": "megatron.runtime.skip_compile_dependencies", "enable.phase": "before_train"},
        # The gate and the alias taken back; the companion's id and variable.
        nowhere=("disable_compile_dependencies", "megatron.training.training", "silence_autotune_print", "PRIMUS_VERBOSE_TRITON"),
        mentioned=("megatron.training.initialize._compile_dependencies",),
    ),
}
