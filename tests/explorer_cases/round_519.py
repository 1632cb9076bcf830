"""Round 519: a report as Pandoc's JSON AST (pandoc -t json: typed blocks of inlines, a word a string, a struck
step as Strikeout, a quote of the registered description, a div of class callout-warning, a table of cells), with
the MaxText logger patch beside it, a correction of a paragraph, settings the patch reads none of and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import MAXDIFFUSION_LOGGER_REPORTED

REPORT = "five_hundred_nineteenth_pandoc_json_ast_maxdiffusion_logger.md"

TITLE = "five-hundred-and-nineteenth-round report (Pandoc's JSON AST)"
CASES = {
    REPORT: Case(
        allowed=MAXDIFFUSION_LOGGER_REPORTED,
        required={"feature.id": "maxdiffusion.logger", "upstream.sites": {"maxdiffusion.max_logging.log"}, "enable.phase": "setup"},
        # The MaxText patch's sites and level; the struck wrapper; the console settings; the supposed config's level.
        nowhere=("maxtext", "MaxText", "jax", "_orig_log", "stderr_sink_level", "DEBUG"),
        mentioned=("maxdiffusion.max_logging.log", "stderr_sink_level"),
    ),
}
