"""Round 892: the explorer's deep-dive written in Telugu: a JAX logger level a correction ("సవరణ") takes back, the MaxText
logger and train neighbours, a supposed config, packages named as unused."""

from __future__ import annotations

from .case import Case
from .names import MAXDIFFUSION_LOGGER_ALLOWED

REPORT = "eight_hundred_ninety_second_telugu_deep_dive_maxdiffusion_logger.md"

TITLE = "eight-hundred-and-ninety-second-round report (a deep-dive in Telugu)"
CASES = {
    REPORT: Case(
        allowed={
            **MAXDIFFUSION_LOGGER_ALLOWED,
        },
        required={
            'feature.id': 'maxdiffusion.logger',
            'upstream.symbols': {'maxdiffusion.max_logging.log'},
            'implementation.primus': 'primus.core.utils.module_utils.log_rank_0',
        },
        nowhere=('stderr_sink_level', 'jax', 'maxtext', 'primus_turbo'),
        mentioned=(),
    ),
}
