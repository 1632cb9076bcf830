"""An Emacs Muse document (.muse), read as the Markdown it stands for, line for line.

A Muse file opens with directives (``#title``, ``#author``, ``#date``, ``#desc``), then its text: ``*`` at the start of
a line heads a section (``**`` a subsection), ``=x=`` is monospaced, ``<code>x</code>`` code, ``*x*`` and ``**x**``
emphasis, a line ``; ...`` a comment, `` - `` (a space before the dash) an item and `` 1.`` a numbered one, ``term ::
text`` a definition, ``||`` a table's header row and `` | `` its other rows, ``<example>`` and ``<src lang="python">``
blocks shown as written, ``<verbatim>x</verbatim>`` text taken as it is, and ``[1]`` a footnote whose words stand at the
end after ``[1]`` too. Read as Markdown, ``=megatron.a.f=`` is a word with equals signs, a section heading is an item,
a comment is the writer's words and the table is a paragraph of bars.

Here the title is a heading and the other directives and comments are blank; a heading is a heading one level below
the title, ``=x=`` and ``<code>`` code spans, an item an item, a definition an item with its term in bold, a table's
rows HTML rows (its header row of header cells), a block a fenced block, and a footnote's text a paragraph that opens
with its number.
"""

from __future__ import annotations

import html
import re

_DIRECTIVE = re.compile(r"^#(title|author|date|desc|keywords|pubdate)\b\s*(.*)$")
_HEADING = re.compile(r"^(\*{1,5})\s+(\S.*)$")
_BLOCK_OPEN = re.compile(r"^\s*<(example|src|verbatim|literal|quote)\b([^>]*)>\s*$")
_TABLE_ROW = re.compile(r"^\s*(?:\|\|?\s)?.*\s\|\|?\s.*$")
_DEFINITION = re.compile(r"^\s*(\S[^:]*?)\s+::\s+(.*)$")
# "=name=": monospaced, as a code span; an equals sign inside a word ("a=b") or spaced ("x = y") is no mark.
_MONOSPACE = re.compile(r"(?<![\w=])=(\S(?:[^=\n]*?\S)?)=(?![\w=])")


def is_muse(text: str) -> bool:
    """Whether the report is a Muse document: its ``#title`` directive beside another, or Muse's marks (``=x=``
    monospace beside ``* `` headings), and none of org-mode's ``#+`` settings."""
    if re.search(r"^#\+\w+:", text, re.MULTILINE):
        return False
    directives = sum(1 for line in text.split("\n")[:10] if _DIRECTIVE.match(line))
    marked = bool(_MONOSPACE.search(text)) and bool(re.search(r"^\*{1,5} \S", text, re.MULTILINE))
    return (directives >= 2 and "#title" in text[:500]) or (directives >= 1 and marked)


def muse_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    block = ""  # the block open (example, src, verbatim, ...)
    header = True  # the directives at the top
    table = False
    for line in lines:
        if block:
            if re.match(rf"^\s*</{block}>\s*$", line):
                out.append("```")
                block = ""
            else:
                out.append(line)
            continue
        directive = _DIRECTIVE.match(line)
        if header and directive:
            out.append(f"# {_inline(directive.group(2))}" if directive.group(1) == "title" and directive.group(2).strip() else "")
            continue
        header = header and not line.strip()
        opened = _BLOCK_OPEN.match(line)
        if opened:
            block = opened.group(1)
            language = re.search(r"lang=[\"']?(\w+)", opened.group(2))
            out.append("```" + (language.group(1) if language else ""))
            continue
        if line.startswith(";") or re.match(r"^#\w+\s*$", line):
            out.append("")  # a comment, an anchor
            continue
        heading = _HEADING.match(line)
        if heading:
            out.append(f"{'#' * min(len(heading.group(1)) + 1, 6)} {_inline(heading.group(2))}")
            continue
        if re.fullmatch(r"\s*-{4,}\s*", line):
            out.append("")
            continue
        if _TABLE_ROW.match(line) and ("||" in line or table or line.lstrip().startswith("|")):
            out.append(_row(line, first=not table))
            table = True
            continue
        if table:
            out[-1] += "</table>"  # the line written last is the table's last row
            table = False
        definition = _DEFINITION.match(line)
        if definition and not line.startswith(" " * 4):
            out.append(f"- **{_inline(definition.group(1))}:** {_inline(definition.group(2))}")
            continue
        item = re.match(r"^\s+(-|\d+\.)\s+(.*)$", line)
        if item:
            out.append(f"{item.group(1)} {_inline(item.group(2))}")
            continue
        out.append((line[: len(line) - len(line.lstrip())][:3] if line.startswith(" ") else "") + _inline(line.strip()))
    if table:
        out[-1] += "</table>"
    return out


def _row(line: str, first: bool) -> str:
    """A table row as an HTML row: cells split at "||" in the header row, at "|" in the others."""
    header = "||" in line
    cells = [cell.strip() for cell in re.split(r"\s*\|\|\s*" if header else r"\s*\|\s*", line.strip().strip("|").strip())]
    tag = "th" if header else "td"
    row = "<tr>" + "".join(f"<{tag}>{html.escape(_inline(cell), quote=False)}</{tag}>" for cell in cells) + "</tr>"
    return ("<table>" if first else "") + row


def _inline(text: str) -> str:
    """Muse's inline marks as Markdown's: ``=x=``, ``<code>x</code>`` and ``<verbatim>x</verbatim>`` code spans."""
    text = re.sub(r"<(code|verbatim|tt)>(.*?)</\1>", lambda m: f"`{html.unescape(m.group(2))}`", text)
    return _MONOSPACE.sub(lambda m: f"`{m.group(1)}`", text)
