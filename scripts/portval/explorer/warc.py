"""A web archive (WARC) holding a page about the patch, read as the page, line for line.

A crawler or an archiving browser saves each exchange as records: "WARC/1.1", the record's header lines, a blank line,
then its block; a response record's block is the HTTP response, its status line and headers over the page. Read as
Markdown, the headers are prose and the archive's information record, the requests and a stylesheet are more of the
report. Here only the page survives: each HTML (or Markdown, or plain-text) body a response holds stands on its own
lines, for the HTML readers after this one to read; every other line is blank.
"""

from __future__ import annotations

import re

_RECORD = re.compile(r"^WARC/1\.[01]\s*$")
_FIELD = re.compile(r"^([\w-]+):\s*(.*?)\s*$")
# The bodies worth reading: a page, or text a wiki serves raw.
_PAGE_TYPES = ("text/html", "application/xhtml+xml", "text/markdown", "text/plain", "text/x-markdown")


def is_warc(text: str) -> bool:
    """Whether the report is a web archive: it opens with a WARC record and holds a response."""
    lines = text.lstrip("\ufeff").split("\n", 20)
    return bool(lines) and bool(_RECORD.match(lines[0])) and "\nWARC-Type: response" in text


def warc_lines(lines: list[str]) -> list[str]:
    """The page bodies of the archive's response records in place, every other line blank (see the module's docstring)."""
    out = [""] * len(lines)
    starts = [number for number, line in enumerate(lines) if _RECORD.match(line)]
    for start, end in zip(starts, [*starts[1:], len(lines)], strict=True):
        fields, block = _headers(lines, start + 1, end)
        if fields.get("warc-type") != "response" or "msgtype=response" not in fields.get("content-type", "application/http; msgtype=response"):
            continue
        status = block
        if status >= end or not lines[status].startswith("HTTP/"):
            continue
        http, body = _headers(lines, status + 1, end)
        readable = http.get("content-type", "").lower().startswith(_PAGE_TYPES) and http.get("content-encoding", "identity") == "identity"
        if readable:
            for number in range(body, end):
                out[number] = lines[number].rstrip("\r")
    return out


def _headers(lines: list[str], start: int, end: int) -> tuple[dict[str, str], int]:
    """The header fields from ``start`` to the first blank line, by their lower-cased names, and the line after it."""
    fields: dict[str, str] = {}
    number = start
    while number < end and lines[number].strip():
        if field := _FIELD.match(lines[number].rstrip("\r")):
            fields[field.group(1).lower()] = field.group(2)
        number += 1
    return fields, number + 1
