"""Round 968: the explorer's deep-dive written in Wolof: the MaxText logger's sites under "Patch yu ko wër" (the patches
around it), a stderr-level claim a correction takes back, a hypothetical config, packages named as unused."""

from __future__ import annotations

from .case import Case
from .names import MAXDIFFUSION_LOGGER_ALLOWED

REPORT = "nine_hundred_sixty_eighth_wolof_deep_dive_maxdiffusion_logger.md"

TITLE = "nine-hundred-and-sixty-eighth-round report (a deep-dive in Wolof)"
CASES = {
    REPORT: Case(
        allowed={
            **MAXDIFFUSION_LOGGER_ALLOWED,
            'feature.summary': frozenset({None, 'Redirect MaxDiffusion logger to Primus unified logger'}),
        },
        required={
            'feature.id': 'maxdiffusion.logger',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'maxdiffusion.max_logging.log'},
            'enable.phase': 'setup',
        },
        nowhere=('maxtext.utils.max_logging', 'MaxText.max_logging', 'stderr_sink_level', 'primus_turbo'),
        mentioned=(),
    ),
}
