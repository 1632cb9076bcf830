"""A drawing saved by Excalidraw (.excalidraw JSON), read as the notes it holds, line for line.

Excalidraw saves a whiteboard as a list of elements: rectangles and arrows, and text elements, each either free or
bound to a container (a box, or an arrow as its label) by ``containerId``; elements share ``groupIds`` when grouped; an
erased element stays in the file with ``isDeleted: true``; and each text is saved twice, as ``text`` and as
``originalText``. Read as a JSON document, every note is read twice, an erased note still counts, and an arrow labelled
"retracts" says nothing of the box it points at. Here each live text is an item on its ``text`` line: the first free
text the title, a note in a group led by the group's own free text ("NOT this patch - sibling: ..."), a note whose box
an arrow labelled as a correction ("retracts", "corrects", "wrong") points at struck; an arrow's label, the copies, the
erased elements and every other line blank.
"""

from __future__ import annotations

from .canvas import RETRACTS
from .json_exports import json_value_lines, loaded_json, one_line_markdown


def excalidraw_elements(text: str) -> list[dict] | None:
    """The drawing's elements, or None when the report is no Excalidraw file."""
    drawing = loaded_json(text)
    if not isinstance(drawing, dict) or drawing.get("type") != "excalidraw" or not isinstance(drawing.get("elements"), list):
        return None
    return [element if isinstance(element, dict) else {} for element in drawing["elements"]]


def excalidraw_lines(lines: list[str], elements: list[dict]) -> list[str]:
    """Each live text on its line as an item (see the module's docstring); the rest blank."""
    out = [""] * len(lines)
    where = json_value_lines("\n".join(lines))
    by_id = {e.get("id"): e for e in elements if not e.get("isDeleted")}
    texts = [(i, e) for i, e in enumerate(elements) if e.get("type") == "text" and not e.get("isDeleted") and isinstance(e.get("text"), str)]
    # A group's own free text labels the group ("NOT this patch - sibling"): the group's other notes are led by it.
    free = [(i, e) for i, e in texts if not e.get("containerId")]
    labels = {}
    for group in {g for _, e in texts for g in e.get("groupIds") or []}:
        own = [e for _, e in free if group in (e.get("groupIds") or [])]
        if len(own) == 1:
            labels[group] = one_line_markdown(own[0]["text"]).rstrip(":")
    struck = {
        (arrow.get("endBinding") or {}).get("elementId")
        for _, label in texts
        if (arrow := by_id.get(label.get("containerId"), {})).get("type") == "arrow" and RETRACTS.search(label["text"])
    }
    title = free[0][0] if free else None
    for index, element in texts:
        line = where.get(("elements", index, "text"))
        container = by_id.get(element.get("containerId"), {})
        if line is None or container.get("type") == "arrow" or (element.get("containerId") and not container):
            continue  # an arrow's label, or the text of an erased box
        words = one_line_markdown(element["text"])
        if element.get("id") in struck or container.get("id") in struck:
            words = f"~~{words}~~"
        lead = next((labels[g] for g in element.get("groupIds") or [] if g in labels and labels[g] != words), "")
        out[line] = "# " + words if index == title else f"- {lead}: {words}" if lead else f"- {words}"
    return out
