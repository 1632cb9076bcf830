"""A Fossil ticket saved as its web page (``/tktview``), read as the Markdown it stands for, line for line.

Fossil shows a ticket as a table: a row for each field ("Status:", "Version Found In:"), then "User Comments:" and one
cell holding every remark, each under "<user> added on <time>:", its wiki markup rendered to HTML over many lines.
Read as HTML, that cell is one table row: every remark, headings and lists and all, is one line of the report, and
the page's menus read as prose. Here each field on one line is a labelled item, each remark's header a heading over
its HTML read as Markdown (line for line), and the page around the ticket is blank.
"""

from __future__ import annotations

import html
import re

from .word_html import html_markdown

_COMMENTER = re.compile(r"<span class=['\"]tktDspCommenter['\"]>(.*?)</span>", re.IGNORECASE | re.DOTALL)
_FIELD = re.compile(r"<td class=['\"]tktDspLabel['\"]>(.*?)</td>\s*<td\b[^>]*class=['\"]tktDspValue['\"][^>]*>(.*?)</td>", re.IGNORECASE)
_CELL_END = re.compile(r"^\s*</td>\s*(?:</tr>)?\s*$", re.IGNORECASE)
_TAG = re.compile(r"<[^>]*>")


def is_fossil_ticket(text: str) -> bool:
    """Whether the report is a Fossil ticket's page: its field cells and its remarks' headers."""
    return "tktDspValue" in text and bool(_COMMENTER.search(text))


def fossil_ticket_lines(lines: list[str]) -> list[str]:
    """The ticket as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    start = next((i for i, line in enumerate(lines) if _COMMENTER.search(line)), len(lines))
    end = next((i for i in range(start, len(lines)) if _CELL_END.match(lines[i])), len(lines))
    for index in range(start):
        if field := _FIELD.search(lines[index]):
            label, value = (html.unescape(_TAG.sub("", part)).replace("\u00a0", " ").strip() for part in field.groups())
            out[index] = f"- {label} {value}" if value else ""
    remarks = "\n".join(lines[start:end])
    remarks = _COMMENTER.sub(lambda m: f"<h3>{m.group(1)}</h3>", remarks)
    remarks = re.sub(r"<hr\b[^>]*>", "", remarks, flags=re.IGNORECASE)
    read = html_markdown(remarks).split("\n")
    if len(read) == end - start:
        out[start:end] = read
    return out
