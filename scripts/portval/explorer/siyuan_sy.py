"""A SiYuan note's document file (.sy), read as the Markdown it stands for, line for line.

SiYuan saves a document as a JSON tree of nodes: a "NodeDocument" whose "Properties" hold its title, and under it
headings, paragraphs, lists and their items, tables, quotes and code blocks, each "Type" with its "Children"; the words
are leaves: a "NodeText" with its "Data", or a "NodeTextMark" whose "TextMarkType" ("code", "strong", "em", "s") marks
its "TextMarkTextContent". Read as a JSON document, each leaf is a paragraph of its own: a sentence cut by a code span
is three paragraphs, and no heading scopes anything. Here the title is a heading, each block one line of Markdown (a
heading, a paragraph, an item nested as its list is, a table row, a code block) on the line its first words stand on,
and every other line of the JSON blank.
"""

from __future__ import annotations

import base64
import binascii

from .json_exports import code_block_lines, json_value_lines, loaded_json, marked_run

# The blocks whose words are one line: the Markdown each opens with.
_LINE_BLOCKS = ("NodeParagraph", "NodeHeading")
_MARKS = {"code": "code", "strong": "bold", "em": "italic", "s": "struck"}


def siyuan_document(text: str) -> dict | None:
    """The document's root node, or None for any other text: a "NodeDocument" with "Children" nodes."""
    document = loaded_json(text) if '"NodeDocument"' in text else None
    if not isinstance(document, dict) or document.get("Type") != "NodeDocument" or not isinstance(document.get("Children"), list):
        return None
    return document


def siyuan_lines(lines: list[str], document: dict) -> list[str]:
    """The document's title and blocks on their lines (see the module's docstring); every other line blank."""
    out = [""] * len(lines)
    where = json_value_lines("\n".join(lines))
    title = (document.get("Properties") or {}).get("title")
    if isinstance(title, str) and title.strip() and ("Properties", "title") in where:
        out[where[("Properties", "title")]] = "# " + title.strip()
    _place(document, (), 0, out, where)
    return out


def _place(node: dict, path: tuple, depth: int, out: list[str], where: dict, item: bool = False) -> None:
    """Each block under ``node`` on its line: an item ``depth`` lists deep where ``item`` opens one with its first block."""
    for number, child in enumerate(node.get("Children") or []):
        if not isinstance(child, dict):
            continue
        here = (*path, "Children", number)
        kind = child.get("Type")
        if kind in _LINE_BLOCKS:
            line = _first_line(child, here, where)
            words = _words(child)
            if line is not None and words:
                indent = "  " * max(depth - 1, 0)
                if kind == "NodeHeading":
                    out[line] = "#" * int(child.get("HeadingLevel") or 1) + " " + words
                else:
                    out[line] = f"{indent}- {words}" if item else f"{indent}  {words}" if depth else words
            item = False
        elif kind == "NodeCodeBlock":
            _code(child, here, out, where)
        elif kind == "NodeTable":
            _table(child, here, out, where)
        elif kind == "NodeList":
            _place(child, here, depth + 1, out, where)
        elif kind == "NodeListItem":
            _place(child, here, depth, out, where, item=True)
        else:
            _place(child, here, depth, out, where)


def _first_line(node: dict, path: tuple, where: dict) -> int | None:
    """The line a block's first words stand on: its first leaf's text, else the block itself."""
    for number, child in enumerate(node.get("Children") or []):
        for key in ("Data", "TextMarkTextContent"):
            if isinstance(child, dict) and (*path, "Children", number, key) in where:
                return where[(*path, "Children", number, key)]
    return where.get(path)


def _words(node: dict) -> str:
    """A block's leaves as one line of Markdown, each mark as its style says."""
    runs = []
    for leaf in node.get("Children") or []:
        if not isinstance(leaf, dict):
            continue
        if leaf.get("Type") == "NodeText":
            runs.append(str(leaf.get("Data", "")))
        elif leaf.get("Type") == "NodeTextMark":
            marks = str(leaf.get("TextMarkType", "")).split()
            runs.append(marked_run(str(leaf.get("TextMarkTextContent", "")), **{_MARKS[m]: True for m in marks if m in _MARKS}))
        else:
            runs.append(_words(leaf))
    return " ".join("".join(runs).split())


def _table(node: dict, path: tuple, out: list[str], where: dict) -> None:
    """A table as Markdown rows, each on its line: its head's row, the delimiter under it, every other line between the
    rows a row of empty cells (which states nothing), so that no blank line ends the table."""
    rows: list[tuple[int, list[str]]] = []  # each row's line and its cells' words
    for number, child in enumerate(node.get("Children") or []):
        if not isinstance(child, dict):
            continue
        head = child.get("Type") == "NodeTableHead"
        row, row_path = (child.get("Children") or [{}])[0] if head else child, (*path, "Children", number, *(("Children", 0) if head else ()))
        cells = [c for c in row.get("Children") or [] if isinstance(c, dict)] if isinstance(row, dict) else []
        if cells and row_path in where:
            rows.append((where[row_path], [_words(c).replace("|", "\\|") for c in cells]))
    if len(rows) < 2:
        return
    columns = len(rows[0][1])
    first, last = rows[0][0], rows[-1][0]
    for line in range(first, last + 1):
        out[line] = "|" + " |" * columns
    out[first + 1] = "|" + "---|" * columns
    for line, cells in rows:
        out[line] = "| " + " | ".join(cells) + " |"


def _code(node: dict, path: tuple, out: list[str], where: dict) -> None:
    """A code block fenced over the lines its JSON takes."""
    parts = {c.get("Type"): (n, c) for n, c in enumerate(node.get("Children") or []) if isinstance(c, dict)}
    if "NodeCodeBlockCode" not in parts:
        return
    number, code = parts["NodeCodeBlockCode"]
    info = _decoded(str(parts.get("NodeCodeBlockFenceInfoMarker", (0, {}))[1].get("CodeBlockInfo", "") or ""))
    start = where.get(path)
    after = where.get((*path, "Children", number, "Data"))
    if start is None or after is None:
        return
    code_block_lines(out, start, min(after + 2, len(out)), str(code.get("Data", "")).rstrip("\n"), info)


def _decoded(info: str) -> str:
    """A code block's language: SiYuan writes it in base64 ("eWFtbA==" is "yaml")."""
    try:
        language = base64.b64decode(info, validate=True).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return info
    return language if language.isidentifier() else info
