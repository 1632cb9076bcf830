"""A row of a table a database dump holds (pg_dump's COPY blocks, sqlite3's INSERTs), read as a section of notes.

A team that keeps its findings in a table hands over a dump of it: each row a note, its short columns saying whose
note it is and where it stands (an id, an author, a patch id, a status), its long ones holding the words. Here a row
is a heading that names it by its short columns ("## findings 23 (patch_id: `maxtext.logger`, status: confirmed)",
an id-like value a code span, so that a row of another patch reads as that patch's), then the lines of its long
columns; a row whose status marks it taken back, replaced, unfinished or unverified is quoted whole, someone's
earlier or unchecked words.
"""

from __future__ import annotations

import re

# The values of a short column that say a row is not the current word: taken back, replaced, unfinished, unchecked.
_SET_APART = re.compile(
    r"^(?:retracted|superseded|rejected|withdrawn|obsolete|deprecated|wrong|draft|archived"
    r"|hypothesis|unverified|unconfirmed|open|proposed|question|todo|tbd)$",
    re.IGNORECASE,
)
# The columns that say where a row stands: only their values set a row apart (a title "Open question" does not).
_STATUS_COLUMN = re.compile(r"status|state|verdict|resolution|stage")
# The columns that hold a note's words, however short: never read into its heading.
_TEXT_COLUMNS = frozenset({"body", "text", "note", "notes", "content", "message", "description", "comment", "summary", "claim"})
# A short value that names a patch or a path ("maxtext.logger", "megatron.args.x"): written as code in the heading.
_DOTTED = re.compile(r"[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+")


def row_lines(table: str, columns: list[str], fields: list[str | None]) -> list[str]:
    """A row as a heading naming its short columns, then its long columns' lines (quoted whole where it is set apart)."""
    pairs = list(zip(columns, fields))
    short = [
        (name, value)
        for name, value in pairs
        if value is not None and "\n" not in value and len(value) <= 60 and name.lower() not in _TEXT_COLUMNS
    ]
    long = [value for name, value in pairs if value is not None and (name, value) not in short]
    apart = any(_STATUS_COLUMN.fullmatch(name.lower()) and _SET_APART.match(value) for name, value in short)
    key = _code(short[0][1]) if short else ""
    named = ", ".join(f"{name}: {_code(value)}" for name, value in short[1:])
    body = [line for value in long for line in [*value.split("\n"), ""]]
    return [f"## {table} {key}" + (f" ({named})" if named else ""), "", *[f"> {line}" if apart else line for line in body]]


def _code(value: str) -> str:
    return f"`{value}`" if _DOTTED.fullmatch(value) else value
