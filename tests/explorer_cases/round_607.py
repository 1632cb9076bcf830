"""Round 607: a Google Hangouts chat from Google Takeout (Hangouts.json: each event's message as segments of text, line
breaks and links, bold formatting, the events out of the order sent): a first-pass rebinding taken back, upstream's
field computed "for contrast", a settings table, the FSDP2 patches beside it and a version floor taken back."""

from __future__ import annotations

from .case import Case
from .names import PRECISION_AWARE_ALLOWED, PRECISION_AWARE_SUMMARY

REPORT = "six_hundred_seventh_hangouts_takeout_json_precision_aware_fp8.md"

TITLE = "six-hundred-and-seventh-round report (a Google Hangouts chat from Google Takeout)"
CASES = {
    REPORT: Case(
        allowed=PRECISION_AWARE_ALLOWED,
        # Each message read once in the order sent, from its segments.
        required={"feature.summary": PRECISION_AWARE_SUMMARY, "feature.patch_style": "function_wrapping", "enable.phase": "before_train"},
        # Upstream's computed field; the retracted site; the FSDP2 patches' names; the retracted floor.
        nowhere=("use_precision_aware_optimizer_no_fp8_or_ds_fp8", "get_megatron_optimizer", "fsdp", "0.13"),
        mentioned=("get_megatron_optimizer", "use_precision_aware_optimizer"),
    ),
}
