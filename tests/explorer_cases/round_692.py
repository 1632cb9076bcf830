"""Round 692: the explorer's inventory of nine TorchTitan patches with deep-dives for two, read with --patch: the other
deep-dive's numbered sections under its "## Deep-dive: `torchtitan.peak_flops`" heading, a site a correction takes
back, a supposed switch."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_ninety_second_explorer_inventory_torchtitan_logger.md"
PATCH = "torchtitan.logger"

TITLE = "six-hundred-and-ninety-second-round report (an explorer inventory of TorchTitan patches)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            'feature.id': 'torchtitan.logger',
            'feature.summary': 'Redirect TorchTitan logger to Primus unified logger',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'implementation.primus': frozenset({None, 'primus.core.utils.logger._logger'}),
            'implementation.primus_file': 'primus/core/utils/logger.py',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            # "Rebind `...logging.logger` and `...logging.init_logger` before `torchtitan.train.Trainer` is constructed":
            # the logger itself stays a TODO (a companion swaps its `info` during a call), the Trainer is where it is wired.
            'upstream.symbols': {'torchtitan.tools.logging.init_logger'},
            'framework.wired_at': frozenset({None, 'torchtitan.train.Trainer'}),
        },
        required={
            'feature.id': 'torchtitan.logger',
            'feature.summary': 'Redirect TorchTitan logger to Primus unified logger',
            'implementation.primus_file': 'primus/core/utils/logger.py',
            'enable.phase': 'setup',
        },
        nowhere=('get_peak_flops', 'torchtitan.components.metrics.logger', 'redirect_torchtitan_logger', 'MetricsProcessor'),
        mentioned=('torchtitan.tools.utils.get_peak_flops',),
    ),
}
