"""A wiki page saved by MediaWiki's Special:Export, read as the wikitext of its latest revision, line for line.

The export is XML: a ``<siteinfo>`` header, then each ``<page>`` with its ``<title>`` and one ``<revision>`` per saved
version, the page's wikitext in the revision's ``<text xml:space="preserve">`` element, escaped (``&lt;code&gt;``).
Read as it is, every revision speaks at once: a claim an earlier version made and a later one struck stands beside its
correction, an escape sticks to a value (``NVTE_FMHA_USE_BSHD=1&lt;``), and the dump's sizes and hashes read as
settings. Here only the last revision of each page is kept, its text unescaped in place, the page's title its heading
(written as MediaWiki's own links write it, with underscores for spaces: the two are one title); every other line is
blank, so the page is read as it stands now (as wikitext, see markup) and every line number is still the export's.
"""

from __future__ import annotations

import html
import re

_EXPORT = re.compile(r"<mediawiki\b[^>]*\bxmlns=\"https?://www\.mediawiki\.org/xml/export-")
# A line holding one <title> element: a page's title in an XML export (MediaWiki's, XWiki's).
TITLE_LINE = re.compile(r"^\s*<title>(.*)</title>\s*$")
_TEXT_OPEN = re.compile(r"<text\b[^>]*?(/?)>")


def is_mediawiki_export(text: str) -> bool:
    """Whether the report is a Special:Export dump: the export's root element, with a page and its revision text."""
    return bool(_EXPORT.search(text[:2000])) and "<revision>" in text and "<text" in text


def mediawiki_export_lines(lines: list[str]) -> list[str]:
    """Each page's title as a heading and its last revision's wikitext, unescaped; every other line blank."""
    out = [""] * len(lines)
    for page in _pages(lines):
        title, revisions = page
        if title is not None:
            out[title[0]] = "= " + title[1].replace(" ", "_") + " ="
        if revisions:
            start, end = revisions[-1]
            for index in range(start, end + 1):
                out[index] = _revision_text(lines, index, start, end)
    return out


def _pages(lines: list[str]) -> list[tuple[tuple[int, str] | None, list[tuple[int, int]]]]:
    """Each page: its title (line, words) and the (first, last) lines of each revision's text element."""
    pages: list[tuple[tuple[int, str] | None, list[tuple[int, int]]]] = []
    title: tuple[int, str] | None = None
    revisions: list[tuple[int, int]] = []
    opened: int | None = None
    for index, line in enumerate(lines):
        if opened is None:
            if line.strip() == "<page>":
                title, revisions = None, []
            named = TITLE_LINE.match(line)
            if named:
                title = (index, html.unescape(named.group(1)))
            tag = _TEXT_OPEN.search(line)
            if tag and not tag.group(1):
                opened = index
            if line.strip() == "</page>":
                pages.append((title, revisions))
        if opened is not None and "</text>" in line[(_TEXT_OPEN.search(line).end() if index == opened else 0) :]:
            revisions.append((opened, index))
            opened = None
    return pages


def _revision_text(lines: list[str], index: int, start: int, end: int) -> str:
    """Line ``index`` of the text element spanning ``start`` to ``end``, without the element's tags, unescaped."""
    line = lines[index]
    if index == start:
        line = line[_TEXT_OPEN.search(line).end() :]
    if index == end:
        line = line[: line.rindex("</text>")]
    return html.unescape(line)
