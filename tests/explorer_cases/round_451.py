"""Round 451: a GitHub Gist as its REST API returns it, pretty-printed, its notes one Markdown string under "files": a
first pass taken back by the paragraph after it, the MaxText twin's sites and levels, a settings table, a supposed
switch and a variable said to do nothing, upstream's print for contrast."""

from __future__ import annotations

from .case import Case
from .names import MAXDIFFUSION_LOGGER_ALLOWED

REPORT = "four_hundred_fifty_first_gist_api_json_maxdiffusion_logger.md"

TITLE = "four-hundred-and-fifty-first-round report (a GitHub Gist as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            **MAXDIFFUSION_LOGGER_ALLOWED,
            "implementation.primus_file": frozenset({None, "primus/core/utils/module_utils.py", "primus/backends/maxdiffusion/patches/logger_patches.py"}),
            "enable.phase": "setup",
            "requires.packages": {("maxdiffusion", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "maxdiffusion.logger", "enable.phase": "setup", "feature.patch_style": "binding_replacement"},
        # The first pass (the MaxText patch's logger and levels); the variable said to do nothing; upstream's print.
        nowhere=("primus_logger", "jax", "PRIMUS_MAXDIFFUSION_LOGGER", "builtins.print", "maxtext", "debug_rank_all"),
        mentioned=("max_logging.log", "log_rank_0", "PRIMUS_MAXDIFFUSION_LOGGER"),
    ),
}
