"""Round 591: an Outlook reply saved as .eml (its headers, a text/plain part and Outlook's HTML part with MsoNormal
paragraphs and conditional comments, quoted-printable, the earlier message quoted under a From/Sent block): a bullet a
later line takes back, a variable and a version floor denied, a settings table and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import ITERATIONS_TO_SKIP_REPORTED

REPORT = "five_hundred_ninety_first_outlook_eml_iterations_to_skip.md"

TITLE = "five-hundred-and-ninety-first-round report (an Outlook message saved as .eml)"
SUMMARY = "Ensure iterations_to_skip has a list default instead of None."
CASES = {
    REPORT: Case(
        allowed={**ITERATIONS_TO_SKIP_REPORTED, "feature.summary": frozenset({None, SUMMARY})},
        required={"feature.id": "megatron.args.iterations_to_skip_default", "feature.summary": SUMMARY, "enable.phase": "build_args"},
        # The denied variable and floor; the MIME headers' numbers.
        nowhere=("PRIMUS_SKIP_ITERATIONS", "0.13", "msip_labels", "1.0"),
        mentioned=("PRIMUS_SKIP_ITERATIONS",),
    ),
}
