"""A Mural board's widgets as its API returns them (``GET /api/public/v1/murals/{id}/widgets``: ``{"value": [...]}``),
read as the document the board draws, with lines of its own.

Each widget is an object with its type (a sticky note, a text box, a shape, an area, an arrow), its words twice (its
"htmlText" and a plain "text" copy), where it stands, its style (struck or not) and, inside an area, the area's id as
its "parentId". Read as JSON, each widget's words stand on their own line in no order a reader follows: an area titled
"Related patch (not this one)" heads nothing, a struck sticky reads as a claim, and a hidden one as the board's words.
Here the widgets outside any area come first, each area is a section headed by its title, the widgets inside it follow,
each read once from its HTML; a struck widget is struck, a hidden one and the arrows are left out. The draft gives the
command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view
from .thread_text import dicts, message_html


def mural_board_view(text: str, name: str = "widgets.json") -> tuple[str, str]:
    """The board as its document, and what its line numbers count; ``(text, "")`` for any other report."""
    widgets = _widgets(loaded_json(text.strip()))
    if not widgets:
        return text, ""
    shown = [w for w in widgets if not w.get("hidden") and not w.get("invisible") and w.get("type") != "arrow"]
    areas = [w for w in shown if w.get("type") == "area"]
    ids = {area.get("id") for area in areas}
    lines: list[str] = []
    for widget in (w for w in shown if w.get("type") != "area" and w.get("parentId") not in ids):
        lines += _words(widget)
    for area in areas:
        lines += [f"## {' '.join(str(area.get('title') or '').split())}", ""]
        for widget in (w for w in shown if w.get("parentId") == area.get("id") and w.get("type") != "area"):
            lines += _words(widget)
    return printed_view(lines, name, "each area a section, each widget's words in it, hidden widgets left out")


def _widgets(document: object) -> list[dict]:
    """The widgets, or [] when the document is no Mural widget list: "value" holding objects with a "type" of Mural's
    and an "id", one at least with words."""
    widgets = dicts(document.get("value")) if isinstance(document, dict) else []
    known = {"sticky note", "text", "shape", "area", "arrow", "image", "comment"}
    if not widgets or not all("id" in w and w.get("type") in known for w in widgets):
        return []
    return widgets if any(isinstance(w.get("htmlText"), str) or isinstance(w.get("text"), str) for w in widgets) else []


def _words(widget: dict) -> list[str]:
    """A widget's words as Markdown lines and a blank line after them; struck where its style strikes it."""
    html = widget.get("htmlText")
    words = message_html(html) if isinstance(html, str) and html.strip() else str(widget.get("text") or "")
    lines = [line for line in words.split("\n") if line.strip()]
    if not lines:
        return []
    if isinstance(widget.get("style"), dict) and widget["style"].get("strike"):
        lines = [line if line.startswith("~~") else f"~~{line}~~" for line in lines]
    return [*lines, ""]
