"""A tldraw board saved as a .tldr file, read as the page it lays out.

The file is one JSON document of records: the board's shapes (text, sticky notes, boxes, arrows, frames), each with
its words as rich text (a ProseMirror document) or plain text, a place on the board and the frame it sits in as its
"parentId". Read as JSON, every run of words is a line of its own and a frame's name ("Related patch (not this one):
x") scopes nothing, so a sticky about the related patch reads as this patch's. Here the shapes outside any frame come
first, then each frame as a heading with its shapes under it, each group in the order a reader scans the board (top to
bottom, then left to right); arrows are left out. The draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .editor_trees import prosemirror_lines
from .json_exports import loaded_json, printed_view
from .thread_text import dicts

_WORDED = ("text", "note", "geo")


def tldraw_view(text: str, name: str = "report.tldr") -> tuple[str, str]:
    """The board's frames as sections and its shapes' words, and what its line numbers count; ``(text, "")`` for any
    other report."""
    document = loaded_json(text.strip())
    if not isinstance(document, dict) or "tldrawFileFormatVersion" not in document:
        return text, ""
    shapes = [r for r in dicts(document.get("records")) if r.get("typeName") == "shape"]
    frames = sorted((s for s in shapes if s.get("type") == "frame"), key=_place)
    framed = {f.get("id") for f in frames}
    lines: list[str] = []
    for shape in sorted((s for s in shapes if s.get("type") in _WORDED and s.get("parentId") not in framed), key=_place):
        lines += _words(shape)
    for frame in frames:
        title = " ".join(str((frame.get("props") or {}).get("name") or "").split())
        lines += [f"## {title}", ""] if title else []
        for shape in sorted((s for s in shapes if s.get("type") in _WORDED and s.get("parentId") == frame.get("id")), key=_place):
            lines += _words(shape)
    return printed_view(lines, name, "its frames as sections, each shape's words read top to bottom, left to right")


def _words(shape: dict) -> list[str]:
    """A shape's words as Markdown lines: its rich text's blocks, else its plain text a line a paragraph."""
    props = shape.get("props") or {}
    rich = props.get("richText")
    if isinstance(rich, dict) and rich.get("type") == "doc":
        return prosemirror_lines(rich)
    words = props.get("text")
    return [*(line for line in str(words).split("\n")), ""] if isinstance(words, str) and words.strip() else []


def _place(shape: dict) -> tuple[float, float]:
    x, y = shape.get("x"), shape.get("y")
    return (y if isinstance(y, (int, float)) else 0, x if isinstance(x, (int, float)) else 0)
