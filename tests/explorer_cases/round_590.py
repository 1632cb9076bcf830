"""Round 590: a Confluence Cloud page's inline comments from the v2 API with the page's storage body beside them (the
comments' XHTML, the text each highlights, open or resolved): the MaxText logger patch beside it, a jax-logger claim
and a phase the comments take back, a settings table, a made-up config and a made-up variable."""

from __future__ import annotations

from .case import Case
from .names import MAXDIFFUSION_LOGGER_REPORTED

REPORT = "five_hundred_ninetieth_confluence_inline_comments_json_maxdiffusion_logger.md"

TITLE = "five-hundred-and-ninetieth-round report (Confluence inline comments from the v2 API)"
CASES = {
    REPORT: Case(
        allowed={**MAXDIFFUSION_LOGGER_REPORTED, "upstream.aliases": set()},
        required={"feature.id": "maxdiffusion.logger", "upstream.symbols": {"maxdiffusion.max_logging.log"}},
        # The retracted phase; the MaxText patch; the made-up variable and key.
        nowhere=("build_args", "maxtext", "PRIMUS_MAXDIFFUSION_LOGGER", "stderr_sink_level"),
        mentioned=("stderr_sink_level",),
    ),
}
