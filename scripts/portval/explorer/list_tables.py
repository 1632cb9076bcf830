"""A list-table directive's rows (reST's ``.. list-table::``, MyST's ```` ```{list-table} ````) as an HTML table.

Both write a row as a bullet of bullets: ``* - cell`` opens the row and its first cell, ``  - cell`` adds a cell, and an
indented line goes on with the cell above. Read as Markdown that is a nested list, one cell an item, so a row's cells
part from one another and an inventory's columns are lost. Here each row is an HTML row on its first line, and the other
lines of the table a no-break space, which keeps the HTML block whole and the line count unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_CELL = re.compile(r"^\s*(\*\s+)?-(?:\s+(.*))?$")


def list_table_rows(lines: list[str], start: int, end: int, out: list[str], *, header: bool, inline: Callable[[str], str]) -> None:
    """Write the rows of the table body ``lines[start:end]`` into ``out`` (see the module's docstring): the first row a
    header row where ``:header-rows:`` says so, each cell's words through ``inline`` (the page's roles as code)."""
    rows: list[tuple[int, list[str]]] = []
    for number in range(start, end):
        cell = _CELL.match(lines[number])
        if cell and cell.group(1):
            rows.append((number, [(cell.group(2) or "").strip()]))
        elif cell and rows:
            rows[-1][1].append((cell.group(2) or "").strip())
        elif rows and lines[number].strip():
            rows[-1][1][-1] += " " + lines[number].strip()
        out[number] = "\u00a0" if rows else ""
    for position, (number, cells) in enumerate(rows):
        tag = "th" if header and position == 0 else "td"
        row = "".join(f"<{tag}>{inline(cell)}</{tag}>" for cell in cells)
        out[number] = ("<table>" if position == 0 else "") + f"<tr>{row}</tr>" + ("</table>" if position == len(rows) - 1 else "")
