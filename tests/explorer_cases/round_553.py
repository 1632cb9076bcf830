"""Round 553: a Buildkite build's annotations as its REST API returns them (each annotation's HTML with its context and
style, the report split across them, a later one correcting an earlier one): a retracted site and floor, the two zero
bubble patches beside it, a supposed config and upstream's behaviour."""

from __future__ import annotations

from .case import Case
from .names import ZERO_BUBBLE_FORWARD, ZERO_BUBBLE_FORWARD_ALLOWED

REPORT = "five_hundred_fifty_third_buildkite_annotations_json_zero_bubble.md"

TITLE = "five-hundred-and-fifty-third-round report (a Buildkite build's annotations)"
SUMMARY = "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP"
CASES = {
    REPORT: Case(
        allowed=ZERO_BUBBLE_FORWARD_ALLOWED,
        # Read without --patch once each annotation's HTML is read: the id its first heading names.
        required={"feature.id": ZERO_BUBBLE_FORWARD, "feature.summary": SUMMARY, "feature.patch_style": "function_wrapping", "enable.phase": "before_train"},
        # The retracted site and floor; the other zero-bubble patches' sites and keys.
        nowhere=("get_batch", "0.12", "zero_bubble_v_schedule", "enable_zb_runtime", "zbv"),
        mentioned=("get_batch", "0.12"),
    ),
}
