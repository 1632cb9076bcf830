"""Round 726: the explorer's inventory of eleven patches whose cells break lines with <br>, one deep-dive and a closing
"Known unknowns": a second rebinding a correction takes back, a supposed config, the MLPerf warmup companion."""

from __future__ import annotations

from .case import Case
from .names import NEMO_ALIGNED_ALLOWED, NEMO_ALIGNED_REQUIRED

REPORT = "seven_hundred_twenty_sixth_explorer_inventory_br_cells_nemo_aligned_lr.md"

TITLE = "seven-hundred-and-twenty-sixth-round report (an explorer inventory with <br> cells)"
CASES = {
    REPORT: Case(
        allowed=NEMO_ALIGNED_ALLOWED,
        required=NEMO_ALIGNED_REQUIRED,
        nowhere=('megatron.training.training.OptimizerParamScheduler', 'mlperf_warmup', 'primus_turbo'),
        mentioned=('megatron.lr_schedule.nemo_aligned',),
    ),
}
