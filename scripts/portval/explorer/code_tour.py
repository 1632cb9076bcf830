"""A walk through the code as VS Code's CodeTour saves it (a ``.tour`` file), read as the Markdown of its steps.

A tour is one JSON object: its "title", a "description", and "steps", each anchored to a "file" and a "line" (or a
"selection", or a "directory"), with a "title" of its own and a "description" in Markdown, its line breaks escaped.
Read line by line, each step's write-up is one line of JSON, its headings scope nothing, and a step added later to
correct an earlier one ("Correction to the "Rebinding sites" step (#4)") names that step by the title its JSON line
does not show. Here the tour's title is the report's, each step a section under its title (or "Step N") with the
place it points at on a line of its own, then its description; the draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view
from .thread_text import dicts


def code_tour_view(text: str, name: str = "report.tour") -> tuple[str, str]:
    """The lines of a CodeTour's steps, and what its line numbers count; ``(text, "")`` for any other report."""
    tour = loaded_json(text.strip()) if '"steps"' in text else None
    steps = dicts(tour.get("steps")) if isinstance(tour, dict) and isinstance(tour.get("title"), str) else []
    if not steps or not all(isinstance(step.get("description"), str) for step in steps):
        return text, ""
    lines = [f"# {tour['title'].strip()}", ""]
    if isinstance(tour.get("description"), str) and tour["description"].strip():
        lines += [*tour["description"].strip("\n").split("\n"), ""]
    for number, step in enumerate(steps, 1):
        title = str(step.get("title") or "").strip() or f"Step {number}"
        lines += [f"## {title}", ""]
        place = _place(step)
        lines += [f"At {place}.", ""] if place else []
        lines += [*step["description"].strip("\n").split("\n"), ""]
    return printed_view(lines, name, "the tour's steps, each under its title with the place it points at, then its description")


def _place(step: dict) -> str:
    """Where a step points: "`file` line N", "`file` lines N-M", "`directory`", or "" for a step anchored nowhere."""
    where = step.get("file") or step.get("directory")
    if not isinstance(where, str) or not where.strip():
        return ""
    selection = step.get("selection") if isinstance(step.get("selection"), dict) else {}
    start = (selection.get("start") or {}).get("line") if isinstance(selection.get("start"), dict) else None
    end = (selection.get("end") or {}).get("line") if isinstance(selection.get("end"), dict) else None
    if isinstance(step.get("line"), int):
        return f"`{where}` line {step['line']}"
    if isinstance(start, int) and isinstance(end, int):
        return f"`{where}` lines {start}-{end}"
    return f"`{where}`"
