"""Round 504: an Obsidian note with front matter, Dataview inline fields ("patch_id:: x") and callouts (a TL;DR, a
warning, a foldable supposed example, the MaxText logger patch in a callout of its own, a correction): a retracted
step, a settings table the patch reads none of, and a contrast with the MaxText patch's imports."""

from __future__ import annotations

from .case import Case
from .names import MAXDIFFUSION_LOGGER_REPORTED

REPORT = "five_hundred_fourth_obsidian_dataview_callouts_maxdiffusion_logger.md"

TITLE = "five-hundred-and-fourth-round report (an Obsidian note with Dataview fields and callouts)"
CASES = {
    REPORT: Case(
        allowed=MAXDIFFUSION_LOGGER_REPORTED,
        required={"feature.id": "maxdiffusion.logger", "enable.phase": "setup"},
        # The MaxText patch's sites, its needs and its level; the console settings; the supposed example's variable.
        nowhere=("maxtext", "MaxText", "stderr_sink_level", "jax", "PRIMUS_LOG_LEVEL", "debug"),
        mentioned=("stderr_sink_level", "maxtext.logger"),
    ),
}
