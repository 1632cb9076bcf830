"""The explorer's inventory exported as CSV, read as the table it is, a record a row, line for line.

A spreadsheet saved as CSV (RFC 4180) keeps the inventory's columns in its first row ("Patch,What it does,Patch
logic (upstream symbol replaced/wrapped),...") and a record a patch, a cell that runs over several lines quoted. Read
as text, every record runs into the next, and another patch's sites read as this one's. Here the records become the
rows of an HTML table, each on the line its record starts on, a cell's lines joined by "; ", the lines a record runs
on over kept inside the table as empty comments; what follows the table (a blank line, then reviewers' notes) is left
as written.
"""

from __future__ import annotations

import csv

from .csv_export import csv_records
from .markdown import inventory_header
from .paths import with_bare_code_quoted
from .table_rows import html_row


def is_csv_inventory(text: str) -> bool:
    """Whether the report opens with a CSV header row of the inventory's columns (Patch and three more)."""
    first = text.lstrip("\ufeff").split("\n", 1)[0]
    if first.count(",") < 3 or "|" in first or "\t" in first:
        return False
    columns = next(csv.reader([first]), [])
    return inventory_header(" | ".join(column.strip() for column in columns))


def csv_inventory_lines(lines: list[str]) -> list[str]:
    """The header and the records up to the first blank line as an HTML table, a row on each record's first line."""
    text = "\n".join(lines)
    header_end = len(lines[0]) + 1
    body_end = text.find("\n\n", header_end)
    body = text[: body_end if body_end >= 0 else len(text)]
    records = [record for record in csv_records(body, header_end, 1) if any(cell.strip() for cell, _ in record)]
    out = list(lines)
    columns = next(csv.reader([lines[0].lstrip("\ufeff")]), [])
    out[0] = html_row([column.strip() for column in columns], header=True, first=True, last=not records)
    last_line = body.count("\n")
    for line in range(1, last_line + 1):
        out[line] = "<!---->"
    for number, record in enumerate(records):
        cells = ["; ".join(part.strip() for part in cell.split("\n") if part.strip()) for cell, _ in record]
        out[record[0][1]] = html_row(
            [with_bare_code_quoted(cell) for cell in cells], header=False, first=False, last=number == len(records) - 1
        )
    return out
