"""Round 228: a design review written as a screenplay: scene headings, speakers' names in capitals above their lines,
parentheticals, the registration read aloud from a laptop, a site claimed and taken back, a phase asked about and
corrected, and sibling patches named as not this one's."""

from __future__ import annotations

from .case import Case
from .names import ITERATIONS_TO_SKIP_ALLOWED

REPORT = "two_hundred_twenty_eighth_screenplay_review_iterations_to_skip.md"

TITLE = "two-hundred-and-twenty-eighth-round report (a screenplay)"
CASES = {
    REPORT: Case(
        allowed={
            **ITERATIONS_TO_SKIP_ALLOWED,
            "feature.summary": frozenset({None, "Default iterations_to_skip to [] when unset"}),
        },
        required={"feature.id": "megatron.args.iterations_to_skip_default", "enable.phase": "build_args"},
        # The site taken back; the phase asked about; the siblings; the runner's variable.
        nowhere=("parse_args", "before_train", "sequence_parallel_tp1", "moe_layer_freq", "PRIMUS_PATCHES"),
        mentioned=("iterations_to_skip",),
    ),
}
