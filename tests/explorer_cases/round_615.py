"""Round 615: a Stack Exchange question with its answers from the Stack Exchange API (one JSON line: each post's
entity-escaped Markdown beside its HTML, comments under each post, an accepted answer and a lower-scored one whose
four bullets a comment takes back): the attention prologue patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import BSHD_ALLOWED, BSHD_DESCRIPTION, BSHD_SITE

REPORT = "six_hundred_fifteenth_stack_exchange_api_json_fmha_bshd.md"

TITLE = "six-hundred-and-fifteenth-round report (a Stack Exchange question from its API)"
PATCH = "megatron.te.fmha_bshd_layout"
CASES = {
    REPORT: Case(
        allowed=BSHD_ALLOWED,
        # Each post read once, from its Markdown; the comment under the answer it corrects.
        required={"feature.id": PATCH, "feature.summary": BSHD_DESCRIPTION, "upstream.symbols": {BSHD_SITE}, "enable.phase": "before_train"},
        # The answer's key and floor taken back; the prologue patch.
        nowhere=("fmha_bshd_layout'", "2.12", "dpa_consolidated_prologue"),
        mentioned=("dpa_consolidated_prologue",),
    ),
}
