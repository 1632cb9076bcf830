"""A Miro board's items as Miro's REST API returns them (``GET /v2/boards/{id}/items``), read as the page they lay out.

A board holds its words in items (sticky notes, texts, shapes, cards), each an HTML "content" (a card its "title" and
"description") and a place on the board; a frame is an item titled like a section ("Patch logic", "Related patch (not
this one): x"), and an item inside it names the frame as its "parent". Read as JSON, every item is one line in the
order the API lists them: a sticky about the related patch reads as this patch's, and a frame's title scopes nothing.
Here the items outside any frame come first, then each frame as a heading with its items under it, each group in the
order a reader scans the board (top to bottom, then left to right); the draft gives the command that prints these
lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import html
import re

from .json_exports import loaded_json, printed_view
from .thread_text import dicts, message_html

# The items that hold words, and the kind that groups them.
_WORDED = ("sticky_note", "text", "shape", "card")
_FRAME = "frame"


def miro_board_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The items of a Miro board grouped by frame, and what its line numbers count; ``(text, "")`` for any other report."""
    items = _board_items(loaded_json(text.strip()))
    if not items:
        return text, ""
    frames = sorted((i for i in items if i.get("type") == _FRAME), key=_place)
    framed = {f.get("id") for f in frames}
    lines: list[str] = []
    loose = [i for i in items if i.get("type") in _WORDED and _parent(i) not in framed]
    for item in sorted(loose, key=_place):
        lines += _item_lines(item)
    for frame in frames:
        title = " ".join(str((frame.get("data") or {}).get("title") or "").split())
        lines += [f"## {title}", ""] if title else []
        for item in sorted((i for i in items if i.get("type") in _WORDED and _parent(i) == frame.get("id")), key=_place):
            lines += _item_lines(item)
    return printed_view(lines, name, "its frames as sections, each item's words read top to bottom, left to right")


def _board_items(document: object) -> list[dict]:
    """The items of a board's item list ({"data": [items], "type": "cursor-list"}), or [] for any other document."""
    items = dicts(document.get("data")) if isinstance(document, dict) else []
    if not items or not all(isinstance(i.get("type"), str) and isinstance(i.get("data"), dict) and "position" in i for i in items):
        return []
    return items if any(i["type"] in _WORDED for i in items) else []


def _item_lines(item: dict) -> list[str]:
    """An item's words: a card's title as a heading over its description, any other item's content."""
    data = item.get("data") or {}
    if item.get("type") == "card":
        title = " ".join(message_html(str(data.get("title") or "")).split())
        return ([f"### {title}", ""] if title else []) + _paragraphs(str(data.get("description") or ""))
    return _paragraphs(str(data.get("content") or ""))


def _paragraphs(content: str) -> list[str]:
    """An item's HTML, each block a paragraph; a paragraph of lines broken with <br> right after one ending in ":"
    ("Supposed example, not a shipped config:" then the config) is the block of lines it introduces, fenced."""
    out: list[str] = []
    introduces = False
    for block in _BLOCK.split(content):
        if not block.strip():
            continue
        broken = re.fullmatch(r"\s*<p\b[^>]*>(.*)</p>\s*", block, re.DOTALL)
        if introduces and broken and _BREAK.search(broken.group(1)):
            code = [html.unescape(re.sub(r"<[^>]+>", "", part)).replace("\xa0", " ").rstrip() for part in _BREAK.split(broken.group(1))]
            out += ["```", *code, "```", ""]
            introduces = False
            continue
        lines = [line for line in message_html(block).split("\n") if line.strip()]
        out += [part for line in lines for part in (line, "")]
        introduces = bool(lines) and lines[-1].rstrip().endswith(":")
    return out


# A block of an item's HTML, and a line break inside a paragraph.
_BLOCK = re.compile(r"(?=<(?:p|ul|ol|pre|blockquote|h[1-6])\b)", re.IGNORECASE)
_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)


def _parent(item: dict) -> object:
    parent = item.get("parent")
    return parent.get("id") if isinstance(parent, dict) else None


def _place(item: dict) -> tuple[float, float]:
    """Where a reader's eye meets the item: its row (y), then its column (x)."""
    position = item.get("position") if isinstance(item.get("position"), dict) else {}
    return (float(position.get("y") or 0), float(position.get("x") or 0))
