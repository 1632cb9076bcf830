"""Round 83: a report written in Russian ("только если", "если не", "не относится к этому патчу", "вероятно")."""

from __future__ import annotations

from .case import Case

RUSSIAN = "eighty_third_russian_iterations_to_skip.md"

TITLE = "eighty-third-round report (in Russian)"
CASES = {
    RUSSIAN: Case(
        allowed={
            "feature.id": "megatron.args.iterations_to_skip_default",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={
            "feature.id": "megatron.args.iterations_to_skip_default",
        },
        nowhere=(
            "validate_args",  # the companion's sites, "не относится к этому патчу"
            "result_rejected_tracker_filename",  # a claim the report says is not true
        ),
        mentioned=(
            "PRIMUS_PATCHES",
            "megatron.training.arguments.validate_args",
        ),
    ),
}
