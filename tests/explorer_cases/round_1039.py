"""Round 1039: the explorer's deep-dive written in Tetum: a metrics-module site a correction ("Korreksaun ... ha'u hakerek ...
Ne'e la loos") takes back, aliases it says are not rebound, a hypothetical config, the neighbours."""

from __future__ import annotations

from .case import Case
from .names import TORCHTITAN_LOGGER_ALLOWED

REPORT = "one_thousand_thirty_ninth_tetum_deep_dive_torchtitan_logger.md"

TITLE = "one-thousand-and-thirty-ninth-round report (a deep-dive in Tetum)"
CASES = {
    REPORT: Case(
        allowed={
            **TORCHTITAN_LOGGER_ALLOWED,
        },
        required={
            'feature.id': 'torchtitan.logger',
            'feature.summary': 'Redirect TorchTitan logger to Primus unified logger',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.tools.logging.init_logger', 'torchtitan.tools.logging.logger'},
            'implementation.primus': 'primus.core.utils.logger._logger',
            'enable.phase': 'setup',
        },
        nowhere=('torchtitan.components.metrics', 'mx.py', 'float8', 'primus_turbo'),
        mentioned=(),
    ),
}
