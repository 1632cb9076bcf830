"""A LyX document (.lyx, as LyX 2.x saves it), read as the Markdown it stands for, line for line.

A LyX file opens with a header of settings (``\\textclass article``, ``\\papersize default``, the fonts), then its
body: each paragraph a ``\\begin_layout X`` ... ``\\end_layout`` whose layout says what it is (Title, Section, Itemize,
Enumerate, LyX-Code, Standard), its text wrapped at eighty columns wherever it falls, inside a word too ("check_g" on
one line, "rads" on the next), a run of code, bold or struck text opened and closed by commands on lines of their own
(``\\family typewriter`` ... ``\\family default``, ``\\strikeout on`` ... ``\\strikeout default``), and a table, a
quotation mark or a note an inset (``\\begin_inset Tabular`` ... ``\\end_inset``) whose cells hold layouts of their own.
Read as text, the header's settings read as facts, every name is cut where the line wraps and a code run is a word on
a line between two commands.

Here the header is blank and each paragraph is one line (its first), the lines it held blank: its wrapped lines joined
as LyX joins them (with nothing between), a heading a Markdown heading, an item an item, a LyX-Code paragraph a line
of an indented code block, a code run a code span, a bold run bold, a struck run struck. A table's rows are HTML rows,
each on its row's first line (its first row of header cells where a line is drawn under it), which the readers of
tables read as a table. A note inset, which LyX never prints, is the writer's words in brackets, "(Note: ...)", where
it stands. Tracked changes are read accepted: a deletion's words are dropped.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from .table_rows import ROW_GOES_ON
from .word_html import separated_paragraphs

# The layouts that are headings, and their levels.
_HEADINGS = {"Title": 1, "Part": 1, "Chapter": 1, "Section": 2, "Subsection": 3, "Subsubsection": 4}
_ITEMS = ("Itemize", "Enumerate", "Description")
_CODE_LAYOUTS = ("LyX-Code", "Verbatim")
# A text attribute's command and value, and the inline mark it opens: ``\family typewriter`` code, and so on.
_MARKS = {("family", "typewriter"): "`", ("series", "bold"): "**", ("strikeout", "on"): "~~"}
# Insets that stand for characters.
_QUOTES = "Quotes"
_SPECIAL_CHARS = {"\\ldots": "...", "\\textcompwordmark": "", "\\menuseparator": ">", "\\slash": "/", "\\nobreakdash": "-"}


@dataclass
class _Node:
    """A layout (a paragraph) or an inset, with the line it opens on and what it holds: its text lines, its command
    lines (each a tuple of the line and its number) and its nested nodes, in order."""

    kind: str
    name: str
    start: int
    items: list = field(default_factory=list)


def is_lyx(text: str) -> bool:
    """Whether the report is a LyX document: its first line names LyX, and it declares the file format."""
    return text.lstrip().startswith("#LyX ") and "\\lyxformat" in text[:500] and "\\begin_body" in text


def lyx_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    start = next((number for number, line in enumerate(lines) if line.strip() == "\\begin_body"), len(lines))
    number = start + 1
    while number < len(lines):
        if lines[number].startswith("\\begin_layout "):
            node, number = _parse(lines, number)
            _write(node, out)
        number += 1
    return separated_paragraphs(out)


def _parse(lines: list[str], start: int) -> tuple[_Node, int]:
    """The layout or inset that opens at ``start``, and the number of the line that closes it."""
    kind, _, name = lines[start].strip()[len("\\begin_") :].partition(" ")
    node = _Node(kind, name.strip(), start)
    number = start + 1
    while number < len(lines):
        line = lines[number]
        if line.strip() == f"\\end_{kind}":
            return node, number
        if line.startswith(("\\begin_layout ", "\\begin_inset ")):
            child, number = _parse(lines, number)
            node.items.append(child)
        elif (line.startswith("\\") and not line.startswith("\\backslash")) or (
            # A table's own tags and an inset's "status open" line: structure, no words.
            kind == "inset" and re.match(r"\s*</?(row|cell|lyxtabular|features|column)\b|status \w+$", line)
        ):
            node.items.append((line.strip(), number))
        else:
            node.items.append(line.replace("\\backslash", "\\"))
        number += 1
    return node, number


def _write(layout: _Node, out: list[str]) -> None:
    """A top-level layout's Markdown, on its first line (a table's rows on theirs)."""
    tables = [item for item in layout.items if isinstance(item, _Node) and item.name.startswith("Tabular")]
    for table in tables:
        _write_table(table, out)
    if layout.name in _CODE_LAYOUTS:
        words = _inline(layout.items, code=True)
        out[layout.start] = "    " + words if words.strip() else ""
        return
    words = _inline([item for item in layout.items if item not in tables]).strip()
    if not words:
        return
    if layout.name.rstrip("*") in _HEADINGS:
        out[layout.start] = "#" * _HEADINGS[layout.name.rstrip("*")] + " " + words
    elif layout.name in _ITEMS:
        out[layout.start] = "- " + words
    else:
        out[layout.start] = words


def _write_table(table: _Node, out: list[str]) -> None:
    """A Tabular inset's rows as HTML rows, each on its ``<row>`` line; the lines between them a no-break space."""
    rows: list[tuple[int, list[str]]] = []  # each row's line, and its cells
    header = True  # a line drawn under every cell of the first row marks it a header row, as LyX draws one
    for item in table.items:
        if isinstance(item, tuple) and item[0].startswith("<row"):
            rows.append((item[1], []))
        elif isinstance(item, tuple) and item[0].startswith("<cell") and len(rows) == 1:
            header = header and 'bottomline="true"' in item[0]
        elif isinstance(item, _Node) and rows:
            rows[-1][1].append(" ".join(_inline(layout.items).strip() for layout in item.items if isinstance(layout, _Node)))
    if not rows:
        return
    last = rows[-1][0]
    for number in range(rows[0][0], last + 1):
        out[number] = ROW_GOES_ON
    for index, (number, cells) in enumerate(rows):
        tag = "th" if index == 0 and header else "td"
        row = "<tr>" + "".join(f"<{tag}>{html.escape(cell, quote=False)}</{tag}>" for cell in cells) + "</tr>"
        out[number] = ("<table>" if index == 0 else "") + row + ("</table>" if number == last else "")


