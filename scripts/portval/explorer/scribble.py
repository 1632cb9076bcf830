"""A Racket Scribble document (.scrbl), read as the Markdown it stands for, line for line.

Scribble writes a document as at-expressions: ``@title{...}``, ``@section[#:tag "x"]{...}`` and ``@subsection{...}``
head its parts, ``@racket[x]``, ``@tt{x}`` and ``@code{x}`` are code, ``@bold{x}`` and ``@italic{x}`` emphasis,
``@itemlist[@item{...} ...]`` a list, ``@tabular[... (list (list a b) ...)]`` a table of rows, ``@codeblock|{...}|`` a
block shown as written, ``@margin-note{...}`` a note in the margin, ``@;{...}`` and ``@;`` comments, and ``#lang`` and
``@(require ...)`` what the document loads. Read as Markdown, every name is wrapped in its command, a list is one
paragraph and the comments read as the writer's words.

Here a heading is a heading (its words on its first line), code is code, a list's item an item, each row of a table an
HTML row on the line it starts on (its first row of header cells where every cell is bold), a code block a fenced block,
a margin note "(Note: ...)" where it stands, and the comments, the requires and the author blank.
"""

from __future__ import annotations

import html
import re

from .table_rows import ROW_GOES_ON

_NAME = re.compile(r"[A-Za-z][\w-]*")
_HEADINGS = {"title": 1, "section": 2, "subsection": 3, "subsubsection": 4}
_CODE = frozenset({"racket", "tt", "code", "racketidfont", "racketvalfont", "racketfont", "exec", "filepath", "literal", "racketmodname", "envvar"})
_BLOCKS = frozenset({"codeblock", "verbatim", "racketblock", "racketmod", "codeblock0"})
_BLANK = frozenset({"author", "hspace", "table-of-contents", "local-table-of-contents", "index", "secref-tag", "defmodule"})


def is_scribble(text: str) -> bool:
    """Whether the report is a Scribble document: its ``#lang scribble/...`` line, or a title and a section written as
    at-expressions."""
    return bool(re.match(r"\s*#lang\s+scribble/", text)) or (
        bool(re.search(r"^@title(?:\[[^\]]*\])?\{", text, re.MULTILINE)) and bool(re.search(r"^@section(?:\[[^\]]*\])?\{", text, re.MULTILINE))
    )


def scribble_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    text = "\n".join(lines)
    if text.lstrip().startswith("#lang"):
        text = re.sub(r"^\s*#lang[^\n]*", "", text, count=1)
    out = _render(text).split("\n")
    return out + [""] * (len(lines) - len(out)) if len(out) < len(lines) else out[: len(lines)]


def _render(text: str) -> str:
    """The text with each at-expression as what it stands for, its line breaks kept."""
    out: list[str] = []
    position = 0
    while position < len(text):
        at = text.find("@", position)
        if at < 0:
            out.append(text[position:])
            break
        out.append(text[position:at])
        written, position = _command(text, at)
        out.append(written)
    return "".join(out)


def _command(text: str, at: int) -> tuple[str, int]:
    """The at-expression at ``at`` as Markdown, and where it ends."""
    if text.startswith("@;{", at):
        end = _matching(text, at + 2, "{", "}")
        return _breaks(text[at:end]), end
    if text.startswith("@;", at):
        end = text.find("\n", at)
        return "", len(text) if end < 0 else end
    if text.startswith("@(", at):
        end = _matching(text, at + 1, "(", ")")
        return _breaks(text[at:end]), end
    if text.startswith('@"', at):
        # @"@" writes a literal at sign (or any string) into the text.
        end = text.find('"', at + 2)
        return (text[at + 2 : end], end + 1) if end >= 0 else ("@", at + 1)
    name = _NAME.match(text, at + 1)
    if not name:
        return "@", at + 1
    position = name.end()
    arguments = body = None
    if text.startswith("[", position):
        end = _matching(text, position, "[", "]")
        arguments, position = text[position + 1 : end - 1], end
    if text.startswith("|{", position):
        end = text.find("}|", position)
        end = len(text) if end < 0 else end + 2
        body, position = text[position + 2 : end - 2], end
    elif text.startswith("{", position):
        end = _matching(text, position, "{", "}")
        body, position = text[position + 1 : end - 1], end
    return _written(name.group(0), arguments, body, text[at:position]), position


