"""Round 202: a pull-request description for a port: Summary, Changes, a Test plan of checkboxes, a false gate
(`profile: true`) retracted in the reviewer notes, and a reviewer's quoted phase (`before_train`)."""

from __future__ import annotations

from .case import Case
from .names import ITERATIONS_TO_SKIP_ALLOWED

REPORT = "two_hundred_second_pull_request_iterations_to_skip.md"

TITLE = "two-hundred-and-second-round report (a pull-request description)"
CASES = {
    REPORT: Case(
        allowed={
            **ITERATIONS_TO_SKIP_ALLOWED,
            "feature.summary": frozenset({None, "Ensure iterations_to_skip has a list default instead of None"}),
        },
        required={"feature.id": "megatron.args.iterations_to_skip_default", "framework.name": "megatron-lm"},
        nowhere=("profile", "before_train", "moe_layer_freq", "sequence_parallel", "PRIMUS_PATCHES"),
        mentioned=("iterations_to_skip",),
    ),
}
