"""A table of notes saved by ``pg_dump`` as plain SQL, read as the Markdown its rows hold.

A team that keeps its review notes in PostgreSQL hands over a dump: header comments and ``SET`` lines (the session's
settings: ``SET statement_timeout = 0;``), ``CREATE TABLE``, then each table's rows between ``COPY public.notes (id,
author, created_at, status, body) FROM stdin;`` and a line holding ``\\.``, one row a line, its columns joined by tabs,
its line breaks written ``\\n``. Read as text, the session's settings read as settings of the patch and each note is one
line. Here the statements and comments are blank; each row is read as sql_rows reads a row (a heading naming its
short columns, "## notes 212 (author: r.okafor, status: retracted)", then its text; a retracted one quoted). The line
numbers a draft cites count the lines as read.
"""

from __future__ import annotations

import re

from .sql_rows import row_lines
from .text import unfenced

_COPY = re.compile(r"^COPY\s+(?:(?:\w+|\"[^\"]+\")\.)?(?:\"([^\"]+)\"|(\w+))\s+\(([^)]*)\)\s+FROM\s+stdin;\s*$")
_END = "\\."
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
            out += row_lines(table, columns, [_unescaped(field) for field in line.split("\t")])
        else:
            out.append("")
    return out


def _unescaped(field: str) -> str | None:
    """A COPY field as its text: "\\N" no value, "\\n" a line break, "\\\\" a backslash."""
    if field == "\\N":
        return None
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(1)), field)
