"""Round 594: a Slack channel as slack-export-viewer renders it (a static HTML page: each message's author, time and
body, the bot's reply one paragraph of <br>-joined lines, underscores inside names rendered as italics, a fence the
renderer broke into code spans): a root-logger bullet and the bot's Requires line taken back, the MaxText logger patch
beside it, upstream's variable and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import LOGGING_LEVEL, LOGGING_LEVEL_REPORTED

REPORT = "five_hundred_ninety_fourth_slack_export_viewer_html_logging_level.md"

TITLE = "five-hundred-and-ninety-fourth-round report (a Slack export rendered by slack-export-viewer)"
CASES = {
    REPORT: Case(
        allowed=LOGGING_LEVEL_REPORTED,
        # "stderr<em>sink</em>level" read as the name it is.
        required={"feature.id": LOGGING_LEVEL, "feature.summary": "Set logging level based on stderr_sink_level", "enable.phase": "build_args"},
        # The retracted requirement and floor; the MaxText patch's sites and phase; upstream's variable.
        nowhere=("megatron-core", "0.12", "max_logging", "setup", "MEGATRON_LOGGING_LEVEL"),
        mentioned=("max_logging.lo", "MEGATRON_LOGGING_LEVEL"),
    ),
}
