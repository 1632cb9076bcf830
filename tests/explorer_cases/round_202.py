"""Round 202: a pull-request description for a port: Summary, Changes, a Test plan of checkboxes, a false gate
(`profile: true`) retracted in the reviewer notes, and a reviewer's quoted phase (`before_train`)."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_second_pull_request_iterations_to_skip.md"

TITLE = "two-hundred-and-second-round report (a pull-request description)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.iterations_to_skip_default",
            "feature.summary": frozenset({None, "Ensure iterations_to_skip has a list default instead of None"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/iterations_to_skip_default_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.iterations_to_skip_default", "framework.name": "megatron-lm"},
        nowhere=("profile", "before_train", "moe_layer_freq", "sequence_parallel", "PRIMUS_PATCHES"),
        mentioned=("iterations_to_skip",),
    ),
}
