"""A Typst document, read as the Markdown it stands for, line for line.

Typst writes a heading "= Title" (a level for each "="), a numbered item "+ item", strong text "*word*", and everything
else as calls: ``#set`` and ``#show`` rules and ``#let`` definitions that style the page, ``#note[...]`` for a box of
the writer's own, and a table as one ``#table(columns: 3, [a], [b], [c], ...)`` call whose cells are content in
brackets, any number to a line. Read as Markdown, the rules' sizes read as versions ("10.5pt"), a table is one
paragraph, and a note's closing bracket is prose. Here the rules, definitions and layout calls are blank; a heading is
a heading; a call with content keeps its content, a call of the writer's own (``#correction[...]``) opening with its
name as a label ("Correction:"); and a table's cells are grouped by its column count into rows, each row an HTML row on
the line its first cell starts on (see table_rows). Raw blocks fenced with ``` are Markdown's own.
"""

from __future__ import annotations

import re

from .table_rows import html_row

_RULE = re.compile(r"^\s*#(?:set|show|let|import|include|outline|pagebreak|v|h|bibliography)\b")
_HEADING = re.compile(r"^(=+)\s+(.*?)(?:\s*<[\w:.-]+>)?\s*$")
_TABLE = re.compile(r"^\s*#(?:figure\(\s*)?(?:table|grid)\(")
# Calls that only style their content: the content is the words, the call is no label.
_STYLING = frozenset(
    {
        *("text", "strong", "emph", "underline", "overline", "strike", "highlight", "smallcaps", "sub", "super"),
        *("align", "block", "box", "pad", "rect", "link", "figure", "quote", "raw", "heading", "par", "place", "stack"),
        "columns",
    }
)


def is_typst(text: str) -> bool:
    """Whether the report is Typst: rules or definitions ("#set", "#show", "#let") and "= Heading" lines."""
    rules = len(re.findall(r"^#(?:set|show|let|import)\b", text, re.MULTILINE))
    return rules >= 2 and bool(re.search(r"^=+ \S", text, re.MULTILINE))


def typst_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    index = 0
    fenced = False
    while index < len(lines):
        line = lines[index]
        if line.lstrip().startswith("```"):
            fenced = not fenced
            out[index] = line
            index += 1
        elif fenced:
            out[index] = line
            index += 1
        elif _RULE.match(line) or _TABLE.match(line):
            end = _expression_end(lines, index)
            if _TABLE.match(line):
                _table(lines, index, end, out)
            index = end + 1
        else:
            out[index] = _line(line)
            index += 1
    return out


def _expression_end(lines: list[str], start: int) -> int:
    """The line on which the call or rule opening on line ``start`` closes all it opened."""
    depth = 0
    for index in range(start, len(lines)):
        depth += _depth_change(lines[index])
        if depth <= 0 and (index > start or not lines[index].rstrip().endswith(("=", "=>"))):
            return index
    return len(lines) - 1


def _depth_change(line: str) -> int:
    text = re.sub(r'"(?:[^"\\]|\\.)*"|`[^`]*`', "", line)
    return sum(text.count(o) for o in "([{") - sum(text.count(c) for c in ")]}")


def _line(line: str) -> str:
    """One line of markup: a heading, an item, or prose with its calls unwrapped."""
    stripped = line.strip()
    if stripped.startswith("//"):
        return ""
    heading = _HEADING.match(stripped)
    if heading:
        return "#" * min(len(heading.group(1)), 6) + " " + _inline(heading.group(2))
    item = re.match(r"^(\s*)\+\s+(.*)$", line)
    if item:
        return f"{item.group(1)}1. {_inline(item.group(2))}"
    term = re.match(r"^(\s*)/\s+([^:]+):\s*(.*)$", line)
    if term:
        return f"{term.group(1)}- **{_inline(term.group(2))}**: {_inline(term.group(3))}"
    return _inline(line)


def _inline(text: str) -> str:
    """Prose outside its code spans with Typst's marks as Markdown's: strong text, calls unwrapped, labels dropped."""
    parts = re.split(r"(`[^`]*`)", text)
    return "".join(part if part.startswith("`") else _marks(part) for part in parts).rstrip("\\ ")


