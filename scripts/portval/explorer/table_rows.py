"""A wiki's table written as HTML rows, one row a line: how the readers of wiki markup (Confluence, MediaWiki, DokuWiki)
hand a table to the table reader without the separator line a Markdown table needs, which would take a line of its
own and shift every line number after it."""

from __future__ import annotations

import html

# A line a table's row held past its first: not blank, so the table stays one block, and no word.
ROW_GOES_ON = "\u00a0"


def in_table(out: list[str]) -> bool:
    """Whether the last line written is a row of a table not yet closed."""
    return bool(out) and out[-1].startswith(("<table>", "<tr>")) and not out[-1].endswith("</table>")


def continues_table(lines: list[str], index: int) -> bool:
    """Whether the line after ``index`` is another row of a wiki table written with pipes."""
    following = lines[index + 1].strip() if index + 1 < len(lines) else ""
    return following.startswith("|") and following.count("|") >= 3


def html_row(cells: list[str], *, header: bool, first: bool, last: bool) -> str:
    """One table row as an HTML row on its own line, opening or closing the table where it does."""
    tag = "th" if header else "td"
    row = "<tr>" + "".join(f"<{tag}>{html.escape(cell, quote=False)}</{tag}>" for cell in cells) + "</tr>"
    return ("<table>" if first else "") + row + ("</table>" if last else "")
