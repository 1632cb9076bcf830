"""A mind map as XMind saves it (content.json), read as the outline it is, line for line.

XMind keeps a map as JSON: a list of sheets, each a root topic whose children ("attached", and "detached" for floating
topics) are topics in turn, each with a title, a plain-text note and an HTML copy of it, markers (``task-done``,
``symbol-wrong``, ``symbol-question``), labels and a style (struck text is ``fo:text-decoration: line-through``). Read
as a JSON document, a short title ("phase = before_train") is no prose and goes unread, and a struck first guess stands
as firmly as its correction. Here each root topic is a title, each topic under it a heading, each deeper topic a list
item nested by its depth, a note the paragraph under its topic, a struck or "wrong"-marked topic struck with its note,
a topic marked with a question an open question; the HTML copies, markers, labels, relationships and the rest blank.
(XMind saves the file on one line; it is read as ``python -m json.tool`` prints it, see compact_json.)
"""

from __future__ import annotations

import re

from .json_exports import json_value_lines, loaded_json, one_line_markdown

_WRONG_MARKER = re.compile(r"wrong|cross|minus-circle", re.IGNORECASE)


def xmind_sheets(text: str) -> list[dict] | None:
    """The sheets of an XMind map, or None: a list of objects each holding a "rootTopic" with a "title"."""
    document = loaded_json(text)
    if not isinstance(document, list) or not document:
        return None
    if not all(isinstance(sheet, dict) and isinstance(sheet.get("rootTopic"), dict) for sheet in document):
        return None
    return document if all(isinstance(sheet["rootTopic"].get("title"), str) for sheet in document) else None


def xmind_lines(lines: list[str], sheets: list[dict]) -> list[str]:
    """Each topic on its title's line, its note on the note's line (see the module's docstring); the rest blank."""
    out = [""] * len(lines)
    where = json_value_lines("\n".join(lines))
    for number, sheet in enumerate(sheets):
        _topic(out, where, (number, "rootTopic"), sheet["rootTopic"], 0)
    return out


def _topic(out: list[str], where: dict, path: tuple, topic: dict, depth: int) -> None:
    title = topic.get("title")
    line = where.get((*path, "title"))
    if not isinstance(title, str) or line is None:
        return
    markers = " ".join(str(m.get("markerId", "")) for m in topic.get("markers") or [] if isinstance(m, dict))
    style = topic.get("style") if isinstance(topic.get("style"), dict) else {}
    properties = style.get("properties") if isinstance(style.get("properties"), dict) else {}
    struck = "line-through" in str(properties.get("fo:text-decoration", "")) or bool(_WRONG_MARKER.search(markers))
    words = " — ".join(part.strip() for part in title.split("\n") if part.strip())
    if struck:
        words = f"~~{words}~~"
    elif "question" in markers and depth > 1:
        words = f"Open question: {words}"
    indent = "  " * max(depth - 2, 0)
    out[line] = "# " + words if depth == 0 else "## " + words if depth == 1 else f"{indent}- {words}"
    notes = topic.get("notes") if isinstance(topic.get("notes"), dict) else {}
    plain = notes.get("plain") if isinstance(notes.get("plain"), dict) else {}
    note_line = where.get((*path, "notes", "plain", "content"))
    if isinstance(plain.get("content"), str) and plain["content"].strip() and note_line is not None:
        note = one_line_markdown(plain["content"])
        # The note continues its item: indented past the item's marker, it stays in the item (and in its strike).
        out[note_line] = (indent + "  " if depth > 1 else "") + (f"~~{note}~~" if struck else note)
    children = topic.get("children") if isinstance(topic.get("children"), dict) else {}
    for kind in ("attached", "detached"):
        for index, child in enumerate(children.get(kind) or []):
            if isinstance(child, dict):
                _topic(out, where, (*path, "children", kind, index), child, depth + 1)
