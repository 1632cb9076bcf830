"""An issue tracker's CSV export (Jira's, YouTrack's), read as the text its cells hold, line for line.

A ticket exported as CSV is one record per ticket: short cells (key, summary, status) and long quoted ones (the
description, each comment) that run over many lines, with every quote inside doubled. Read as Markdown, the whole
record is one paragraph: ``""megatron""`` is no name, the column names are a sentence, and a comment that corrects the
description runs on from it. Here each line keeps only the words of its long cells, unquoted; the column row is blank; a
comment loses its "date;author;" prefix; and where a description opens with a heading, the record's summary takes its
place as the ticket's heading. A chat exported so (Viber's "Date,Time,Sender Name,Sender Phone Number,Message") is read
the same way, each message an item of its own after the lines it quotes. The cells keep their own markup (a Jira ticket's ``h3.`` and ``{{code}}``), which the
markup readers then read.
"""

from __future__ import annotations

import csv
import io
import re

_HEADER = re.compile(r"^[A-Za-z][\w .()/-]{0,40}(?:,[A-Za-z][\w .()/-]{0,40}){3,}\s*$")
_LONG_COLUMNS = re.compile(r"^(?:description|comments?|body|details|notes?|text|message|steps to reproduce)$", re.IGNORECASE)
# A chat's export, one record a message: a sender's column beside the message's ("Date,Time,Sender Name,...,Message").
_SENDER_COLUMN = re.compile(r"^(?:sender(?: name)?|from|author|user(?: ?name)?)$", re.IGNORECASE)
# Jira's export of a comment: "19/Aug/26 10:12 AM;mchen;Looked at ...".
_COMMENT_PREFIX = re.compile(r"^[^;\n]{4,40};[^;\n]{1,60};")


def is_tracker_csv(text: str) -> bool:
    """Whether the report is a tracker's CSV export: a row of column names, one of them a long column (Description,
    Comment), over records one of which holds a cell of several lines."""
    lines = text.split("\n")
    if not lines or not _HEADER.match(lines[0]):
        return False
    columns = next(csv.reader([lines[0]]))
    if not any(_LONG_COLUMNS.match(c.strip()) for c in columns):
        return False
    try:
        records = list(csv.reader(io.StringIO(text)))
    except csv.Error:
        return False
    return len(records) >= 2 and any("\n" in cell for record in records[1:] for cell in record)


def tracker_csv_lines(lines: list[str]) -> list[str]:
    """Each line with the words of the long cells it holds; every short cell blank (see the module's docstring)."""
    text = "\n".join(lines)
    out = [""] * len(lines)
    columns = [c.strip() for c in next(csv.reader([lines[0]]))]
    chat = any(_SENDER_COLUMN.match(c) for c in columns) and any(c.lower() == "message" for c in columns)
    for record in csv_records(text, start=len(lines[0]) + 1, first_line=1):
        summary = next((cell for column, (cell, _) in zip(columns, record) if column.lower() == "summary"), "")
        first_long = True
        for column, (cell, line) in zip(columns, record):
            if not (_LONG_COLUMNS.match(column) or "\n" in cell):
                continue
            cell_lines = cell.split("\n")
            if column.lower().startswith("comment"):
                cell_lines[0] = _COMMENT_PREFIX.sub("", cell_lines[0])
            if first_long and summary and re.match(r"h[1-6]\.\s", cell_lines[0]):
                cell_lines[0] = f"h2. {summary}"  # the ticket's title heads its description
            if chat:
                cell_lines = _message_item(cell_lines)
            first_long = False
            for offset, words in enumerate(cell_lines):
                number = line + offset
                out[number] = f"{out[number]} {words}".strip() if out[number] else words
    return out


def _message_item(cell_lines: list[str]) -> list[str]:
    """A chat message's lines as an item of its own: its first line of its own words opens the item, after the lines of
    the message it quotes ("> And it's gated on ..."), which stay a quotation."""
    out = list(cell_lines)
    first = next((i for i, words in enumerate(out) if words.strip() and not words.lstrip().startswith(">")), None)
    if first is not None and not out[first].lstrip().startswith(("- ", "* ")):
        out[first] = "- " + out[first].lstrip()
    return out


def csv_records(text: str, start: int, first_line: int, delimiter: str = ",") -> list[list[tuple[str, int]]]:
    """The records after the column row, each cell with the line it starts on (the csv module keeps no cell's line);
    ``delimiter`` is the mark between cells ("," or, as a European spreadsheet writes it, ";")."""
    records: list[list[tuple[str, int]]] = []
    record: list[tuple[str, int]] = []
    position, line = start, first_line
    while position < len(text):
        cell_line = line
        if text[position] == '"':
            position += 1
            parts: list[str] = []
            while position < len(text):
                close = text.find('"', position)
                if close < 0:
                    parts.append(text[position:])
                    position = len(text)
                    break
                parts.append(text[position:close])
                if text[close + 1 : close + 2] == '"':
                    parts.append('"')
                    position = close + 2
                    continue
                position = close + 1
                break
            cell = "".join(parts)
            line += cell.count("\n")
        else:
            end = len(text)
            for mark in (delimiter, "\n"):
                found = text.find(mark, position)
                end = min(end, found) if found >= 0 else end
            cell = text[position:end]
            position = end
        record.append((cell, cell_line))
        if position < len(text) and text[position] == delimiter:
            position += 1
            continue
        records.append(record)
        record = []
        if position < len(text) and text[position] == "\n":
            position += 1
            line += 1
    if record:
        records.append(record)
    return records
