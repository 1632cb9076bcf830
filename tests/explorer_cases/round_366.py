"""Round 366: a handbook chapter as EPUB 3 XHTML (XML declaration, section epub:type chapter, headings, a summary
aside, a note and an erratum aside, code in pre, a table, footnotes): a patch that rebinds nothing, a site of an
earlier revision the erratum takes back, a timing note a later note retracts, the opt-out variable and companions."""

from __future__ import annotations

from .case import Case
from .names import EMERGING_LOG_ALLOWED

REPORT = "three_hundred_sixty_sixth_epub_xhtml_emerging_optimizers_log_level.md"

TITLE = "three-hundred-and-sixty-sixth-round report (an EPUB 3 chapter)"
CASES = {
    REPORT: Case(
        allowed={**EMERGING_LOG_ALLOWED, "feature.summary": None},
        required={"feature.id": "megatron.emerging_optimizers.log_level", "enable.phase": "before_train"},
        # The earlier revision's site the erratum takes back; the companions.
        nowhere=("muon_utils", "silence_autotune_print", "per_head_muon", "('PRIMUS_VERBOSE_EMERGING_OPTIMIZERS'"),
        mentioned=("PRIMUS_VERBOSE_EMERGING_OPTIMIZERS", "line 123"),
    ),
}