def _written(name: str, arguments: str | None, body: str | None, source: str) -> str:
    """One at-expression as Markdown (see the module's docstring), as many line breaks as its source."""
    breaks = _breaks(source)
    if name in _BLANK:
        return breaks
    if name in _HEADINGS:
        words = " ".join(_render(body or "").split())
        return f"{'#' * _HEADINGS[name]} {words}" + breaks
    if name in _CODE:
        words = " ".join(_render(body if body is not None else arguments or "").split())
        return f"`{words}`" + breaks
    if name in _BLOCKS:
        inner = body if body is not None else ""
        return "```" + ("" if inner.startswith("\n") else "\n") + inner + ("" if inner.endswith("\n") else "\n") + "```"
    if name == "tabular":
        return _table(arguments or "", source)
    if name in ("itemlist", "itemize"):
        # "#:style 'ordered": a keyword of the list, no item.
        listed = re.sub(r"#:[\w-]+\s+(?:'?[\w-]+|\"[^\"]*\")", "", arguments or "")
        return _render(listed) if body is None else _render(body)
    if name == "item":
        return "- " + _render(body or "").lstrip()
    if name == "bold":
        return f"**{_render(body or '')}**"
    if name in ("italic", "emph"):
        return f"*{_render(body or '')}*"
    if name == "margin-note":
        return f"(Note: {' '.join(_render(body or '').split())})" + breaks
    return _render(body) if body is not None else breaks


def _table(arguments: str, source: str) -> str:
    """A @tabular's rows, each an HTML row on the line its ``(list`` starts on; the lines between them a no-break space."""
    rows = list(re.finditer(r"\(list\b", arguments))
    outer = rows[0] if rows else None
    rows = [row for row in rows if outer is not None and row.start() > outer.start()] or rows
    lines = [""] * (source.count("\n") + 1)
    offset = source.find(arguments)
    cells_of = [_cells(arguments[row.end() : _matching(arguments, row.start(), "(", ")") - 1]) for row in rows]
    header = bool(cells_of) and all(re.fullmatch(r"\*\*.*\*\*", cell) for cell in cells_of[0])
    numbers = [source.count("\n", 0, offset + row.start()) for row in rows]
    for index, (number, cells) in enumerate(zip(numbers, cells_of)):
        tag = "th" if header and index == 0 else "td"
        row = "<tr>" + "".join(f"<{tag}>{html.escape(cell.strip('*') if tag == 'th' else cell, quote=False)}</{tag}>" for cell in cells) + "</tr>"
        lines[number] = ("<table>" if index == 0 else "") + row + ("</table>" if index == len(rows) - 1 else "")
    if numbers:
        for number in range(numbers[0] + 1, numbers[-1]):
            lines[number] = lines[number] or ROW_GOES_ON
    return "\n".join(lines)


def _cells(row: str) -> list[str]:
    """The cells of one row of a @tabular: each at-expression or string, on one line."""
    cells: list[str] = []
    position = 0
    while position < len(row):
        if row[position] == "@":
            written, position = _command(row, position)
            cells.append(" ".join(written.split()))
        elif row[position] == '"':
            end = row.find('"', position + 1)
            end = len(row) if end < 0 else end + 1
            cells.append(row[position + 1 : end - 1])
            position = end
        else:
            position += 1
    return cells


def _matching(text: str, start: int, opening: str, closing: str) -> int:
    """Where the bracket opened at ``start`` closes (the index after it); a string's brackets are no brackets."""
    depth = 0
    position = start
    while position < len(text):
        character = text[position]
        if character == '"' and opening != "{":
            end = text.find('"', position + 1)
            position = len(text) if end < 0 else end + 1
            continue
        if character == opening:
            depth += 1
        elif character == closing:
            depth -= 1
            if depth == 0:
                return position + 1
        position += 1
    return len(text)


def _breaks(source: str) -> str:
    return "\n" * source.count("\n")
