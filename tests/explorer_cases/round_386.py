"""Round 386: a Confluence page body in storage format: macros, a table row struck through with a line-through span and
a correction box, a struck paragraph then "Correction to the previous paragraph", a companion patch and a table of
other train_step wrappers, conditional statements and open questions."""

from __future__ import annotations

from .case import Case
from .names import WALL_CLOCK_ALLOWED

REPORT = "three_hundred_eighty_sixth_confluence_storage_wall_clock_timer.md"

TITLE = "three-hundred-and-eighty-sixth-round report (a Confluence page in storage format)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.wall_clock_step_timer",
            "feature.summary": "Wrap train_step with wall-clock timer for NeMo-comparable throughput measurement",
            **WALL_CLOCK_ALLOWED,
        },
        required={"feature.id": "megatron.training.wall_clock_step_timer", "enable.phase": "before_train"},
        # The struck site (the companion's); the companion's print_rank_last; the struck assert as a constraint.
        nowhere=("training_log", "print_rank_last", "runtime_state"),
        mentioned=("megatron.training.training.training_log", "wall_clock_step_timer"),
    ),
}
