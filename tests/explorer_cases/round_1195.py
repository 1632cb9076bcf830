"""Round 1195: a GitLab merge request as `glab mr view --comments` prints it: a description with sections and a task list,
then discussion threads; a `setup_logging` rebind a later comment takes back, the neighbouring
`megatron.emerging_optimizers.log_level` and `maxtext.logger` patches, the upstream variable read "only when" the
setting is unset, an "if you ever" idea, negations, a made-up YAML and numbers that are no requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_ninety_fifth_glab_mr_view_logging_level.md"

TITLE = "one-thousand-one-hundred-and-ninety-fifth-round report (a merge request as glab mr view prints it)"
CASES = {
    f"{REPORT}@megatron.args.logging_level": Case(
        allowed={
            "feature.id": "megatron.args.logging_level",
            "feature.summary": frozenset({"Set logging level based on stderr_sink_level", None}),
            "feature.patch_style": frozenset({"config_rewrite", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/args/logging_level_patches.py", None}),
            "enable.phase": frozenset({"build_args", None}),
        },
        required={
            "feature.id": "megatron.args.logging_level",
            "feature.patch_style": "config_rewrite",
            "enable.phase": "build_args",
        },
        nowhere=(
            "setup_logging",
            "PRIMUS_VERBOSE_EMERGING_OPTIMIZERS",
            "MEGATRON_LOGGING_LEVEL",
            "maxtext",
            "before_train",
            "PRIMUS_PATCHES",
        ),
        mentioned=(
            "setup_logging",
            "PRIMUS_VERBOSE_EMERGING_OPTIMIZERS",
            "MEGATRON_LOGGING_LEVEL",
        ),
    ),
}