def _inline(items: list, code: bool = False) -> str:
    """A layout's text as one line of Markdown: its wrapped lines joined, its runs marked (see ``_MARKS``), a deletion
    dropped, its insets as the characters or words they stand for."""
    words: list[str] = []
    open_marks: list[str] = []
    deleted = False
    for item in items:
        if isinstance(item, str):
            if not deleted:
                words.append(item if code or "`" in open_marks else item.replace("<", "&lt;"))
            continue
        if isinstance(item, _Node):
            if not deleted:
                words.append(_inset_words(item, code))
            continue
        command, _, value = item[0].lstrip("\\").partition(" ")
        if command.startswith("change_"):
            deleted = command == "change_deleted"
        elif command == "SpecialChar":
            words.append(_SPECIAL_CHARS.get(value.strip(), ""))
        elif not code:
            _mark(command, value.strip(), open_marks, words)
    words.extend(reversed(open_marks))
    text = "".join(words)
    # A mark around nothing but spaces (a run opened and closed at once) marks nothing.
    return re.sub(r"(`|\*\*|~~)(\s*)\1", r"\2", text) if not code else text


def _mark(command: str, value: str, open_marks: list[str], words: list[str]) -> None:
    """Open the inline mark a text attribute's command starts, or close the one it ends (``\\family default``)."""
    mark = _MARKS.get((command, value))
    closing = {mark for (name, _), mark in _MARKS.items() if name == command}
    for opened in [opened for opened in open_marks if opened in closing]:
        open_marks.remove(opened)
        words.append(opened)
    if mark:
        open_marks.append(mark)
        words.append(mark)


def _inset_words(inset: _Node, code: bool) -> str:
    """An inset inside a paragraph as what it stands for: a quotation mark, a line break, a code run, or a note's words."""
    kind = inset.name.split(" ")[0]
    if kind == _QUOTES:
        return '"'
    if kind == "Newline":
        return " "
    inner = " ".join(_inline(layout.items, code).strip() for layout in inset.items if isinstance(layout, _Node))
    if not inner:
        return ""
    if inset.name in ("Flex Code", "listings") and not code:
        return f"`{inner}`"
    if kind in ("Note", "Foot", "Marginal"):
        return f" ({'Footnote' if kind == 'Foot' else 'Note'}: {inner}) "
    return inner
