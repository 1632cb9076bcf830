"""A table a tool exports as CSV whose rows are the parts of a document, read as that document with lines of its own.

A Notion database exported as CSV ("Name,Status,...,Notes,...") holds a page a row: its title in the first column,
its properties after it, its text in long cells quoted over several lines. A Lucidchart diagram's shape data
("Id,Name,Shape Library,Page ID,Contained By,...,Status,Text Area 1,...,Comments") holds a shape a row: pages,
containers and the shapes inside them, each with its text. Read as the file's lines, a row's title and status are short
cells no reader sees, so a row marked "Rejected" or "Related patch" reads as the report's own words, and a container's
title heads nothing. Here each row is written as the document it stands for:

- a Notion page: its title a heading, its status in front ("## Rejected: Patch logic"), its long cells as written;
- a Lucidchart page a heading (the first the title), a container a section under it ("## Related patch: ..."), each
  shape's text a paragraph under its container, struck when its status takes it back ("Retracted", "Rejected"), a
  comment on it after it, the lines between shapes left out.

The draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import csv
import io
import re

from .json_exports import printed_view

# A status that takes a row back, or gives it to another patch or to a supposed case: said in front of its title.
_TAKEN_BACK = re.compile(r"^\s*(?:rejected|retracted|wrong|superseded|obsolete|withdrawn|struck)\b", re.IGNORECASE)
_SAID_OF = re.compile(r"^\s*(?:related(?:\s+patch)?|companion|not\s+this\s+(?:one|patch)|hypothetical|supposed|upstream)\b", re.IGNORECASE)
# Notion's long text properties: what the page says.
_NOTION_TEXT = re.compile(r"^(?:notes?|text|description|content|details|body|summary|comments?)$", re.IGNORECASE)


def csv_document_view(text: str, name: str = "report.csv") -> tuple[str, str]:
    """A Notion database or a Lucidchart diagram exported as CSV as its document, and what its line numbers count;
    ``(text, "")`` for any other report."""
    rows = _rows(text)
    if not rows:
        return text, ""
    header = [cell.strip() for cell in rows[0]]
    if {"Shape Library", "Text Area 1", "Contained By"} <= set(header):
        return printed_view(_lucidchart(header, rows[1:]), name, "each page a heading, each container a section, each shape's text")
    if header[:1] == ["Name"] and any(_NOTION_TEXT.match(c) for c in header) and len(rows) >= 3:
        return printed_view(_notion(header, rows[1:]), name, "each row a page: its name a heading, its text under it")
    return text, ""


def _rows(text: str) -> list[list[str]]:
    """The CSV's rows, or [] when the text is no CSV of one header and rows of as many cells."""
    text = text.lstrip("\ufeff")
    first = text.split("\n", 1)[0]
    if first.count(",") < 3 or not re.match(r"[A-Za-z]", first):
        return []
    try:
        rows = list(csv.reader(io.StringIO(text)))
    except csv.Error:
        return []
    rows = [row for row in rows if row]
    return rows if len(rows) >= 2 and all(len(row) == len(rows[0]) for row in rows) else []


def _status_heading(level: str, title: str, status: str) -> str:
    """A row's heading, its status in front of its title where the status says whose or whether it is."""
    title = " ".join(title.split())
    said = _TAKEN_BACK.match(status) or _SAID_OF.match(status)
    return f"{level} {status.strip()}: {title}" if said else f"{level} {title}"


def _notion(header: list[str], rows: list[list[str]]) -> list[str]:
    """Each Notion page: its title (with a status that takes it back or gives it away) a heading, its text under it."""
    status = next((i for i, column in enumerate(header) if column.lower() == "status"), None)
    texts = [i for i, column in enumerate(header) if _NOTION_TEXT.match(column)]
    lines: list[str] = []
    for row in rows:
        lines += [_status_heading("##", row[0], row[status] if status is not None else ""), ""]
        for index in texts:
            if row[index].strip():
                lines += [*row[index].replace("\r\n", "\n").strip("\n").split("\n"), ""]
    return lines


def _lucidchart(header: list[str], rows: list[list[str]]) -> list[str]:
    """Each Lucidchart page a heading, its containers sections, their shapes' text paragraphs (see the docstring)."""
    column = {name: index for index, name in enumerate(header)}
    areas = [index for name, index in column.items() if name.startswith("Text Area")]
    shapes = [dict(zip(header, row)) for row in rows]
    lines: list[str] = []

    def text_of(shape: dict) -> list[str]:
        return [line for index in areas for line in [*shape[header[index]].replace("\r\n", "\n").strip("\n").split("\n")] if line.strip()]

    def write(shape: dict) -> None:
        words = text_of(shape)
        if not words:
            return
        if _TAKEN_BACK.match(shape.get("Status", "")):
            words = [f"~~{line}~~" for line in words]
        elif _SAID_OF.match(shape.get("Status", "")):
            words = [f"{shape['Status'].strip()}: {words[0]}", *words[1:]]
        lines.extend([*words, ""])
        if shape.get("Comments", "").strip():
            lines.extend([f"Comment: {' '.join(shape['Comments'].split())}", ""])

    for number, page in enumerate(s for s in shapes if s["Name"] == "Page"):
        # The first page titles the document; a later one is a part of it, its containers a level below it.
        level = "#" if number == 0 else "##"
        lines += [f"{level} {' '.join(text_of(page))}", ""]
        on_page = [s for s in shapes if s["Page ID"] == page["Id"] and s["Name"] != "Line"]
        for shape in (s for s in on_page if not s["Contained By"] and "Container" not in s["Name"]):
            write(shape)
        for container in (s for s in on_page if "Container" in s["Name"]):
            lines += [_status_heading("##" if number == 0 else "###", " ".join(text_of(container)), container.get("Status", "")), ""]
            for shape in (s for s in on_page if s["Contained By"] == container["Id"]):
                write(shape)
    return lines