def _marks(text: str) -> str:
    # "#correction[" opens the writer's own box: its name is the label of what follows.
    text = re.sub(
        r"#([A-Za-z][\w-]*)(?:\([^()]*\))?\[",
        lambda m: "" if m.group(1) in _STYLING else m.group(1).replace("-", " ").capitalize() + ": ",
        text,
    )
    text = re.sub(r"#[A-Za-z][\w.-]*(?:\([^()]*\))?", "", text)  # a call without content: spacing, a symbol
    text = re.sub(r"(?<![\w\\])\*(?=\S)([^*\n]+?)(?<=\S)\*(?!\w)", r"**\1**", text)
    text = re.sub(r"<[\w:.-]+>|(?<!\w)@[\w:.-]*[\w]", "", text)  # a label, a reference to one
    text = re.sub(r"(?<!\\)[\[\]]", "", text)  # the brackets around a call's content
    return re.sub(r"\\([#*\[\]@_<>$\\])", r"\1", text)


def _table(lines: list[str], start: int, end: int, out: list[str]) -> None:
    """The table called on lines ``start`` to ``end`` as HTML rows, each on the line its first cell starts on."""
    header, cells, columns = _cells(lines, start, end)
    rows: list[tuple[int, list[str], bool]] = []
    if header:
        rows.append((header[0][0], [text for _, text in header], True))
    width = columns or len(header) or 2
    for first in range(0, len(cells), width):
        group = cells[first : first + width]
        rows.append((group[0][0], [text for _, text in group], False))
    for number, (line, row, is_header) in enumerate(rows):
        cell_row = html_row(row, header=is_header, first=number == 0, last=number == len(rows) - 1)
        out[line] = (out[line] + cell_row) if out[line] else cell_row


def _cells(lines: list[str], start: int, end: int) -> tuple[list[tuple[int, str]], list[tuple[int, str]], int]:
    """A table call's header cells and body cells, each with the line it starts on, and its column count."""
    header: list[tuple[int, str]] = []
    cells: list[tuple[int, str]] = []
    columns = 0
    in_header = False
    depth = 0  # brackets and parentheses open outside a cell
    cell: list[str] | None = None
    cell_depth = 0
    cell_line = start
    for index in range(start, end + 1):
        line = lines[index]
        if index == start:
            line = line[_TABLE.match(line).end() :]
            depth = 1
        wanted = re.search(r"\bcolumns:\s*(\d+|\()", line) if cell is None else None
        if wanted:
            columns = int(wanted.group(1)) if wanted.group(1).isdigit() else _tuple_length(line[wanted.start(1) :])
        position = 0
        while position < len(line):
            character = line[position]
            if cell is not None:
                if character == "`":
                    close = line.find("`", position + 1)
                    close = len(line) - 1 if close < 0 else close
                    cell.append(line[position : close + 1])
                    position = close + 1
                    continue
                cell_depth += {"[": 1, "]": -1}.get(character, 0)
                if cell_depth == 0:
                    (header if in_header else cells).append((cell_line, _inline(" ".join("".join(cell).split()))))
                    cell = None
                else:
                    cell.append(character)
            elif character == "[" and re.search(r"\b(?:caption|supplement)\s*:\s*$", line[:position]):
                depth += 1  # a figure's caption: no cell of the table
            elif character == "]" and depth > 1 and cell is None:
                depth -= 1
            elif character == "[":
                cell, cell_depth, cell_line = [], 1, index
            elif character == "(":
                if line[:position].endswith("table.header"):
                    in_header = True
                depth += 1
            elif character == ")":
                depth -= 1
                if in_header and depth == 1:
                    in_header = False
            elif character == '"':
                close = line.find('"', position + 1)
                position = len(line) if close < 0 else close
            position += 1
    return header, cells, columns


def _tuple_length(text: str) -> int:
    """How many items a "(auto, 1fr, auto)" tuple holds."""
    depth, items, seen = 0, 1, False
    for character in text:
        depth += {"(": 1, ")": -1}.get(character, 0)
        if depth == 0:
            break
        if character == "," and depth == 1:
            items += 1
        elif not character.isspace() and character not in "(,":
            seen = True
    return items if seen else 0
