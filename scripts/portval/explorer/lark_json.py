"""A Lark (Feishu) document as its open API lists it (the document's blocks as JSON), read as the Markdown it stands
for, line for line.

The API gives a document as a flat list of blocks in reading order, each with a number for its kind ("block_type": 1
the page, 2 text, 3 to 11 headings, 12 a bullet, 13 an ordered item, 14 code, 15 a quote, 17 a to-do, 19 a callout,
31 a table, 32 a table's cell) and its text as "elements": runs of "text_run" content, each with its style (inline
code, bold, struck). Read as JSON, each run's words are a string on a line of their own: a struck "function wrapping"
reads as the writer's claim, and "Style:" and its value are two sentences. Here each block is one line of Markdown on
the line of its "block_id": its runs joined, marked as their style says; a heading a heading, an item an item, a to-do
a check box, a code block fenced over the lines the block takes, a table a Markdown table over the lines of its cells
(the blocks its cells hold are read there, not again). Every other line of JSON is blank.
"""

from __future__ import annotations

import re

from .json_exports import code_block_lines, json_values, loaded_json, marked_run

_BLOCK_ID_LINE = re.compile(r'^\s*"block_id"\s*:\s*"([^"]+)"')

# The key each kind of block holds its text under, by its "block_type".
_TEXT_KEYS = {1: "page", 2: "text", 12: "bullet", 13: "ordered", 14: "code", 15: "quote", 17: "todo"}
_TEXT_KEYS.update({kind: f"heading{kind - 2}" for kind in range(3, 12)})
_TABLE, _TABLE_CELL = 31, 32


def lark_blocks(text: str) -> dict[str, dict] | None:
    """The document's blocks by their id, in the order they are written, or None for any other text."""
    document = loaded_json(text) if '"block_type"' in text and '"text_run"' in text else None
    if document is None:
        return None
    blocks = {
        value["block_id"]: value
        for value in json_values(document)
        if isinstance(value, dict) and isinstance(value.get("block_id"), str) and isinstance(value.get("block_type"), int)
    }
    return blocks or None


def lark_lines(lines: list[str], blocks: dict[str, dict]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    starts = [(i, match.group(1)) for i, line in enumerate(lines) if (match := _BLOCK_ID_LINE.match(line))]
    if [block_id for _, block_id in starts] != list(blocks):
        return out
    in_tables = {held for block in blocks.values() if block["block_type"] == _TABLE for held in _held(block, blocks)}
    for number, (start, block_id) in enumerate(starts):
        block = blocks[block_id]
        end = starts[number + 1][0] if number + 1 < len(starts) else len(lines)
        kind = block["block_type"]
        if block_id in in_tables:
            continue
        if kind == _TABLE:
            _table(out, start, end, block, blocks)
            continue
        content = block.get(_TEXT_KEYS.get(kind, ""))
        if not isinstance(content, dict):
            continue  # a callout, a divider, a grid: its children carry its words
        if kind == 14:
            code = "".join(_element(element, plain=True) for element in content.get("elements") or [])
            code_block_lines(out, start, end, code, "")
            continue
        words = _words(content)
        if not words:
            continue
        if kind == 1:
            out[start] = "# " + words
        elif 3 <= kind <= 11:
            out[start] = "#" * min(kind - 1, 6) + " " + words
        elif kind == 12:
            out[start] = "- " + words
        elif kind == 13:
            out[start] = "1. " + words
        elif kind == 15:
            out[start] = "> " + words
        elif kind == 17:
            done = (content.get("style") or {}).get("done")
            out[start] = ("- [x] " if done else "- [ ] ") + words
        else:
            out[start] = words
    return out


def _held(table: dict, blocks: dict[str, dict]) -> set[str]:
    """The ids of a table's cells and of every block its cells hold."""
    held: set[str] = set()
    pending = list((table.get("table") or {}).get("cells") or table.get("children") or [])
    while pending:
        block_id = pending.pop()
        if block_id in blocks and block_id not in held:
            held.add(block_id)
            pending.extend(blocks[block_id].get("children") or [])
    return held


def _table(out: list[str], start: int, end: int, table: dict, blocks: dict[str, dict]) -> None:
    """A table as a Markdown table from its line on, a row a line, under a rule after its first row; nothing where its
    JSON has too few lines to hold it."""
    content = table.get("table") or {}
    cells = content.get("cells") or []
    columns = (content.get("property") or {}).get("column_size") or 0
    if not columns or len(cells) % columns or len(cells) // columns + 1 > end - start:
        return
    texts = [_cell_text(cell, blocks) for cell in cells]
    rows = ["| " + " | ".join(texts[i : i + columns]) + " |" for i in range(0, len(texts), columns)]
    out[start : start + len(rows) + 1] = [rows[0], "|" + " --- |" * columns, *rows[1:]]


def _cell_text(cell_id: str, blocks: dict[str, dict]) -> str:
    """The words of the blocks a table's cell holds, joined by "; "; a "|" in them escaped."""
    cell = blocks.get(cell_id) or {}
    words = []
    for child in cell.get("children") or []:
        block = blocks.get(child) or {}
        content = block.get(_TEXT_KEYS.get(block.get("block_type"), ""))
        if isinstance(content, dict) and (text := _words(content)):
            words.append(text)
    return "; ".join(words).replace("|", "\\|")


def _words(content: dict) -> str:
    """A block's runs joined as Markdown, on one line."""
    return " ".join("".join(_element(element) for element in content.get("elements") or []).split())


def _element(element: dict, plain: bool = False) -> str:
    """One element of a block's text: a run marked as its style says (as written when ``plain``), a linked document by
    its title, an equation as its source; a mention of a person nothing."""
    if isinstance(run := element.get("text_run"), dict):
        words = run.get("content") if isinstance(run.get("content"), str) else ""
        style = run.get("text_element_style") or {}
        if plain:
            return words
        return marked_run(
            words,
            code=bool(style.get("inline_code")),
            bold=bool(style.get("bold")),
            italic=bool(style.get("italic")),
            struck=bool(style.get("strikethrough")),
        )
    if isinstance(document := element.get("mention_doc"), dict):
        return str(document.get("title") or "")
    if isinstance(equation := element.get("equation"), dict):
        return str(equation.get("content") or "")
    return ""
