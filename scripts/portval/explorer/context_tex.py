"""A ConTeXt document (TeX's other macro package), read as the Markdown it stands for, line for line.

ConTeXt writes its structure as start/stop pairs: ``\\startchapter[title={...}]`` and ``\\startsection[title={...}]``
open headings, ``\\startitemize`` holds ``\\item``s, ``\\starttyping`` ... ``\\stoptyping`` is code, ``\\startcomment``
a note to self, ``\\bTABLE`` ... ``\\eTABLE`` a table of ``\\bTR`` rows of ``\\bTH``/``\\bTD`` cells; inline,
``\\type{x}`` is code and ``\\overstrike{...}`` struck. Read as text, a section's title is a line of commands and a
table one paragraph. Here a title is a heading, an item an item, a typing block fenced, a comment quoted (the writer's
aside, no statement of the patch's), each table row an HTML row on the line its ``\\bTR`` opens (see table_rows),
``\\type{x}`` a code span, ``\\overstrike{...}`` struck; the setup commands and the stop commands are blank.
"""

from __future__ import annotations

import re

from .table_rows import ROW_GOES_ON, html_row
from .tex_inline import tex_inline
from .text import unfenced

_HEADING = re.compile(r"^\\start(?P<level>chapter|section|subsection|subsubsection|title|subject|subsubject)\[(?P<keys>.*)\]\s*$")
_TITLE_KEY = re.compile(r"\btitle\s*=\s*\{(.*?)\}(?=\s*(?:,|$))|\btitle\s*=\s*([^,\]]*)")
# "\section{Patch logic}", "\chapter{...}": the same headings written with their title in braces.
_BRACED_HEADING = re.compile(r"^\\(chapter|section|subsection|subsubsection|title|subject|subsubject)\{(.*)\}\s*$")
_LEVELS = {"title": 1, "chapter": 1, "section": 2, "subject": 2, "subsection": 3, "subsubject": 3, "subsubsection": 4}
# The commands that lay the document out and say nothing of the patch.
_LAYOUT = re.compile(r"^\\(?:setup\w*|define\w*|usemodule|environment|starttext|stoptext|stop\w+|start(?:itemize|placetable|placefigure|columns|paragraph)|placetable|page|blank)\b.*$")


def is_context(text: str) -> bool:
    """Whether the report is a ConTeXt document: ``\\starttext`` and a start/stop pair of a section or a typing block."""
    text = unfenced(text)
    return "\\starttext" in text and bool(re.search(r"^\\start(?:chapter|section|subject|typing|itemize)\b", text, re.MULTILINE))


def context_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring)."""
    out: list[str] = []
    typing = comment = False
    table = False  # inside \bTABLE ... \eTABLE
    row: int | None = None  # the output line of the table row being read
    rows: list[int] = []  # the output lines of the table's rows so far
    cells: list[str] = []
    for line in lines:
        stripped = line.strip()
        if typing:
            typing = not stripped.startswith("\\stoptyping")
            out.append(line if typing else "```")
            continue
        if stripped.startswith("\\starttyping"):
            typing = True
            out.append("```")
            continue
        if comment or stripped.startswith("\\startcomment"):
            comment = not stripped.startswith("\\stopcomment") and "\\stopcomment" not in stripped
            said = _inline(re.sub(r"\\(?:start|stop)comment\b", "", stripped)).strip()
            out.append(f"> {said}" if said else "")
            continue
        if stripped.startswith("\\bTABLE"):
            table, rows = True, []
            out.append("")
            continue
        if table and stripped.startswith("\\eTABLE"):
            table = False
            if rows:
                out[rows[-1]] += "</table>"
            out.append("")
            continue
        if table:
            # A row as an HTML row on the line its \bTR opens, the lines it goes on over held (see table_rows).
            if row is None and stripped.startswith("\\bTR"):
                row, cells = len(out), []
            cells += [_inline(cell).strip() for cell in re.findall(r"\\bT[HD]\b(.*?)\\eT[HD]\b", stripped)]
            out.append(ROW_GOES_ON)
            if row is not None and "\\eTR" in stripped:
                out[row] = html_row(cells, header=not rows, first=not rows, last=False)
                rows.append(row)
                row = None
            continue
        braced = _BRACED_HEADING.match(stripped)
        if braced:
            out.append(f"{'#' * _LEVELS[braced.group(1)]} {_inline(braced.group(2))}")
            continue
        heading = _HEADING.match(stripped)
        if heading:
            title = _TITLE_KEY.search(heading.group("keys"))
            words = (title.group(1) or title.group(2) or "").strip() if title else ""
            out.append(f"{'#' * _LEVELS[heading.group('level')]} {_inline(words)}" if words else "")
            continue
        if stripped.startswith("%") or _LAYOUT.match(stripped):
            out.append("")
            continue
        if stripped.startswith("\\item"):
            out.append(_inline(re.sub(r"^\\item\s*", "- ", stripped)))
            continue
        out.append(_inline(line))
    return out


def _inline(text: str) -> str:
    """ConTeXt's inline commands as Markdown: \\type{x} code, \\overstrike{x} struck, \\em and \\bf words as they are."""
    return tex_inline(text, code=("type",), struck=("overstrike",), switches=("em", "bf", "it", "sl", "tt"))
