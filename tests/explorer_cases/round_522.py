"""Round 522: a Microsoft Planner task read through Microsoft Graph (the task with its details: a plain-text description
whose sections are capitalised lines, a checklist keyed by id with its order hints, references keyed by URL): an env
gate in a table, a supposed launch whose comment says the handler returns early, a retracted gate and two patches
beside it."""

from __future__ import annotations

from .case import Case
from .names import FORWARD_TO_RANK0_ALLOWED
from .round_501 import SUMMARY

REPORT = "five_hundred_twenty_second_planner_task_graph_json_forward_to_rank0.md"

TITLE = "five-hundred-and-twenty-second-round report (a Microsoft Planner task from Graph)"
CASES = {
    REPORT: Case(
        allowed={
            **FORWARD_TO_RANK0_ALLOWED,
            "feature.summary": frozenset({None, SUMMARY}),
            "upstream.aliases": set(),
            "enable.flags": set(),
            "enable.env": {("NNODES", "1")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "megatron_bridge.training_log.forward_to_rank0", "feature.summary": SUMMARY, "enable.phase": "before_train"},
        # The supposed launch; the retracted gate (the unified patch's); the companions' sites.
        nowhere=("'2'", "log_throughput", "use_rocm_mem_info", "unified_patch", "megatron.training.training"),
        mentioned=("NNODES", "log_throughput", "megatron.bridge.training.train.training_log"),
    ),
}
