"""Round 597: a TWiki topic as stored on disk (%META lines, ---+ headings, =fixed= and ==bold fixed== names, TWiki
tables, a numbered list written "   1 item", <verbatim> code, <nop>, a form's fields URL-escaped, comments appended):
item 5 of the list taken back, a phase a comment takes back, the compile patch beside it and an opt-out key."""

from __future__ import annotations

from .case import Case
from .names import DDP_COMPILE_ALLOWED

REPORT = "five_hundred_ninety_seventh_twiki_topic_ddp_overlap_compile.md"

TITLE = "five-hundred-and-ninety-seventh-round report (a TWiki topic)"
PATCH = "megatron.ddp.overlap_param_gather_compile"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset(
                {None, "Patch DDP forward pre-hooks for overlap_param_gather + torch.compile compatibility using two-tier hook registration."}
            ),
            "enable.phase": "before_train",
            **DDP_COMPILE_ALLOWED,
        },
        required={"feature.id": PATCH, "enable.phase": "before_train"},
        # The method item 5 names, taken back; the phase a comment takes back; the compile patch.
        nowhere=("start_param_sync", "after_train", "torch_compile_patches"),
        mentioned=("start_param_sync", "disable_ddp_compile_patches"),
    ),
}
