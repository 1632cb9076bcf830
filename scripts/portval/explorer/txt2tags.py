"""A txt2tags source (.t2t), read as the Markdown it stands for, line for line.

A txt2tags file opens with three header lines (title, author, date; a first line left empty means no header), then
``%!`` settings and ``%`` comments, ``= Title =`` and ``== Section ==`` headings, ````code```` and ``**bold**``
marks, ``--struck--`` text, ``||`` a table's header row and ``|`` its other rows, and a line opening with a tab a quote.
Read as Markdown, the headings are prose, the comments read as the writer's words and the table is a paragraph of pipes.
Here the title is a heading, the author and date lines, settings and comments are blank, a heading is a heading, code
is code, struck text struck, a table's rows HTML rows (its header row of header cells), which the readers of tables
read as a table, and a tab-indented line a quote.
"""

from __future__ import annotations

import html
import re

_HEADING = re.compile(r"^\s*(=+|\++)\s*([^\s=+].*?)\s*\1(?:\[[\w-]*\])?\s*$")
_SETTING = re.compile(r"^%!\s*\w+")


def is_txt2tags(text: str) -> bool:
    """Whether the report is a txt2tags source: its ``%!`` settings (two, or one beside a heading written ``= x =``), or
    two such headings with ````code```` marks."""
    lines = text.split("\n")
    settings = sum(1 for line in lines if _SETTING.match(line))
    headings = sum(1 for line in lines if _HEADING.match(line) and line.lstrip()[:1] == "=")
    fenced = bool(re.search(r"^```", text, re.MULTILINE))
    if re.search(r"^\.\. [\w-]+::", text, re.MULTILINE):
        return False  # reStructuredText's directives: its "``code``" and "=" rules are its own
    return settings >= 2 or (settings >= 1 and headings >= 1) or (headings >= 2 and "``" in text and not fenced)


def txt2tags_lines(lines: list[str]) -> list[str]:
    """The source as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    header = bool(lines) and bool(lines[0].strip())
    verbatim = False
    for number, line in enumerate(lines):
        if header and number < 3:
            out.append(f"# {_inline(line.strip())}" if number == 0 and line.strip() else "")
            continue
        if line.strip() == "```":
            verbatim = not verbatim
            out.append("```")
            continue
        if verbatim:
            out.append(line)
            continue
        if line.startswith("%"):
            out.append("")
            continue
        heading = _HEADING.match(line)
        if heading:
            out.append(f"{'#' * min(len(heading.group(1)), 6)} {_inline(heading.group(2))}")
            continue
        if line.lstrip().startswith("|"):
            out.append(_row(line.strip()))
            continue
        if line.startswith("\t"):
            out.append(f"> {_inline(line.strip())}")
            continue
        out.append(_inline(line))
    return out


def _row(line: str) -> str:
    """A table row as an HTML row: "|| a | b |" a header row, "| a | b |" a row of cells."""
    kind = "th" if line.startswith("||") else "td"
    cells = [cell.strip() for cell in line.strip("|").split(" | ")]
    return "<tr>" + "".join(f"<{kind}>{html.escape(_inline(cell), quote=False)}</{kind}>" for cell in cells) + "</tr>"


def _inline(text: str) -> str:
    """txt2tags' inline marks as Markdown's: ````x```` code, ``--x--`` struck, ``//x//`` emphasis, ``__x__`` plain."""
    parts = re.split(r"``(.+?)``", text)
    words = []
    for index, part in enumerate(parts):
        if index % 2:
            words.append(f"`{part}`")
            continue
        part = re.sub(r"(?<![\w-])--(\S(?:.*?\S)?)--(?![\w-])", r"~~\1~~", part)
        part = re.sub(r"(?<![\w/:])//(\S(?:.*?\S)?)//(?![\w/])", r"*\1*", part)
        words.append(re.sub(r"(?<!\w)__(\S(?:.*?\S)?)__(?!\w)", r"\1", part))
    return "".join(words)
