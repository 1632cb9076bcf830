"""Round 706: a deep-dive written in Brazilian Portuguese: a claim about the jax loggers taken back ("Correção ao
parágrafo acima"), the MaxText logger patch beside it, a supposed config, "não precisa de primus_turbo, nem de TE"."""

from __future__ import annotations

from .case import Case
from .names import MAXDIFFUSION_LOGGER_ALLOWED, MAXDIFFUSION_LOGGER_REQUIRED

REPORT = "seven_hundred_sixth_portuguese_deep_dive_maxdiffusion_logger.md"

TITLE = "seven-hundred-and-sixth-round report (a deep-dive in Portuguese)"
CASES = {
    REPORT: Case(
        allowed=MAXDIFFUSION_LOGGER_ALLOWED,
        required=MAXDIFFUSION_LOGGER_REQUIRED,
        nowhere=(
            'jax', 'stderr_sink_level', 'patch_maxdiffusion_logger', 'maxdiffusion_log_level', 'primus_turbo', 'maxtext.logger',
        ),
        mentioned=('maxdiffusion.max_logging.log',),
    ),
}
