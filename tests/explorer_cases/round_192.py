"""Round 192: a Reddit thread with nested replies: a binding swapped while the wrapped call runs ("puts `logger.info` back
in a `finally`"), a registration commented out in the code, and a wrong phase, condition and allow-list claim, each
corrected further down the thread."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_ninety_second_reddit_thread_metrics_output_format.md"

TITLE = "hundred-and-ninety-second-round report (a Reddit thread)"
SITE = "torchtitan.components.metrics.MetricsProcessor.log"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.metrics.output_format",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "upstream.transient": {"torchtitan.tools.logging.logger.info"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/metrics_output_format.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.metrics.output_format", "framework.name": "torchtitan"},
        nowhere=("before_train", "wandb", "peak_flops", "PRIMUS_PATCHES", "init_logger"),
        mentioned=(SITE, "torchtitan.tools.logging.logger.info"),
    ),
}
