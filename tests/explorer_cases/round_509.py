"""Round 509: SubRip subtitles of a recorded walkthrough (a BOM, CRLF lines, two speakers named by labels, cues of two
short lines): a site cut between two cues after its module's dot, a claim its speaker takes back two turns later ("No,
you're right, scratch that."), a struck-by-voice recipe, the MLPerf warmup and amax patches beside it."""

from __future__ import annotations

from .case import Case
from .names import GRAD_ZERO_PREFETCH_ALLOWED, GRAD_ZERO_PREFETCH_SITES

REPORT = "five_hundred_ninth_srt_walkthrough_grad_zero_prefetch.md"

TITLE = "five-hundred-and-ninth-round report (SubRip subtitles of a walkthrough)"
CASES = {
    REPORT: Case(
        allowed={
            **GRAD_ZERO_PREFETCH_ALLOWED,
            "upstream.aliases": set(),
            "enable.flags": {("disable_delayed_scaling_patches", False)},
            "enable.env": set(),
            "requires.platform": frozenset({None, "any"}),
            # "disable_delayed_scaling_patches must not be true": the gate's condition, true of the code as a constraint.
            "constraints": {("disable_delayed_scaling_patches", "!=", True)},
        },
        required={"feature.id": "megatron.grad_zero_and_data_prefetch", "enable.phase": "before_train"},
        # The retracted schedules site; the walkthrough's timing and the companion's settings.
        nowhere=("get_forward_backward_func", "schedules", "4.6", "torch.cuda"),
        mentioned=(*sorted(GRAD_ZERO_PREFETCH_SITES), "disable_delayed_scaling_patches"),
    ),
}
