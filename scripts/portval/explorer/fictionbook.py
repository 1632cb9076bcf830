"""An e-book in FictionBook 2 (.fb2), read as the Markdown it stands for, line for line.

A FictionBook file is XML: a ``<description>`` of the book (its title, authors, genre, the program that wrote it and
its version, a history of its versions), then a ``<body>`` of nested ``<section>``s, each opened by a ``<title>`` of one
or more paragraphs, its text in ``<p>``s marked with ``<strong>``, ``<emphasis>``, ``<strikethrough>`` and ``<code>``,
a quotation a ``<cite>``, a table HTML's own rows; a footnote is a section of a second body, ``<body name="notes">``,
that the text links to with ``<a l:href="#n1" type="note">``. Read as XML of its own schema, the editor's version and
the history's numbers read as versions, a title is two paragraphs, and every tag is words.

Here the description is blank but the book's title, a heading; a section's title is a heading whose level is the
section's depth (its paragraphs joined by a dash), the marks are Markdown's, a quotation's paragraphs are quoted, a
table a table, and the footnotes stand under a "Notes" heading, each opening with its number as the text writes it.
"""

from __future__ import annotations

import re

from .word_html import blank, html_markdown, separated_paragraphs

_ROOT = re.compile(r"<FictionBook\b[^>]*\bxmlns=[\"']http://www\.gribuser\.ru/xml/fictionbook/2\.0[\"']")
_DESCRIPTION = re.compile(r"<description\b.*?</description\s*>", re.DOTALL)
_BOOK_TITLE = re.compile(r"<book-title>(.*?)</book-title>", re.DOTALL)
_BINARY = re.compile(r"<binary\b.*?</binary\s*>", re.DOTALL)
# A section's opening and closing tags and its title: what sets a heading's level.
_STRUCTURE = re.compile(r"<section\b[^>]*>|</section\s*>|<body\b([^>]*)>|<title>(.*?)</title\s*>", re.DOTALL)
# Replacements applied in order, each keeping the line breaks of what it replaces.
_TAGS = (
    (r"<cite\b[^>]*>(.*?)</cite\s*>", lambda m: re.sub(r"<p>\s*", "<p>&gt; ", m.group(1))),
    (r"<subtitle>(.*?)</subtitle\s*>", lambda m: f"<p><b>{m.group(1)}</b></p>"),
    (r"<empty-line\s*/>", lambda m: ""),
    (r"<emphasis>(.*?)</emphasis\s*>", lambda m: f"<i>{m.group(1)}</i>"),
    (r"<strikethrough>(.*?)</strikethrough\s*>", lambda m: f"<s>{m.group(1)}</s>"),
    # A link to a footnote is the number the text shows ("[1]"); the note's words stand under "Notes".
    (r"<a\b[^>]*>(.*?)</a\s*>", lambda m: m.group(1)),
    (r"</?(?:section|body|FictionBook|epigraph|poem|stanza)\b[^>]*>|<\?xml[^>]*\?>", lambda m: ""),
    (r"<v>(.*?)</v\s*>", lambda m: f"<p>{m.group(1)}</p>"),
)


def is_fictionbook(text: str) -> bool:
    """Whether the report is a FictionBook 2 e-book: its root declares FictionBook's namespace."""
    return bool(_ROOT.search(text[:2000]))


def fictionbook_lines(lines: list[str]) -> list[str]:
    """The book as Markdown (see the module's docstring), the line count unchanged."""
    # The XML's indent is its layout, no Markdown's: four spaces would make a table a code block.
    text = _BINARY.sub(blank, "\n".join(line.lstrip() for line in lines))
    text = _DESCRIPTION.sub(_book_title, text)
    notes = re.search(r"<body\b[^>]*\bname=[\"']notes[\"']", text)
    if notes:
        # A footnote's title is its number: the opening of its text, as the link in the text shows it ("[1] ...").
        text = text[: notes.end()] + re.sub(
            r"<title>\s*<p>([^<]*)</p>\s*</title>(\s*)<p>",
            lambda m: "\n" * m.group(0)[: m.start(2) - m.start(0)].count("\n") + m.group(2) + f"<p>[{m.group(1).strip().strip('[]')}] ",
            text[notes.end() :],
        )
    text = _headings(text)
    for pattern, replacement in _TAGS:
        # What an element held over several lines goes on its first line, the lines it took kept.
        text = re.sub(pattern, lambda m, r=replacement: r(m).replace("\n", " ") + blank(m), text, flags=re.DOTALL)
    return separated_paragraphs(html_markdown(text).split("\n"))


def _book_title(match: re.Match[str]) -> str:
    """The description blank but the book's title, a heading on its line."""
    title = _BOOK_TITLE.search(match.group(0))
    if not title:
        return blank(match)
    before = match.group(0)[: title.start()].count("\n")
    return "\n" * before + f"<h1>{' '.join(title.group(1).split())}</h1>" + "\n" * match.group(0)[title.start() :].count("\n")


def _headings(text: str) -> str:
    """Each title a heading of the level its section's depth gives: the body's own title 1, a section's one more than
    the section it is in; the notes body opens under the heading "Notes", its own title blank."""
    depth = 0
    notes = False

    def heading(match: re.Match[str]) -> str:
        nonlocal depth, notes
        tag = match.group(0)
        if tag.startswith("<section"):
            depth += 1
            return tag
        if tag.startswith("</section"):
            depth -= 1
            return tag
        if tag.startswith("<body"):
            depth, notes = 0, "notes" in (match.group(1) or "")
            return "<h1>Notes</h1>" if notes else tag
        if notes and depth == 0:
            return blank(match)
        words = " — ".join(re.sub(r"</?p>", "", p).strip() for p in re.findall(r"<p>(.*?)</p\s*>", match.group(2), re.DOTALL))
        level = min(depth + 1, 6)
        return f"<h{level}>{words}</h{level}>" + blank(match)

    return _STRUCTURE.sub(heading, text)
