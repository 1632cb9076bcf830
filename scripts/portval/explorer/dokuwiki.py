"""A DokuWiki page, read as the Markdown it stands for, line for line.

DokuWiki writes a heading between runs of equals signs, more of them the higher the heading ("====== Page ======" a
title, "===== Section =====" under it), a table's header cells between carets ("^ What ^ Value ^"), a name in the
code font between two pairs of quotes (``''megatron.core.x''``), code between ``<code python>`` and ``</code>``,
struck text in ``<del>``, a list item indented two spaces, and a boxed note between ``<WRAP ...>`` and ``</WRAP>``,
whose bold opening words often say what the box holds ("**Not this patch's.**"). Read as Markdown, the quoted names
are words, not code, the table is a paragraph of carets and pipes, and the box's words run into the section around
it. Here each is its Markdown form: a box that opens with bold words is a section of that name, ended with the box.
"""

from __future__ import annotations

import re

from .table_rows import html_row

_HEADING = re.compile(r"^(={2,6})\s*(.+?)\s*\1\s*$")
_TABLE_ROW = re.compile(r"^\s*[\^|].*[\^|]\s*$")
_LIST_ITEM = re.compile(r"^((?: {2})+|\t+)([*-])\s+(.*)$")
_CODE_OPEN = re.compile(r"^\s*<(code|file)\b([^>]*)>\s*$", re.IGNORECASE)
_CODE_CLOSE = re.compile(r"^\s*</(?:code|file)>\s*$", re.IGNORECASE)
_BOX_OPEN = re.compile(r"^\s*<(WRAP|note)\b[^>]*>\s*$", re.IGNORECASE)
_BOX_CLOSE = re.compile(r"^\s*</(?:WRAP|note)>\s*$", re.IGNORECASE)
# A box's bold opening words, "**Not this patch's.**": the name of what the box holds.
_BOX_LABEL = re.compile(r"^\s*\*\*([^*]{1,60}?)[.:]?\*\*[.:]?\s*")
_INLINE = (
    (re.compile(r"''(.+?)''"), r"`\1`"),
    (re.compile(r"%%(.+?)%%"), r"`\1`"),
    (re.compile(r"<code>(.+?)</code>", re.IGNORECASE), r"`\1`"),
    (re.compile(r"<del>(.+?)</del>", re.IGNORECASE), r"~~\1~~"),
    (re.compile(r"</?wrap\b[^>]*>", re.IGNORECASE), ""),
    # "//emphasis//", not the "//" of a URL.
    (re.compile(r"(?<![:/\w])//(?=\S)(.+?)(?<=\S)//"), r"*\1*"),
    (re.compile(r"__(.+?)__"), r"\1"),
    (re.compile(r"\[\[[^|\]]*\|([^\]]*)\]\]"), r"\1"),
    (re.compile(r"\[\[([^\]]*)\]\]"), r"\1"),
    (re.compile(r"\s*\\\\(?:\s+|$)"), " "),
)


def is_dokuwiki(text: str) -> bool:
    """Whether the report is a DokuWiki page: headings between equals signs, and a mark only DokuWiki writes (a
    caret-delimited header row, a ``<WRAP>`` box, a ``<code python>`` block, a two-space list item or a quoted name)."""
    if not any(_HEADING.match(line) for line in text.split("\n")):
        return False
    marks = (r"^\s*\^.*\^\s*$", r"^\s*<WRAP\b", r"^\s*<(?:code|file)\s+\w+[^>]*>\s*$", r"^  \* \S", r"(?<!')''[^'\s][^']*''(?!')")
    return sum(bool(re.search(mark, text, re.MULTILINE)) for mark in marks) >= 2


def dokuwiki_lines(lines: list[str]) -> list[str]:
    """The page as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    code = False
    boxes: list[bool] = []  # for each box open, whether it opened a section
    labelled = False  # a box's bold words are its section's name: the line holding them goes on without them
    for index, line in enumerate(lines):
        if code:
            code = not _CODE_CLOSE.match(line)
            out.append(line if code else "```")
            continue
        if opened := _CODE_OPEN.match(line):
            out.append("```" + opened.group(2).strip().split(" ")[0])
            code = True
            continue
        if _BOX_OPEN.match(line):
            following = next((later for later in lines[index + 1 :] if later.strip()), "")
            label = _BOX_LABEL.match(following)
            out.append(f"## {_inline(label.group(1))}" if label else "")
            boxes.append(bool(label))
            labelled = bool(label)
            continue
        if _BOX_CLOSE.match(line):
            # The box's section ends with it: what follows is the section around the box.
            out.append("##" if boxes and boxes.pop() else "")
            continue
        if labelled and line.strip():
            line = line[_BOX_LABEL.match(line).end() :]
            labelled = False
        if heading := _HEADING.match(line):
            out.append("#" * (7 - len(heading.group(1))) + " " + _inline(heading.group(2)))
        elif _TABLE_ROW.match(line):
            out.append(_row(lines, index))
        elif item := _LIST_ITEM.match(line):
            depth = max(len(item.group(1).replace("\t", "  ")) // 2, 1)
            out.append("  " * (depth - 1) + ("- " if item.group(2) == "*" else "1. ") + _inline(item.group(3)))
        else:
            out.append(_inline(line))
    return out


def _row(lines: list[str], index: int) -> str:
    """A table's row as an HTML row; a row all of whose cells open with a caret is a header."""
    stripped = lines[index].strip()
    cells = [_inline(cell.strip()) for cell in re.split(r"[\^|]", stripped[1:-1])]
    header = stripped.startswith("^") and "|" not in stripped
    first = index == 0 or not _TABLE_ROW.match(lines[index - 1])
    last = index + 1 >= len(lines) or not _TABLE_ROW.match(lines[index + 1])
    return html_row(cells, header=header, first=first, last=last)


def _inline(text: str) -> str:
    for pattern, replacement in _INLINE:
        text = pattern.sub(replacement, text)
    return text
