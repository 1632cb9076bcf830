"""A Craft document as Craft's API returns it (its page block and the blocks under it), read as its Markdown.

The API gives a document as a tree of blocks: a text block's words as runs ("isCode", "isBold", "isStrikethrough"),
its style ("page", "title", "subtitle", "heading", "body", ...) and its list ("bullet", "numbered", "todo"), a code
block's code, a table's rows of cells, each cell a block. Read as JSON, a sentence is cut wherever a code span starts,
a heading scopes nothing and a struck claim reads as said. Here each block is the Markdown line its style stands for;
the draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view
from .thread_text import dicts

_HEADINGS = {"page": "#", "title": "#", "subtitle": "##", "heading": "###", "strong": "####"}
_ITEMS = {"bullet": "- ", "numbered": "1. ", "todo": "- [ ] ", "toggle": "- "}


def craft_page_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The lines of a Craft document, and what its line numbers count; ``(text, "")`` for any other report."""
    page = loaded_json(text.strip())
    if not _is_craft_block(page) or not page.get("subblocks"):
        return text, ""
    lines: list[str] = []
    _write(page, 0, lines)
    return printed_view(lines, name, "each block of the document as the Markdown its style stands for")


def _is_craft_block(block: object) -> bool:
    return isinstance(block, dict) and isinstance(block.get("type"), str) and block["type"].endswith("Block") and "spaceId" in block


def _write(block: dict, depth: int, lines: list[str]) -> None:
    """``block`` and the blocks under it as Markdown lines, a blank line after each block that is no list item."""
    kind = block["type"]
    style = str((block.get("style") or {}).get("textStyle") or "body") if isinstance(block.get("style"), dict) else "body"
    listed = str((block.get("listStyle") or {}).get("type") or "none") if isinstance(block.get("listStyle"), dict) else "none"
    indent = "  " * int(block.get("indentationLevel") or 0)
    if kind == "codeBlock":
        lines += [f"```{block.get('language') or ''}", *str(block.get("code") or "").split("\n"), "```", ""]
    elif kind == "tableBlock":
        rows = [[_words(dicts([cell.get("block")])[0]) if dicts([cell.get("block")]) else "" for cell in dicts(r.get("cells"))] for r in dicts(block.get("rows"))]
        if rows:
            lines += [f"| {' | '.join(rows[0])} |", "|" + "---|" * len(rows[0]), *(f"| {' | '.join(row)} |" for row in rows[1:]), ""]
    elif kind == "horizontalLineBlock":
        lines += ["---", ""]
    elif kind == "textBlock":
        words = _words(block)
        if listed in _ITEMS:
            mark = "- [x] " if listed == "todo" and block["listStyle"].get("state") == "checked" else _ITEMS[listed]
            lines += ([""] if lines and lines[-1].strip() and not lines[-1].lstrip().startswith(("- ", "1. ")) else []) + [indent + mark + words]
        elif words.strip():
            lines += [""] if lines and lines[-1].strip() else []
            lines += [f"{_HEADINGS[style]} {words}" if style in _HEADINGS else words, ""]
    for child in dicts(block.get("subblocks")):
        _write(child, depth + 1, lines)


def _words(block: dict) -> str:
    """A text block's runs as Markdown: a code run a code span, a struck run struck through, a bold run bold."""
    out = []
    for run in dicts(block.get("content")):
        text = str(run.get("text") or "")
        if run.get("isCode"):
            text = f"`{text}`"
        if run.get("isBold") and text.strip():
            text = f"**{text}**"
        if run.get("isStrikethrough") and text.strip():
            text = f"~~{text}~~"
        out.append(text)
    return "".join(out)
