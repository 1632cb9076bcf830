"""Round 540: a Freshdesk ticket with its conversations as the API returns them (the description as HTML beside a plain
copy, replies and a private note, each with its HTML body and a plain one): the private note correcting the
description, the MaxText logger patch in it, a settings table, environment variables that do nothing here."""

from __future__ import annotations

from .case import Case
from .names import LOGGING_LEVEL, LOGGING_LEVEL_REPORTED

REPORT = "five_hundred_fortieth_freshdesk_ticket_json_logging_level.md"

TITLE = "five-hundred-and-fortieth-round report (a Freshdesk ticket from its API)"
CASES = {
    REPORT: Case(
        allowed=LOGGING_LEVEL_REPORTED,
        # Each message read once, oldest first: the description's own words, not the MaxText patch in the private note.
        required={
            "feature.id": LOGGING_LEVEL,
            "feature.summary": "Set logging level based on stderr_sink_level",
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            "enable.phase": "build_args",
        },
        # The MaxText patch's sites, backend and phase; the variables that set nothing; the retracted root logger.
        nowhere=("max_logging", "maxtext", "MaxText", "setup", "PRIMUS_LOG_LEVEL", "MEGATRON_LOGGING_LEVEL", "PRIMUS_PATCHES"),
        mentioned=("max_logging.log", "stderr_sink_level", "PRIMUS_LOG_LEVEL"),
    ),
}
