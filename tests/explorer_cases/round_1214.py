"""Round 1214: a Notion page exported to Markdown: toggles as nested lists, an inline database as a table, emoji callouts
and a "Last edited" footer; a struck rebinding claim a callout withdraws, the neighbouring `before_train` patch row and
toggle, an example YAML and export, a version that is no minimum, negations and a legacy-trainer conditional."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fourteenth_notion_export_dump_pp_data.md"

TITLE = "one-thousand-two-hundred-and-fourteenth-round report (a Notion page exported to Markdown)"
CASES = {
    f"{REPORT}@megatron.pp.dump_pp_data.after_train": Case(
        allowed={
            "feature.id": "megatron.pp.dump_pp_data.after_train",
            "feature.summary": frozenset({"Dump pp schedule data to JSON for visualization.", None}),
            "feature.patch_style": frozenset({"env_or_lifecycle", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/core/pipeline_parallel/pp_visualizer.py", None}),
            "enable.flags": {("dump_pp_data", True)},
            "enable.phase": frozenset({"after_train", None}),
            "requires.packages": {("torch", None)},
            "constraints": {("pipeline_model_parallel_size", ">", 1)},
        },
        required={
            "feature.id": "megatron.pp.dump_pp_data.after_train",
            "enable.phase": "after_train",
        },
        nowhere=(
            "DUMP_PP_DIR",
            "primus_turbo",
            "before_train",
        ),
        mentioned=("DUMP_PP_DIR",),
    ),
}
