"""Round 133: a Google Docs export in suggestion mode: deletions ~~struck~~, insertions [bracketed], comment anchors
[a]-[c] and their threads at the end, a retracted claim that the handler also sets the JAX loggers (MaxText's logger
patch does), and a phase a comment corrects."""

from __future__ import annotations

from .case import Case
from .names import MAXDIFFUSION_LOGGER_ALLOWED

REPORT = "hundred_thirty_third_gdocs_suggestions_maxdiffusion_logger.md"

TITLE = "hundred-and-thirty-third-round report (a Google Docs export with suggestions)"
CASES = {
    REPORT: Case(
        allowed={
            **MAXDIFFUSION_LOGGER_ALLOWED,
            "implementation.primus_file": frozenset({None, "primus/backends/maxdiffusion/patches/logger_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "maxdiffusion.logger"},
        # The struck phase and pin; MaxText's logger patch, which the retracted claim describes.
        nowhere=("before_train", "transformers", "primus_logger", "stderr_sink_level", "maxtext"),
        mentioned=("maxdiffusion.max_logging.log", "PRIMUS_PATCHES", "stderr_sink_level"),
    ),
}
