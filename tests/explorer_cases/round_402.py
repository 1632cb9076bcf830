"""Round 402: a Google Keep note as Google Takeout exports it (JSON on one line, its text one note line a line): a site
claimed on one line and taken back by "^ wrong" on the next, a companion patch, an arch gate, a version-dependent skip
and open questions."""

from __future__ import annotations

from .case import Case
from .names import AITER_DEEPBIND_ALLOWED

REPORT = "four_hundred_second_google_keep_json_aiter_deepbind.md"

TITLE = "four-hundred-and-second-round report (a Google Keep note from Takeout)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.aiter_deepbind",
            "feature.summary": None,
            "enable.phase": "before_train",
            **AITER_DEEPBIND_ALLOWED,
        },
        required={"feature.id": "megatron.turbo.aiter_deepbind", "enable.phase": "before_train"},
        # The site "^ wrong" takes back; the image tag as a version; the companion's site.
        nowhere=("aiter.jit.core.import_module", "26.3", "rms_norm"),
        mentioned=("aiter.jit.core.import_module", "PRIMUS_AITER_DEEPBIND"),
    ),
}
