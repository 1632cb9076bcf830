"""A table of notes saved by ``pg_dump`` as plain SQL, read as the Markdown its rows hold.

A team that keeps its review notes in PostgreSQL hands over a dump: header comments and ``SET`` lines (the session's
settings: ``SET statement_timeout = 0;``), ``CREATE TABLE``, then each table's rows between ``COPY public.notes (id,
author, created_at, status, body) FROM stdin;`` and a line holding ``\\.``, one row a line, its columns joined by tabs,
its line breaks written ``\\n``. Read as text, the session's settings read as settings of the patch and each note is one
line. Here the statements and comments are blank; each row is a heading that names it by its short columns ("## notes
212 (author: r.okafor, status: retracted)"), then the lines of its long text columns; a row whose short columns mark it
retracted, superseded, rejected or a draft is quoted whole, someone's earlier or unfinished words. The line numbers a
draft cites count the lines as read.
"""

from __future__ import annotations

import re

from .text import unfenced

_COPY = re.compile(r"^COPY\s+(?:(?:\w+|\"[^\"]+\")\.)?(?:\"([^\"]+)\"|(\w+))\s+\(([^)]*)\)\s+FROM\s+stdin;\s*$")
_END = "\\."
# The values of a short column that say a row is not the current word: taken back, replaced, unfinished.
_SET_APART = re.compile(r"^(?:retracted|superseded|rejected|withdrawn|obsolete|deprecated|wrong|draft|archived)$", re.IGNORECASE)
# The columns that hold a note's words, however short: never read into its heading.
_TEXT_COLUMNS = frozenset({"body", "text", "note", "notes", "content", "message", "description", "comment", "summary"})
_ESCAPES = {"n": "\n", "t": "\t", "r": "", "\\": "\\", "b": "", "f": "", "v": ""}


def is_pg_dump(text: str) -> bool:
    """Whether the report is pg_dump's plain SQL with a table's rows in it: a ``COPY ... FROM stdin;`` block ended by ``\\.``."""
    text = unfenced(text)
    return bool(re.search(r"^COPY\s+\S+\s+\([^)]*\)\s+FROM\s+stdin;[ \t]*$", text, re.MULTILINE)) and bool(re.search(r"^\\\.[ \t]*$", text, re.MULTILINE))


def pg_dump_lines(lines: list[str]) -> list[str]:
    """Each row of each COPY block as a heading and its text (see the module's docstring); every other line blank."""
    out: list[str] = []
    table, columns = "", []
    for line in lines:
        copy = _COPY.match(line)
        if copy:
            table, columns = copy.group(1) or copy.group(2), [c.strip().strip('"') for c in copy.group(3).split(",")]
            out.append("")
        elif columns and line.strip() == _END:
            columns = []
            out.append("")
        elif columns:
            out += _row(table, columns, [_unescaped(field) for field in line.split("\t")])
        else:
            out.append("")
    return out


def _row(table: str, columns: list[str], fields: list[str | None]) -> list[str]:
    """A row as a heading naming its short columns, then its long columns' lines (quoted whole where it is set apart)."""
    pairs = list(zip(columns, fields))
    short = [
        (name, value)
        for name, value in pairs
        if value is not None and "\n" not in value and len(value) <= 60 and name.lower() not in _TEXT_COLUMNS
    ]
    long = [value for name, value in pairs if value is not None and (name, value) not in short]
    apart = any(_SET_APART.match(value) for _, value in short)
    key = short[0][1] if short else ""
    named = ", ".join(f"{name}: {value}" for name, value in short[1:])
    body = [line for value in long for line in [*value.split("\n"), ""]]
    return [f"## {table} {key}" + (f" ({named})" if named else ""), "", *[f"> {line}" if apart else line for line in body]]


def _unescaped(field: str) -> str | None:
    """A COPY field as its text: "\\N" no value, "\\n" a line break, "\\\\" a backslash."""
    if field == "\\N":
        return None
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(1)), field)
