"""A Tiki Wiki CMS page's source, read as the Markdown it stands for, line for line.

Tiki writes a heading after exclamation marks ("!! 2. Patch logic", "!!- Folded"), bold between double underscores,
italics between double quotes ("''x''"), a name in the code font between "-+" and "+-", struck text between double
dashes, a table between double pipes with its rows one a line and its cells split by single pipes ("||__Item__|
__Value__" over "Phase|-+setup+-" up to a row that ends "||"), code between {CODE(colors="python")} and {CODE}, a
box as {REMARKSBOX(type="warning" title="x")}...{REMARKSBOX}, centred text between "::" and a wiki link in double
parentheses. Read as Markdown, the table's rows run into one paragraph, the names are words and the plugins' braces
are text. Here each is its Markdown form: a box's title leads its words ("Docstring drift: ..."), a centred bold line
at the top is the page's title, and the plugins that lay the page out ({maketoc}, {DIV}) are blank.
"""

from __future__ import annotations

import re

from .table_rows import html_row
from .text import outside_code_spans, unfenced

_HEADING = re.compile(r"^(!{1,6})[+-]?\s*(.+?)\s*$")
_CODE_OPEN = re.compile(r'^\s*\{CODE\((?:[^)]*\bcolors="(\w+)")?[^)]*\)\}\s*$', re.IGNORECASE)
_CODE_CLOSE = re.compile(r"^\s*\{CODE\}\s*$", re.IGNORECASE)
_BOX = re.compile(
    r'\{(?:REMARKSBOX|BOX|ALERT)\((?:[^)]*?\btitle="([^"]*)")?[^)]*\)\}(.*?)(?:\{(?:REMARKSBOX|BOX|ALERT)\}|$)', re.IGNORECASE
)
# A plugin's tag that lays the page out and says nothing: {maketoc}, {DIV(class="x")}, {DIV}, {SPLIT()}.
_LAYOUT = re.compile(r"\{(?:maketoc|toc|DIV|SPLIT|FADE|FANCYTABLE|REMARKSBOX|BOX|ALERT)(?:\([^)]*\))?\}", re.IGNORECASE)
_LIST_ITEM = re.compile(r"^([*#]+)\s*(.*)$")
_INLINE = ((re.compile(r"-\+(.+?)\+-"), r"`\1`"), (re.compile(r"\{(?:CODE|MONO)\(\)\}(.+?)\{(?:CODE|MONO)\}"), r"`\1`"))
# Bold, italics, struck, underlined and coloured words, centred text and links.
_PROSE = (
    (re.compile(r"__(.+?)__"), r"**\1**"),
    (re.compile(r"''(?=\S)(.+?)(?<=\S)''"), r"*\1*"),
    (re.compile(r"(?<![-\w])--(?=\S)(.+?)(?<=\S)--(?![-\w])"), r"~~\1~~"),
    (re.compile(r"===(.+?)==="), r"\1"),
    (re.compile(r"~~#?\w+:(.+?)~~"), r"\1"),
    # Centred text is a whole line: "at::native::empty" is C++, no centring.
    (re.compile(r"^::(.+)::$"), r"\1"),
    (re.compile(r"\(\([^|)]*\|([^)]*)\)\)"), r"\1"),
    (re.compile(r"\(\(([^)]*)\)\)"), r"\1"),
    (re.compile(r"\[(?:https?://|/)[^|\]]*\|([^\]]*)\]"), r"\1"),
)


def is_tiki_wiki(text: str) -> bool:
    """Whether the report is a Tiki Wiki page: headings after exclamation marks (no Markdown image's "!["), and two
    marks only Tiki writes, outside any Markdown fence; a Markdown table's separator row rules it out."""
    text = unfenced(text)
    if not re.search(r"^!{1,6}[+-]?[ \t]*[^\s\[]", text, re.MULTILINE) or re.search(r"^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*\|", text, re.MULTILINE):
        return False
    marks = (
        r"-\+[A-Za-z_][^+\n]*\+-",
        r"^[ \t]*\{CODE\(",
        r"\{REMARKSBOX\(",
        r"\{maketoc\}",
        r"^\|\|[^|\s][^|\n]*\|",
        r"^::.*::[ \t]*$",
        r"\(\([^()\n]+\)\)",
    )
    return sum(bool(re.search(mark, text, re.MULTILINE | re.IGNORECASE)) for mark in marks) >= 2


def tiki_wiki_lines(lines: list[str]) -> list[str]:
    """The page as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    code = table = False
    for index, line in enumerate(lines):
        stripped = line.strip()
        if code:
            code = not _CODE_CLOSE.match(line)
            out.append(line if code else "```")
        elif opened := _CODE_OPEN.match(line):
            out.append("```" + (opened.group(1) or ""))
            code = True
        elif table and not stripped:
            # A table its writer never closed ends at the blank line after it: the page goes on below.
            out[-1] += "</table>"
            table = False
            out.append("")
        elif table or stripped.startswith("||"):
            out.append(_row(stripped, first=not table))
            table = not (stripped.endswith("||") and (table or len(stripped) > 2 and stripped.count("||") >= 2))
            if not table:
                out[-1] += "</table>"
        elif title := re.fullmatch(r"::\s*__(.+?)__\s*::", stripped) if not any(out) else None:
            out.append(f"# {_inline(title.group(1))}")
        elif heading := _HEADING.match(line):
            out.append("#" * len(heading.group(1)) + " " + _inline(heading.group(2)))
        elif re.fullmatch(r"-{3,}", stripped):
            out.append("---")
        elif item := _LIST_ITEM.match(line):
            depth = len(item.group(1))
            out.append("  " * (depth - 1) + ("- " if item.group(1)[-1] == "*" else "1. ") + _inline(item.group(2)))
        else:
            boxed = _BOX.sub(lambda m: (f"{m.group(1)}: " if m.group(1) else "") + m.group(2), line)
            out.append(_inline(_LAYOUT.sub("", boxed)).strip())
    return out


def _row(stripped: str, *, first: bool) -> str:
    """One row of a "||" table as an HTML row: the first is the header where its cells are bold."""
    row = stripped.removeprefix("||").removesuffix("||")
    cells = [cell.strip() for cell in row.split("|")]
    header = first and all(re.fullmatch(r"__.+__", cell) for cell in cells if cell)
    cells = [_inline(re.sub(r"^__(.+)__$", r"\1", cell)) for cell in cells]
    return html_row(cells, header=header, first=first, last=False)


def _inline(text: str) -> str:
    for pattern, replacement in _INLINE:
        text = pattern.sub(replacement, text)
    return outside_code_spans(text, _PROSE)
