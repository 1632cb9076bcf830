"""A sheet as Google's Sheets API returns its cells (``spreadsheets.values.get``), read as the table it is, line for line.

The API gives a range's cells as JSON: the range, the major dimension, and "values", one array a row, one string a
cell, pretty-printed one cell a line, a row's trailing empty cells left out. Read as a JSON document, every cell is a
line of its own and a row's "Finding" and "Status" never meet. Here each row sits on the line its array opens: the rows
above the first row of three or more cells (a sheet's title, a line of its source) as a heading and paragraphs, that
row as the table's header, each row below it a row of the table, and every other line filler that keeps the table one
block. A batch of ranges (``values.batchGet``) is read range after range, each under its sheet's name.
"""

from __future__ import annotations

import json

from .json_exports import json_value_lines
from .table_rows import ROW_GOES_ON, html_row


def sheet_ranges(text: str) -> list[tuple[dict, list[int]]] | None:
    """The ranges of cells the report holds (one for ``values.get``, each of ``valueRanges`` for ``batchGet``), each
    with the line each of its rows opens on, or None when it is no answer of the Sheets API (a range and rows of strings
    under "values") or holds two rows on one line (its JSON saved compact)."""
    if not text.lstrip().startswith("{") or '"range"' not in text or '"values"' not in text:
        return None
    try:
        answer = json.loads(text)
    except ValueError:
        return None
    if not isinstance(answer, dict):
        return None
    ranges = answer.get("valueRanges", [answer])
    if not isinstance(ranges, list) or not ranges:
        return None
    for cells in ranges:
        if not (isinstance(cells, dict) and isinstance(cells.get("range"), str) and cells.get("majorDimension", "ROWS") == "ROWS"):
            return None
        rows = cells.get("values")
        if not isinstance(rows, list) or not all(isinstance(row, list) and all(isinstance(cell, str) for cell in row) for row in rows):
            return None
    where = json_value_lines(text)
    openings = []
    for number, cells in enumerate(ranges):
        prefix = ("valueRanges", number) if "valueRanges" in answer else ()
        openings.append([where[(*prefix, "values", row)] for row in range(len(cells["values"]))])
    if any(len(set(found)) != len(found) for found in openings):
        return None
    return list(zip(ranges, openings))


def sheet_lines(lines: list[str], ranges: list[tuple[dict, list[int]]]) -> list[str]:
    """Each row of each range on the line its array opens (see the module's docstring); every other line blank, or
    filler inside a table."""
    out = [""] * len(lines)
    for cells, found in ranges:
        rows = [[" ".join(cell.split()) for cell in row] for row in cells["values"]]
        header = next((i for i, row in enumerate(rows) if sum(1 for cell in row if cell) >= 3), len(rows))
        if len(ranges) > 1 and found:
            out[found[0]] = "## " + cells["range"].split("!")[0].strip("'")
        for number, row in zip(found, rows[:header]):
            words = " ".join(cell for cell in row if cell)
            if words:
                out[number] = ("# " + words) if number == found[0] and len(ranges) == 1 else words
        if header == len(rows):
            continue
        width = max(len(row) for row in rows[header:])
        for index in range(header, len(rows)):
            cells_of_row = rows[index] + [""] * (width - len(rows[index]))
            out[found[index]] = html_row(cells_of_row, header=index == header, first=index == header, last=index == len(rows) - 1)
        for number in range(found[header] + 1, _table_end(lines, found[-1])):
            if not out[number]:
                out[number] = ROW_GOES_ON
    return out


def _table_end(lines: list[str], last_row: int) -> int:
    """The line after the last row's closing bracket: the table's filler runs to it."""
    for number in range(last_row, len(lines)):
        if lines[number].strip().startswith("]"):
            return number + 1
    return last_row + 1
