"""A Wikidot page's source, read as the Markdown it stands for, line for line.

Wikidot writes a heading after plus signs ("+ Title", "++ Section"), a name in the code font between double braces
({{megatron.x}}), code between [[code type="python"]] and [[/code]], a table row between double pipes ("||~ Site ||~
Notes ||" a header), a numbered item after "# " and a bullet after "* ", struck text between double dashes
("--wrong--"), emphasis between double slashes, and boxes ([[note]], [[collapsible show="..."]], [[div]]) around
blocks. Read as Markdown, "# 1. Copy" is a heading, the braced names are words, the table is a paragraph of pipes and
the boxes' tags are text. Here each is its Markdown form: a collapsible box's label is a line of prose (it often says
what the box holds: "Example config (made up)"), the other box tags are blank.
"""

from __future__ import annotations

import re

from .table_rows import html_row
from .text import outside_code_spans, unfenced

_HEADING = re.compile(r"^(\+{1,6})\s+(.+?)\s*$")
_CODE_OPEN = re.compile(r'^\s*\[\[code(?:\s+type="(\w+)")?[^\]]*\]\]\s*$', re.IGNORECASE)
_CODE_CLOSE = re.compile(r"^\s*\[\[/code\]\]\s*$", re.IGNORECASE)
_COLLAPSIBLE = re.compile(r'^\s*\[\[collapsible\b[^\]]*?\bshow="([^"]*)"[^\]]*\]\]\s*$', re.IGNORECASE)
# A block's opening or closing tag alone on its line ([[note]], [[/div]], [[toc]], [[module Comments]], an alignment
# block's [[>]] and [[/>]]): no words.
_BLOCK_TAG = re.compile(
    r"^\s*\[\[(?:/?(?:note|f?[<>]?toc|div|collapsible|module|tabview|tab|table|row|cell|size|span|include|footnoteblock|bibliography)\b[^\]]*"
    r"|/?(?:<|>|=|==))\]\]\s*$",
    re.IGNORECASE,
)
_TABLE_ROW = re.compile(r"^\s*\|\|.*\|\|\s*$")
_LIST_ITEM = re.compile(r"^(\s*)([*#])\s+(.*)$")
_INLINE = (
    (re.compile(r"\{\{(.+?)\}\}"), r"`\1`"),
    (re.compile(r"@@(.+?)@@"), r"`\1`"),
)
# Struck, emphasised and underlined words, links and spans.
_PROSE = (
    (re.compile(r"(?<![-\w])--(?=\S)(.+?)(?<=\S)--(?![-\w])"), r"~~\1~~"),
    (re.compile(r"(?<![:/\w])//(?=\S)(.+?)(?<=\S)//"), r"*\1*"),
    (re.compile(r"__(.+?)__"), r"\1"),
    (re.compile(r",,(.+?),,|\^\^(.+?)\^\^"), r"\1\2"),
    (re.compile(r"\[\[\[[^|\]]*\|\s*([^\]]*)\]\]\]"), r"\1"),
    (re.compile(r"\[\[\[([^\]]*)\]\]\]"), r"\1"),
    (re.compile(r"\[\*?(?:https?://|/)\S+\s+([^\]]+)\]"), r"\1"),
    (re.compile(r"\[\[/?(?:span|size|#)\b[^\]]*\]\]"), ""),
)


def is_wikidot(text: str) -> bool:
    """Whether the report is a Wikidot page: plus-sign headings, and two marks only Wikidot writes, outside any Markdown
    fence; a Markdown heading ("## Patch logic", which Wikidot never writes at the margin) rules it out."""
    text = unfenced(text)
    prose = re.sub(r"^[ \t]*\[\[code\b.*?^[ \t]*\[\[/code\]\]", "", text, flags=re.MULTILINE | re.DOTALL | re.IGNORECASE)
    if not re.search(r"^\+{1,6} \S", text, re.MULTILINE) or re.search(r"^#{2,6} \S", prose, re.MULTILINE):
        return False
    marks = (
        r"^[ \t]*\[\[code\b[^\]]*\]\][ \t]*$",
        r"^[ \t]*\[\[/(?:code|note|collapsible|div)\]\][ \t]*$",
        r"^[ \t]*\[\[(?:toc|f<toc|f>toc|note)\]\][ \t]*$",
        r"\{\{[^{}\s<%][^{}]*\}\}",
        r"^[ \t]*\|\|~ ",
    )
    return sum(bool(re.search(mark, text, re.MULTILINE)) for mark in marks) >= 2


def wikidot_lines(lines: list[str]) -> list[str]:
    """The page as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    code = False
    for index, line in enumerate(lines):
        if code:
            code = not _CODE_CLOSE.match(line)
            out.append(line if code else "```")
        elif opened := _CODE_OPEN.match(line):
            out.append("```" + (opened.group(1) or ""))
            code = True
        elif collapsible := _COLLAPSIBLE.match(line):
            out.append(_inline(collapsible.group(1).lstrip("+- ")))
        elif _BLOCK_TAG.match(line):
            out.append("")
        elif heading := _HEADING.match(line):
            out.append("#" * len(heading.group(1)) + " " + _inline(heading.group(2)))
        elif _TABLE_ROW.match(line):
            out.append(_row(lines, index))
        elif re.fullmatch(r"\s*-{4,}\s*", line):
            out.append("---")
        elif item := _LIST_ITEM.match(line):
            depth = len(item.group(1).replace("\t", " "))
            out.append("  " * depth + ("- " if item.group(2) == "*" else "1. ") + _inline(item.group(3)))
        else:
            out.append(_inline(re.sub(r"^= ", "", line)))
    return out


def _row(lines: list[str], index: int) -> str:
    """A table's row as an HTML row; a row all of whose cells open with "~" is a header."""
    cells = [cell.strip() for cell in lines[index].strip()[2:-2].split("||")]
    header = all(cell.startswith("~") for cell in cells)
    first = index == 0 or not _TABLE_ROW.match(lines[index - 1])
    last = index + 1 >= len(lines) or not _TABLE_ROW.match(lines[index + 1])
    return html_row([_inline(cell.lstrip("~ ")) for cell in cells], header=header, first=first, last=last)


def _inline(text: str) -> str:
    for pattern, replacement in _INLINE:
        text = pattern.sub(replacement, text)
    return outside_code_spans(text, _PROSE)
