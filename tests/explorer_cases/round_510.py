"""Round 510: a Todoist project saved through its REST API (the tasks, a sub-task a section of the report, each with a
Markdown description, and the comments on them): a bullet a later comment takes back, a retracted phase and TE floor,
a supposed config, and the reduce_amax patch with its own TE line."""

from __future__ import annotations

from .case import Case
from .names import DELAYED_FILE, described

REPORT = "five_hundred_tenth_todoist_tasks_json_save_original_input.md"

TITLE = "five-hundred-and-tenth-round report (a Todoist project's tasks and comments)"
PATCH = "megatron.te.delayed_scaling_save_original_input"
SITE = "megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__"
CASES = {
    REPORT: Case(
        allowed={
            **described(PATCH, "Fix DelayedScaling incompatibility with save_original_input in TE >= 2.6.0", "function_wrapping"),
            # The report's own wording of the registered description.
            "feature.summary": frozenset(
                {None, "Fix DelayedScaling incompatibility with save_original_input in TE >= 2.6.0", "Fixes the DelayedScaling incompatibility with save_original_input in TE >= 2.6.0."}
            ),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, DELAYED_FILE}),
            "enable.flags": {("fp8_recipe", "delayed")},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", ">=2.6"), ("transformer_engine", ">=2.6.0"), ("megatron-core", None)},
        },
        required={"feature.id": PATCH, "upstream.sites": {SITE}, "enable.phase": "before_train"},
        # The taken-back fc2 bullet; the retracted phase and floor; the companion's site and its TE line.
        nowhere=("linear_fc2", "build_args", "2.7", "TEDelayedScaling", "reduce_amax", "2.4"),
        mentioned=(SITE, "fp8_recipe", "TEDelayedScaling"),
    ),
}
