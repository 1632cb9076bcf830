"""Round 599: a Fireflies.ai meeting transcript from its GraphQL API (speakers, sentences each with its cleaned text
and the verbatim raw_text, times, the notetaker's summary, outline and action items): a rebinding claim taken back, the
MaxText logger patch beside it, the runner's filter, upstream's variable and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import LOGGING_LEVEL, LOGGING_LEVEL_REPORTED

REPORT = "five_hundred_ninety_ninth_fireflies_transcript_json_logging_level.md"

TITLE = "five-hundred-and-ninety-ninth-round report (a Fireflies.ai transcript from its API)"
CASES = {
    REPORT: Case(
        allowed=LOGGING_LEVEL_REPORTED,
        # Each speaker's turn read once, from its cleaned text: the phase, not the MaxText patch's.
        required={"feature.id": LOGGING_LEVEL, "feature.patch_style": "config_rewrite", "enable.phase": "build_args"},
        # The retracted site; the MaxText patch's names and phase; the runner's filter; upstream's variable.
        nowhere=("setup_logging", "max_logging", "setup", "PRIMUS_PATCHES", "MEGATRON_LOGGING_LEVEL"),
        mentioned=("setup_logging", "max_logging.log", "MEGATRON_LOGGING_LEVEL"),
    ),
}
