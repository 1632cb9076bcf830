"""Round 554: a SourceHut todo ticket as its GraphQL API returns it (the body's Markdown on one JSON line, events with
comments, label and status changes): a comment that calls the "How to enable" paragraph wrong and the last bullet of
Patch logic wrong while restating the one site, the two runtime patches beside it and a supposed opt-out."""

from __future__ import annotations

from .case import Case
from .names import SKIP_COMPILE, SKIP_COMPILE_ALLOWED, SKIP_COMPILE_SITE

REPORT = "five_hundred_fifty_fourth_sourcehut_ticket_json_skip_compile.md"

TITLE = "five-hundred-and-fifty-fourth-round report (a SourceHut todo ticket from its GraphQL API)"
CASES = {
    REPORT: Case(
        allowed=SKIP_COMPILE_ALLOWED,
        # The site the correction says again; the phase.
        required={"feature.id": SKIP_COMPILE, "upstream.symbols": {SKIP_COMPILE_SITE}, "enable.phase": "before_train"},
        # The paragraph the comment takes back; the retracted wrap; the other runtime patches' keys.
        nowhere=("disable_compile_dependencies", "initialize_megatron", "torch_compile", "skip_redundant_mp_sync"),
        mentioned=("disable_compile_dependencies", "initialize_megatron"),
    ),
}
