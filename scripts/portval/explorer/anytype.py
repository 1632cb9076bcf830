"""An Anytype object exported as JSON ("Any-Block": its snapshot's blocks), read as Markdown one block a line (see
rich_text_json).

Anytype saves a page as a tree of blocks: the root lists its children's ids, each text block holds its words, its style
(a heading, an item, a quote, code) and its marks as character ranges (code, bold, struck), a table its columns and
rows, whose cells are blocks named "row-column". The export is protobuf's JSON: a field at its zero value is left out,
so a paragraph has no style, a range from the first character no "from", and a struck run, Strikethrough being the
first mark type, no type at all.
"""

from __future__ import annotations

from .editor_blocks import dicts, styled_text, table_lines

_HEADINGS = {"Title": 1, "Header1": 1, "Header2": 2, "Header3": 3, "Header4": 4}
_ITEMS = {"Marked": "- ", "Numbered": "1. ", "Toggle": "- "}
# The mark types read, by the name protobuf's JSON gives them (None: the zero value, Strikethrough).
_MARKS = {None: "struck", "Strikethrough": "struck", "Keyboard": "code", "Bold": "bold", "Italic": "italic"}


def is_anytype(document: object) -> bool:
    data = ((document.get("snapshot") or {}).get("data") or {}) if isinstance(document, dict) and "sbType" in document else {}
    blocks = dicts(data.get("blocks")) if isinstance(data, dict) else []
    return bool(blocks) and any(isinstance(b.get("text"), dict) for b in blocks)


def anytype_lines(document: dict) -> list[str]:
    """The object's blocks from its root down, each as the Markdown line its style stands for."""
    data = document["snapshot"]["data"]
    blocks = {b["id"]: b for b in dicts(data["blocks"]) if isinstance(b.get("id"), str)}
    # The title block's words are the object's name, which the export keeps in its details.
    name = (data.get("details") or {}).get("name") if isinstance(data.get("details"), dict) else None
    for block in blocks.values():
        text = block.get("text")
        if isinstance(text, dict) and text.get("style") == "Title" and not text.get("text") and isinstance(name, str):
            block["text"] = {**text, "text": name}
    children = {child for b in blocks.values() for child in b.get("childrenIds") or [] if isinstance(child, str)}
    lines: list[str] = []
    for root in [b for b in blocks.values() if b["id"] not in children]:
        _walk(root, blocks, 0, lines)
    return lines


def _walk(block: dict, blocks: dict[str, dict], depth: int, lines: list[str]) -> None:
    text = block.get("text")
    nested = depth
    if isinstance(text, dict):
        style, words = text.get("style"), _marked(text)
        if style == "Code":
            lines += ["```" + str((block.get("fields") or {}).get("lang") or ""), *str(text.get("text") or "").split("\n"), "```", ""]
        elif style in _HEADINGS:
            lines += ["#" * _HEADINGS[style] + " " + words, ""]
        elif style in _ITEMS or style == "Checkbox":
            mark = _ITEMS.get(style) or ("- [x] " if text.get("checked") else "- [ ] ")
            lines.append("  " * depth + mark + words)
            nested = depth + 1
        elif style == "Quote":
            lines += [f"> {words}", ""]
        elif words:
            lines += ([""] if lines and lines[-1].lstrip().startswith(("- ", "1. ")) else []) + [words, ""]
    elif "table" in block:
        lines += [*_table(block, blocks), ""]
        return
    for child in block.get("childrenIds") or []:
        if isinstance(child, str) and child in blocks:
            _walk(blocks[child], blocks, nested, lines)


def _table(table: dict, blocks: dict[str, dict]) -> list[str]:
    """A table block's rows, each cell the block named "row-column", as Markdown's; a header row as its header."""
    parts = [blocks.get(child) or {} for child in table.get("childrenIds") or [] if isinstance(child, str)]
    columns = next((p.get("childrenIds") or [] for p in parts if (p.get("layout") or {}).get("style") == "TableColumns"), [])
    rows = next((p.get("childrenIds") or [] for p in parts if (p.get("layout") or {}).get("style") == "TableRows"), [])
    cells = [[_marked((blocks.get(f"{row}-{column}") or {}).get("text") or {}) for column in columns] for row in rows]
    headed = bool(rows) and bool(((blocks.get(rows[0]) or {}).get("tableRow") or {}).get("isHeader"))
    return table_lines(cells, headed=headed)


def _marked(text: dict) -> str:
    """A text block's words with its marks (character ranges, "from" left out at 0) as Markdown (see
    ``editor_blocks.styled_text``)."""
    spans = []
    for mark in dicts((text.get("marks") or {}).get("marks")):
        span = mark.get("range") or {}
        start, end = span.get("from", 0), span.get("to", 0)
        if isinstance(start, int) and isinstance(end, int):
            spans.append((_MARKS.get(mark.get("type")), start, end))
    return styled_text(str(text.get("text") or ""), spans)
