"""Round 287: a note in Pandoc Markdown meant for PDF: a metadata block, callout divs, footnotes and citations, a table
with a caption, and a requirement whose absence keeps upstream ("requires `eval_interval > 0`; a run with 0 keeps
upstream's `evaluate`"): the gate, not a constraint."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eighty_seventh_pandoc_paper_evaluate.md"

TITLE = "two-hundred-and-eighty-seventh-round report (a Pandoc Markdown paper)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.evaluate",
            "feature.port_kind": frozenset({None, "full_replacement"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.evaluate"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.training.evaluator.primus_evaluate"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.training.evaluate", "upstream.symbols": {"megatron.training.training.evaluate"}},
        # The gate's key as a constraint; the retracted site and assert; the companion's site and flag.
        nowhere=("eval_interval", "evaluate_and_print_results", "training_log", "mlperf_mode"),
        mentioned=("eval_interval", "eval_iters", "full_validation"),
    ),
}
