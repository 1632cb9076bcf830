"""Round 467: a BookStack page exported as a contained web file: its style sheet in the head, a page-contents list and
tags, callouts, "bkmrk-" anchors, SVG icons in the footer; a retracted bullet, a struck priority, a supposed config,
companion patches with their gates, another patch's version range, a correction naming both sites."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_sixty_seventh_bookstack_html_torchtitan_logger.md"
LOGGING = "torchtitan.tools.logging"

SUMMARY = (
    "torchtitan.logger redirects TorchTitan's module-level logger torchtitan.tools.logging.logger to Primus's "
    "unified logger (primus.core.utils.logger._logger, a loguru logger) and turns torchtitan.tools.logging.init_logger "
    "into a no-op, so TorchTitan cannot re-initialise its own logging and every TorchTitan log line goes through "
    "Primus's formatting, filtering and log destination."
)

TITLE = "four-hundred-and-sixty-seventh-round report (a BookStack page's HTML export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.logger",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "torchtitan"}),
            "upstream.symbols": {f"{LOGGING}.logger", f"{LOGGING}.init_logger"},
            "implementation.primus": frozenset({None, "primus.core.utils.logger._logger"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/logger_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torchtitan", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={
            "feature.id": "torchtitan.logger",
            "upstream.sites": {f"{LOGGING}.logger", f"{LOGGING}.init_logger"},
            "enable.phase": "setup",
        },
        # The retracted wrap; the companions' sites and gates; the supposed config; another patch's version range.
        nowhere=("MetricsProcessor", "logger.info", "enable_wandb", "WANDB", "save_tb_folder", "redirect_titan_logger", "0.17"),
        mentioned=("torchtitan.tools.logging.logger", "init_logger", "MetricsProcessor.log", "metrics.enable_wandb"),
    ),
}
