"""Round 342: a Slack canvas exported as Markdown: a header line, callouts, checklists, @mentions and :emoji: codes,
message links, a table, a struck site taken back, a gate first read wrong and corrected, and a companion patch in a
collapsible section."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_forty_second_slack_canvas_evaluate.md"

TITLE = "three-hundred-and-forty-second-round report (a Slack canvas exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.evaluate",
            "feature.port_kind": "full_replacement",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.evaluate"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.training.evaluator.primus_evaluate"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/training/evaluator.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.training.evaluate", "upstream.symbols": {"megatron.training.training.evaluate"}},
        # The struck site; the companion's flag.
        nowhere=("evaluate_and_print_results", "mlperf_mode"),
        mentioned=("eval_interval",),
    ),
}
