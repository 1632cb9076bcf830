"""Round 87: a specification in the style of an IETF RFC: numbered sections ("3.2."), RFC 2119 keywords (MUST,
SHOULD, MAY), a section of requirements on the port rather than facts of the patch, Non-goals and an Open Issues
appendix."""

from __future__ import annotations

from .case import Case
from .names import LOGGING_LEVEL_ALLOWED

RFC = "eighty_seventh_rfc_keywords_logging_level.md"

TITLE = "eighty-seventh-round report (an RFC-style specification)"
CASES = {
    RFC: Case(
        allowed=LOGGING_LEVEL_ALLOWED,
        required={
            "feature.id": "megatron.args.logging_level",
            "enable.phase": "build_args",
        },
        nowhere=(
            "PRIMUS_VERBOSE_EMERGING_OPTIMIZERS",  # a different patch
            "CRITICAL",  # what a port MAY add
            "check_true",  # MaxText's check, not this patch
        ),
        mentioned=(
            "stderr_sink_level",
            "args.logging_level",
            "PRIMUS_PATCHES",
        ),
    ),
}
