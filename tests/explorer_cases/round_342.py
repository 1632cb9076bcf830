"""Round 342: a Slack canvas exported as Markdown: a header line, callouts, checklists, @mentions and :emoji: codes,
message links, a table, a struck site taken back, a gate first read wrong and corrected, and a companion patch in a
collapsible section."""

from __future__ import annotations

from .case import Case
from .names import EVALUATE_ALLOWED

REPORT = "three_hundred_forty_second_slack_canvas_evaluate.md"

TITLE = "three-hundred-and-forty-second-round report (a Slack canvas exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            **EVALUATE_ALLOWED,
            "feature.port_kind": "full_replacement",
        },
        required={"feature.id": "megatron.training.evaluate", "upstream.symbols": {"megatron.training.training.evaluate"}},
        # The struck site; the companion's flag.
        nowhere=("evaluate_and_print_results", "mlperf_mode"),
        mentioned=("eval_interval",),
    ),
}
