"""A plain-text document laid out in pages (an RFC-style memo, a PDF's text as ``pdftotext -layout`` writes it): its page
breaks read away.

Such a document ends each page with a footer ("Adeyemi    Internal Memo    [Page 4]"), a form feed, and the next page's
header ("PPWG-0117    Mock HF Dataset Patch    December 2026"). Read as Markdown, footer and header run into the
paragraph the break falls in, and a sentence split by the break reads as the author's name and the memo's title.
Here the footer, the form feed and the header are blank; the line count is unchanged.
"""

from __future__ import annotations

import re

# "Adeyemi    Internal Memo    [Page 4]" (an RFC's), "AMD Internal – Engineering Use Only    Page 1 of 4" (pdftotext's).
_FOOTER = re.compile(r"^\S.*\s(?:\[Page\s+\d+\]|Page\s+\d+\s+of\s+\d+)\s*$")


def is_paged_text(text: str) -> bool:
    """Whether the report breaks its pages with form feeds under footers that number them ("[Page 3]", "Page 3 of 4")."""
    return "\f" in text and sum(1 for line in text.split("\n") if _FOOTER.match(line)) >= 2


def paged_text_lines(lines: list[str]) -> list[str]:
    """``lines`` with each page's footer, form feed and the next page's header blank (see the module's docstring)."""
    out = list(lines)
    header_due = False
    for number, line in enumerate(lines):
        if _FOOTER.match(line):
            out[number] = ""
        elif "\f" in line:
            out[number] = line.replace("\f", "")
            header_due = True
            if out[number].strip():
                out[number], header_due = "", False  # the header on the form feed's own line
        elif header_due and line.strip():
            out[number], header_due = "", False
    return out
