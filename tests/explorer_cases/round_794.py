"""Round 794: the explorer's inventory of the MaxText and MaxDiffusion patches, then the deep-dive of the MaxDiffusion logger:
a replacement a correction takes back (the MaxText patch's), a supposed switch, JAX named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_ninety_fourth_maxtext_inventory_maxdiffusion_logger.md"

TITLE = "seven-hundred-and-ninety-fourth-round report (an inventory of the MaxText and MaxDiffusion patches)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'maxdiffusion.logger',
            'feature.summary': 'Redirect MaxDiffusion logger to Primus unified logger',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'maxdiffusion.max_logging.log'},
            'implementation.primus_file': frozenset({None, 'primus/core/utils/module_utils.py'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'maxdiffusion.logger',
            'feature.summary': 'Redirect MaxDiffusion logger to Primus unified logger',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'maxdiffusion.max_logging.log'},
            'enable.phase': 'setup',
        },
        nowhere=('primus_logger', 'patch_maxdiffusion_logger', 'stderr_sink_level', 'primus_turbo'),
        mentioned=(),
    ),
}
