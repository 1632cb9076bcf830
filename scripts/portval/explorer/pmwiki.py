"""A PmWiki page as PmWiki stores it in ``wiki.d``, read as its current text, each line on a line of its own.

PmWiki keeps a page in one file of ``key=value`` lines: who saved it with which browser (``agent=``), its checksum
comment, its name, and ``text=``, the whole page on one line with its line breaks written ``%0a``, ``<`` as ``%3c`` and
``%`` as ``%25``; below it, each earlier version as a ``diff:`` line whose ``<`` lines are words the page no longer
has. Read as text, the browser's version reads as a package's, the whole page is one line, and an old version's words
stand as if the page still said them.

Here the view is the page's current text, decoded, a line of it a line; its markup is read as the Markdown it stands
for: ``(:title x:)`` a heading, ``(:Summary: x:)`` a line "Summary: x", other directives blank, ``!!`` headings,
``@@x@@`` and ``[@x@]`` code, ``'''x'''`` bold, ``{-x-}`` struck and ``{+x+}`` kept, ``[-x-]`` and ``[+x+]`` as their
words, ``[[Page|text]]`` its text, ``*`` and ``#`` items, a ``[@`` ... ``@]`` block a fenced block, a ``||`` table's
rows HTML rows (``||!`` a header cell) and its attribute line blank. The draft gives the command that prints these
lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import html
import re

from .json_exports import printed_view

_TEXT = re.compile(r"^text=(.*)$", re.MULTILINE)
_VERSION = re.compile(r"\Aversion=pmwiki-")


def is_pmwiki_page(text: str) -> bool:
    """Whether the report is a page file of PmWiki's wiki.d: its first line names PmWiki's version, and it has a text."""
    return bool(_VERSION.match(text)) and bool(_TEXT.search(text))


def pmwiki_view(text: str, name: str = "Main.Page") -> tuple[str, str]:
    """The page's current text as Markdown (see the module's docstring), and what its line numbers count;
    ``(text, "")`` for any other report."""
    if not is_pmwiki_page(text):
        return text, ""
    encoded = _TEXT.search(text).group(1)
    if "urlencoded=1" in text.split("\n", 1)[0]:
        page = re.sub(r"%([0-9a-fA-F]{2})", lambda m: chr(int(m.group(1), 16)), encoded)
    else:
        page = encoded.replace("%0a", "\n").replace("%3c", "<").replace("%25", "%")
    return printed_view(_markdown(page.split("\n")), name, "the page's current text, decoded; its older versions left out")


def _markdown(lines: list[str]) -> list[str]:
    """PmWiki's markup as Markdown, a line of the page a line (see the module's docstring); a block's "@]" closing its
    last line of code goes on a line of its own."""
    out: list[str] = []
    block = False  # inside [@ ... @]
    table = False
    for line in lines:
        if block:
            if line.rstrip().endswith("@]"):
                # The block closes; the fence takes a line of its own (the view's lines are its own).
                out += [line.rstrip()[:-2]] if line.strip() != "@]" else []
                out.append("```")
                block = False
            else:
                out.append(line)
            continue
        if table and not line.startswith("||"):
            out[-1] += "</table>"
            table = False
        if line.startswith("[@") and "@]" not in line:
            out += ["```", *([line[2:]] if line[2:].strip() else [])]
            block = True
            continue
        if line.startswith("||"):
            if re.match(r"\|\|\s*\w+=", line) and "||" not in line[2:]:
                out.append("")  # the table's attributes
                continue
            out.append(_row(line, first=not table))
            table = True
            continue
        out.append(_line(line))
    if table:
        out[-1] += "</table>"
    return out


def _row(line: str, first: bool) -> str:
    """A table row as an HTML row: "||!x" a header cell, "||x" a cell."""
    cells = [cell for cell in line.strip().split("||")[1:]]
    if cells and not cells[-1].strip():
        cells = cells[:-1]
    written = "".join(
        f"<th>{html.escape(_inline(cell[1:].strip()), quote=False)}</th>"
        if cell.startswith("!")
        else f"<td>{html.escape(_inline(cell.strip()), quote=False)}</td>"
        for cell in cells
    )
    return ("<table>" if first else "") + f"<tr>{written}</tr>"


def _line(line: str) -> str:
    """One line of the page: a directive, a heading, an item or a paragraph's line."""
    title = re.fullmatch(r"\s*\(:title\s+(.*?):\)\s*", line)
    if title:
        return f"# {_inline(title.group(1))}"
    summary = re.fullmatch(r"\s*\(:Summary:\s*(.*?):\)\s*", line, re.IGNORECASE)
    if summary:
        return f"Summary: {_inline(summary.group(1))}"
    line = re.sub(r"\(:\w+.*?:\)", "", line)  # the other directives: a comment, a table of contents
    heading = re.match(r"^(!{1,6})\s*(.*)$", line)
    if heading:
        return f"{'#' * len(heading.group(1))} {_inline(heading.group(2))}"
    item = re.match(r"^([*#]+)\s*(.*)$", line)
    if item:
        indent = "  " * (len(item.group(1)) - 1)
        return f"{indent}{'-' if item.group(1)[0] == '*' else '1.'} {_inline(item.group(2))}"
    return _inline(line)


def _inline(text: str) -> str:
    """PmWiki's inline marks as Markdown's."""
    text = re.sub(r"\[@(.*?)@\]|@@(.*?)@@", lambda m: f"`{m.group(1) if m.group(1) is not None else m.group(2)}`", text)
    text = re.sub(r"\{-(.*?)-\}", r"~~\1~~", text)
    text = re.sub(r"\{\+(.*?)\+\}", r"\1", text)
    text = re.sub(r"\[([-+]+)(.*?)\1\]", r"\2", text)
    text = re.sub(r"\[\[(?:[^|\]]*\|)?([^\]]*)\]\]", r"\1", text)
    text = re.sub(r"'''(.*?)'''", r"**\1**", text)
    text = re.sub(r"''(.*?)''", r"*\1*", text)
    text = re.sub(r"%[\w-]+(?:=[^%]*)?%", "", text)  # a style ("%red%") marks no words
    return text.rstrip("\\").rstrip()
