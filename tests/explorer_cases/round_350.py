"""Round 350: a DITA 1.3 task topic from a porting handbook (prolog metadata, shortdesc, prereq, steps with cmd and
info, result, related links): a patch that rebinds nothing, a wrapped function the correction note takes back, a
companion patch in the related links and the PRIMUS_PATCHES filter."""

from __future__ import annotations

from .case import Case
from .names import ITERATIONS_TO_SKIP_ALLOWED

REPORT = "three_hundred_fiftieth_dita_task_iterations_to_skip_default.md"

TITLE = "three-hundred-and-fiftieth-round report (a DITA task topic)"
CASES = {
    REPORT: Case(
        allowed={
            **ITERATIONS_TO_SKIP_ALLOWED,
            "feature.summary": None,  # any sentence of what it does
        },
        required={"feature.id": "megatron.args.iterations_to_skip_default", "enable.phase": "build_args"},
        # The wrapped function the correction takes back; the companion's site and its settings.
        # "the context paragraph above says the patch wraps <apiname>...parse_args</apiname>. That is wrong.": the
        # wrapped function and the style it gives are taken back.
        nowhere=("parse_args'", "train_step'", "empty_cache_interval", "function_wrapping"),
        mentioned=("megatron.training.arguments.parse_args", "megatron.training.training.train_step", "PRIMUS_PATCHES", "line 63"),
    ),
}
