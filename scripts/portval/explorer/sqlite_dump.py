"""A database of notes saved by `sqlite3 db .dump`, read as the Markdown its rows hold.

sqlite3's dump is SQL: "PRAGMA foreign_keys=OFF;", "BEGIN TRANSACTION;", each table's "CREATE TABLE name (...)" with
its columns, then its rows, one "INSERT INTO name VALUES(1,'a.b','It''s ...',NULL);" a row (a text's line breaks
written "replace('a\\nb','\\n',char(10))", or kept raw inside the quotes by older versions), and "COMMIT;". Read as text,
each row is one line of quoted values, and a row about another patch or one its status takes back reads as plain as
any other. Here the statements are blank and each row is read as sql_rows reads a row: a heading naming its short
columns, then its text, quoted whole where its status sets it apart.
"""

from __future__ import annotations

import re

from .sql_rows import row_lines
from .text import unfenced

_CREATE = re.compile(r'^CREATE TABLE (?:IF NOT EXISTS )?["`\[]?([^"`\]\s(]+)["`\]]?\s*\((.*)$', re.IGNORECASE)
_INSERT = re.compile(r'^INSERT INTO ["`\[]?([^"`\]\s(]+)["`\]]?\s*(?:\(([^)]*)\))?\s*VALUES\s*\((.*)$', re.IGNORECASE | re.DOTALL)
_CONSTRAINT = re.compile(r"^(?:PRIMARY|FOREIGN|UNIQUE|CHECK|CONSTRAINT)\b", re.IGNORECASE)
_TOKEN = re.compile(r"\s*(?:'((?:[^']|'')*)'|(NULL)\b|([-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)|[xX]'[0-9a-fA-F]*'|(\w+)\s*\(|(\)))", re.IGNORECASE)


def is_sqlite_dump(text: str) -> bool:
    """Whether the report is sqlite3's dump: its transaction, a table created, and a row inserted with VALUES(...)."""
    text = unfenced(text)  # a Markdown report that quotes it in a fence is no such output
    return (
        bool(re.search(r"^BEGIN TRANSACTION;[ \t]*$", text, re.MULTILINE))
        and bool(re.search(r"^CREATE TABLE ", text, re.MULTILINE))
        and bool(re.search(r"^INSERT INTO [^\n]*VALUES[ \t]*\(", text, re.MULTILINE))
    )


def sqlite_dump_lines(lines: list[str]) -> list[str]:
    """Each row inserted as a heading and its text (see the module's docstring); every other line blank."""
    out: list[str] = []
    columns: dict[str, list[str]] = {}
    creating = ""  # the table whose CREATE statement is being read
    pending: list[str] = []  # an INSERT whose quoted text goes on over the next lines
    quotes = 0  # the quote marks the pending INSERT holds so far
    for line in lines:
        if pending and (line.startswith(("INSERT INTO ", "COMMIT;", "CREATE ")) and quotes % 2 == 1):
            # A quote its writer never closed: the statement ends where the next one begins, its words read as far as
            # they go.
            out += _row("\n".join(pending) + "');", columns)
            pending, quotes = [], 0
        if pending:
            pending.append(line)
            quotes += line.count("'")
            if quotes % 2 == 0 and re.search(r"\)\s*;\s*$", line):
                out += _row("\n".join(pending), columns)
                pending, quotes = [], 0
            continue
        if created := _CREATE.match(line):
            creating = created.group(1)
            columns[creating] = []
            rest = created.group(2)
            if rest.strip():
                columns[creating] += _column_names(rest)
                creating = "" if re.search(r"\)\s*;\s*$", rest) else creating
        elif creating:
            if re.match(r"^\s*\)\s*;?\s*$", line):
                creating = ""
            else:
                columns[creating] += _column_names(line)
        elif _INSERT.match(line):
            if _complete(line):
                out += _row(line, columns)
            else:
                pending, quotes = [line], line.count("'")
            continue
        out.append("")
    return out


def _column_names(text: str) -> list[str]:
    """The names of the columns a part of a CREATE TABLE statement declares (its constraints declare none): the parts
    between the commas outside parentheses, the statement's own closing ");" left out."""
    text = re.sub(r"\)\s*;?\s*$", "", text.strip()) if text.count(")") > text.count("(") else text
    parts, depth, current = [], 0, ""
    for char in text:
        depth += char == "("
        depth -= char == ")"
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    parts.append(current)
    return [part.strip().split()[0].strip('"`[]') for part in parts if part.strip() and not _CONSTRAINT.match(part.strip())]


def _complete(statement: str) -> bool:
    """Whether an INSERT statement's quotes are all closed and it ends with ");"."""
    return statement.count("'") % 2 == 0 and bool(re.search(r"\)\s*;\s*$", statement))


def _row(statement: str, columns: dict[str, list[str]]) -> list[str]:
    insert = _INSERT.match(statement)
    table = insert.group(1)
    names = [n.strip().strip('"`[]') for n in insert.group(2).split(",")] if insert.group(2) else columns.get(table, [])
    values = _values(insert.group(3))
    names = names + [f"column {n + 1}" for n in range(len(names), len(values))]
    return row_lines(table, names, values)


def _values(text: str) -> list[str | None]:
    """The values of a VALUES(...) list: strings unquoted, NULL as None, numbers as written, replace() and char() worked out."""
    values, _ = _parse(text, 0)
    return values


def _parse(text: str, start: int) -> tuple[list[str | None], int]:
    """The values from ``start`` up to the ")" that closes their list, and the position after it."""
    values: list[str | None] = []
    position = start
    while position < len(text):
        token = _TOKEN.match(text, position)
        if token is None:
            position += 1  # a comma, a space
            continue
        position = token.end()
        string, null, number, call, close = token.groups()
        if close:
            return values, position
        if call:
            arguments, position = _parse(text, position)
            values.append(_call(call.lower(), arguments))
        elif string is not None:
            values.append(string.replace("''", "'"))
        elif null:
            values.append(None)
        else:
            values.append(number if number is not None else token.group(0).strip())
    return values, position


def _call(name: str, arguments: list[str | None]) -> str | None:
    """What sqlite3's dump calls to write a text work out to: replace(text, '\\n', char(10)) restores its line breaks."""
    if name == "char":
        return "".join(chr(int(a)) for a in arguments if a and a.isdigit())
    if name == "replace" and len(arguments) == 3 and all(a is not None for a in arguments):
        return arguments[0].replace(arguments[1], arguments[2])
    return " ".join(a for a in arguments if a)
