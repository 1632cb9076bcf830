"""Round 537: a Day One journal export (Journal.json: three entries written on three days, each entry's Markdown one
string with Day One's escapes, "maxdiffusion\\.logger"): a later entry that takes back the first entry's replacement and
the levels it set, the MaxText logger patch beside it, a supposed setting and the adapter's path variable."""

from __future__ import annotations

from .case import Case
from .names import MAXDIFFUSION_LOGGER_REPORTED

REPORT = "five_hundred_thirty_seventh_day_one_json_maxdiffusion_logger.md"

TITLE = "five-hundred-and-thirty-seventh-round report (a Day One journal export)"
CASES = {
    REPORT: Case(
        allowed=MAXDIFFUSION_LOGGER_REPORTED,
        # The description the last entry quotes before an aside, its escapes taken back.
        required={
            "feature.id": "maxdiffusion.logger",
            "feature.summary": "Redirect MaxDiffusion logger to Primus unified logger",
            "upstream.symbols": {"maxdiffusion.max_logging.log"},
            "enable.phase": "setup",
        },
        # The retracted replacement and levels; the MaxText patch's sites; the supposed level; the adapter's variable.
        nowhere=("primus_logger", "jaxlib", "maxtext", "MaxText", "DEBUG", "MAXDIFFUSION_PATH", "builtins"),
        mentioned=("primus_logger.info", "max_logging", "MAXDIFFUSION_PATH"),
    ),
}
