"""Round 1193: a Keep-a-Changelog entry followed by an incident post-mortem (timeline, root cause, contributing factors,
action items): a taken-back claim that the patch wraps `train`, the neighbouring `sequence_parallel_tp1` patch, a
conditional on `PRIMUS_PATCHES`, a made-up variable, an example YAML and versions that are no requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_ninety_third_changelog_postmortem_iterations_to_skip.md"

TITLE = "one-thousand-one-hundred-and-ninety-third-round report (a changelog entry and a post-mortem)"
CASES = {
    f"{REPORT}@megatron.args.iterations_to_skip_default": Case(
        allowed={
            "feature.id": "megatron.args.iterations_to_skip_default",
            "feature.summary": frozenset({"Ensure iterations_to_skip has a list default instead of None", None}),
            "feature.patch_style": frozenset({"config_rewrite", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/args/iterations_to_skip_default_patches.py", None}),
            "enable.phase": frozenset({"build_args", None}),
        },
        required={
            "feature.id": "megatron.args.iterations_to_skip_default",
            "feature.patch_style": "config_rewrite",
            "enable.phase": "build_args",
        },
        nowhere=(
            "sequence_parallel",
            "PRIMUS_ITERATIONS_TO_SKIP",
            "PRIMUS_PATCHES",
            "megatron.training.training.train",
        ),
        mentioned=(
            "PRIMUS_ITERATIONS_TO_SKIP",
            "PRIMUS_PATCHES",
        ),
    ),
}
