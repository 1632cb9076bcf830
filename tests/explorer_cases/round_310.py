"""Round 310: an IPython session log: magics as get_ipython() calls, notes as comments, a first read retracted, and a
divider "---- neighbour in the same directory, NOT part of this patch ----" over a companion's notes."""

from __future__ import annotations

from .case import Case
from .names import EMERGING_LOG_ALLOWED

REPORT = "three_hundred_tenth_ipython_log_emerging_optimizers_log_level.md"

TITLE = "three-hundred-and-tenth-round report (an IPython session log)"
CASES = {
    REPORT: Case(
        allowed=EMERGING_LOG_ALLOWED,
        required={"feature.id": "megatron.emerging_optimizers.log_level", "enable.phase": "before_train"},
        # The companions' gates and settings; the first read.
        nowhere=("muon", "triton", "get_coefficient_iterator"),
        mentioned=(),
    ),
}
