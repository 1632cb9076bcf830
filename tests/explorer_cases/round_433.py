"""Round 433: a Notion page exported as HTML, its whole body on one line (read one block a line, the draft printing the
command that gives those lines): a properties table, callouts, a toggle, a to-do list, a gate a "Correction" callout
takes back, a struck claim, and the companion TP-overlap patch."""

from __future__ import annotations

from .case import Case
from .names import GEMM_WORKSPACE_ALLOWED

REPORT = "four_hundred_thirty_third_notion_html_export_general_gemm_workspace.md"

TITLE = "four-hundred-and-thirty-third-round report (a Notion page exported as HTML)"
CASES = {
    REPORT: Case(
        allowed={**GEMM_WORKSPACE_ALLOWED, "feature.summary": None},
        required={"feature.id": "megatron.te.general_gemm_workspace_helper", "enable.phase": "before_train"},
        # The gate the correction takes back (the companion's); the struck wrapper; the style sheet.
        nowhere=("tp_comm_overlap", "te_general_gemm'", "line-height", "tp_overlap"),
        mentioned=("_get_workspace", "tp_comm_overlap", "tp_overlap_te2"),
    ),
}
