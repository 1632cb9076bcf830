"""Round 193: a code review in Russian: the reviewer's comments as `>` quotes under quoted code lines, a config rewrite
with no site, a phase taken back (`before_train` is another patch's), and an environment variable of another patch."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_ninety_third_russian_code_review_logging_level.md"

TITLE = "hundred-and-ninety-third-round report (a Russian code review)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.logging_level",
            "feature.summary": frozenset({None, "Set logging level based on stderr_sink_level"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.logging_level_patches.patch_logging_level"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/logging_level_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.logging_level", "framework.name": "megatron-lm"},
        nowhere=("before_train", "PRIMUS_LOG_LEVEL", "validate_args", "hsdp", "primus_turbo"),
        mentioned=("stderr_sink_level",),
    ),
}
