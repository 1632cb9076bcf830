"""A topic of a TWiki or Foswiki site in its raw markup, read as the Markdown it stands for, line for line.

A topic is text: ``%META:...%`` lines above and below it (its revision, its parent, its form's fields), headings
written ``---++ Title`` (one "+" a level, ``!!`` keeping it out of the table of contents), fixed-font text between
equals signs (``=name=``), bold between stars, bullets three spaces deep a level, tables of ``| *Header* |`` rows with
no delimiter row, code between ``%CODE{"python"}%`` and ``%ENDCODE%`` or in ``<verbatim>``, and macros in percent
signs (``%TOC%``, ``%TWISTY{...}%``, ``%RED%``). Read as Markdown, a table is a paragraph, the code block's imports
are prose, a fixed-font name no code, and the revision's "1.1" a version. Here the headings are headings, the names
code, the tables HTML rows (the first one's cells in stars its header), the code blocks fenced, struck text
(``<del>``) struck, a form's field a labelled line (its value unescaped), and the other ``%META`` lines and every macro blank.
"""

from __future__ import annotations

import re
import urllib.parse

from .table_rows import html_row

_HEADING = re.compile(r"^---(\++)(?:!!)?\s*(.*)$")
_META_FIELD = re.compile(r'^%META:FIELD\{.*?\btitle="([^"]*)".*?\bvalue="([^"]*)".*\}%\s*$')
_MACRO_LINE = re.compile(r"^\s*%[A-Z][A-Z0-9_:]*(?:\{.*\})?%\s*$")
_MACRO = re.compile(r"%[A-Z][A-Z0-9_]*(?:\{[^{}]*\})?%")
_CODE_OPEN = re.compile(r"^\s*(?:%CODE\{\s*\"?(\w*)\"?[^}]*\}%|<verbatim>|<pre>)\s*$", re.IGNORECASE)
_CODE_CLOSE = re.compile(r"^\s*(?:%ENDCODE%|</verbatim>|</pre>)\s*$", re.IGNORECASE)
_ROW = re.compile(r"^\s*\|(.*)\|\s*$")
# A numbered item is "1" (its number with no dot, as TWiki's editor writes it) or "1.", "a.", "i.".
_LIST = re.compile(r"^((?: {3})+)(\*|\d+\.?|[aAiI]\.)\s+(.*)$")
# Fixed font "=text=" and bold fixed "==text==": the marks touch the text inside and no word outside.
# A mark closes before a space or the line's end, punctuation maybe between: "=f(x=...)=," is one name.
_FIXED = re.compile(r"(?<![\w=])==?(\S|\S.*?\S)==?(?=[,.;:!?)\]]*(?:[\s<~*|]|$))")
_BOLD = re.compile(r"(?<![\w*])\*(\S|\S.*?\S)\*(?![\w*])")


def is_twiki(text: str) -> bool:
    """Whether the report is a TWiki or Foswiki topic: its %META:TOPICINFO line, or "---+" headings with fixed-font
    names or macros."""
    if text.lstrip().startswith("%META:TOPICINFO{"):
        return True
    return len(re.findall(r"^---\++(?:!!)?\s*\S", text, re.MULTILINE)) >= 2 and bool(re.search(r"(?<![\w=])=\w[^=\n]*=(?!\w)|%[A-Z]+%", text))


def twiki_lines(lines: list[str]) -> list[str]:
    """The topic as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    code = False
    for index, line in enumerate(lines):
        if code:
            code = not _CODE_CLOSE.match(line)
            out.append(line if code else "```")
        elif opening := _CODE_OPEN.match(line):
            code = True
            out.append("```" + (opening.group(1) or ""))
        elif field := _META_FIELD.match(line):
            # A field's value is stored URL-escaped: '"' as %22, a line break as %0a.
            value = urllib.parse.unquote(field.group(2)).replace("\n", " ")
            out.append(f"{field.group(1)}: {value}" if value else "")
        elif _MACRO_LINE.match(line) or re.fullmatch(r"\s*</?div\b[^>]*>\s*", line):
            out.append("")
        elif heading := _HEADING.match(line):
            out.append("#" * min(len(heading.group(1)), 6) + " " + _inline(heading.group(2)))
        elif row := _ROW.match(line):
            cells = [cell.strip() for cell in row.group(1).split("|")]
            header = all(re.fullmatch(r"\*.*\*", cell) for cell in cells if cell) and not (index and _ROW.match(lines[index - 1]))
            out.append(
                html_row(
                    [_inline(cell.strip("*") if header else cell) for cell in cells],
                    header=header,
                    first=not (index and _ROW.match(lines[index - 1])),
                    last=not (index + 1 < len(lines) and _ROW.match(lines[index + 1])),
                )
            )
        elif item := _LIST.match(line):
            depth = len(item.group(1)) // 3 - 1
            marker = "-" if item.group(2) == "*" else "1."
            out.append("   " * depth + f"{marker} {_inline(item.group(3))}")
        else:
            out.append(_inline(line))
    return out


def _inline(text: str) -> str:
    """A line's own marks as Markdown's: fixed font as code, bold as bold, struck text struck, macros and a link's
    brackets gone (a link its words)."""
    # "<nop>" only keeps the next word from becoming a link.
    text = _MACRO.sub("", text).replace("<nop>", "")
    text = re.sub(r"<del>(.*?)</del>|<s>(.*?)</s>", lambda m: f"~~{m.group(1) or m.group(2)}~~", text)
    text = re.sub(r"\[\[[^\]]*\]\[([^\]]*)\]\]|\[\[([^\]]*)\]\]", lambda m: m.group(1) or m.group(2), text)
    text = _FIXED.sub(lambda m: f"`{m.group(1)}`", text)
    return _BOLD.sub(r"**\1**", text)
