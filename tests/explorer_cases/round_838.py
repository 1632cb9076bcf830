"""Round 838: the explorer's inventory alone (five patches by directory) and a notes list keyed to rows: a note saying this
row's replacement "is **not** `_logger.info`" (the MaxText logger's), the other rows' settings."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_thirty_eighth_inventory_only_notes_maxdiffusion_logger.md"
PATCH = "maxdiffusion.logger"

TITLE = "eight-hundred-and-thirty-eighth-round report (an inventory with notes, no deep-dive)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            'feature.id': 'maxdiffusion.logger',
            'feature.summary': 'Redirect MaxDiffusion logger to Primus unified logger',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'maxdiffusion.max_logging.log'},
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'maxdiffusion.logger',
            'feature.summary': 'Redirect MaxDiffusion logger to Primus unified logger',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'maxdiffusion.max_logging.log'},
            'enable.phase': 'setup',
        },
        nowhere=('_logger.info', 'stderr_sink_level', 'WANDB_PROJECT'),
        mentioned=('primus.core.utils.logger._logger.info',),
    ),
}
