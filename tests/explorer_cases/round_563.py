"""Round 563: Nostr events as a relay returns them, two JSON documents in one file (a NIP-23 long-form article with its
title, summary and topic tags, then an array of kind-1 replies): read as the article's Markdown and the replies
oldest first; a reply taking back the jax loggers (the MaxText patch's), the MaxText logger patch beside it, a settings
table, a supposed config and a version pin written once and denied."""

from __future__ import annotations

from .case import Case
from .names import MAXDIFFUSION_LOGGER_REPORTED

REPORT = "five_hundred_sixty_third_nostr_events_json_maxdiffusion_logger.md"

TITLE = "five-hundred-and-sixty-third-round report (Nostr events from a relay)"
SUMMARY = "Redirects MaxDiffusion's logger to the Primus unified logger."
CASES = {
    REPORT: Case(
        allowed={
            **MAXDIFFUSION_LOGGER_REPORTED,
            "feature.summary": frozenset({*MAXDIFFUSION_LOGGER_REPORTED["feature.summary"], SUMMARY}),
            "upstream.aliases": set(),
        },
        # The article read as Markdown: its site under "What the patch rebinds:" and its phase.
        required={"feature.id": "maxdiffusion.logger", "upstream.symbols": {"maxdiffusion.max_logging.log"}, "enable.phase": "setup"},
        # The retracted jax loggers; the MaxText patch's module; the settings and the supposed config; the denied pin.
        nowhere=("jax", "maxtext", "MaxText", "stderr_sink_level", "PRIMUS_LOG_LEVEL", "0.3"),
        mentioned=("stderr_sink_level", "maxtext.logger"),
    ),
}
