"""A Taskwarrior export (the JSON array ``task export`` prints), read as the Markdown it stands for, line for line.

Each task is an object: its "description" the task's one line, its "annotations" the notes added to it over time, each
with its own "description" and the time it was added, and the task's uuid, times, status, project, tags, urgency and
dependencies around them. Read as one JSON document, a task's notes run together with every other task's: the notes
on a companion patch's task read as plainly as those on the task of the patch being ported. Here each task is a
section headed by its description on the line that opens it, so a task about another patch is that patch's section,
and each annotation an item of its words, in the order added; every other field is blank. The export is read as
``python -m json.tool`` prints it (see compact_json): ``task export`` writes each task on one line.
"""

from __future__ import annotations

from .json_exports import json_value_lines, loaded_json


def taskwarrior_tasks(text: str) -> list[dict] | None:
    """The exported tasks, or None for any other text: an array of objects, each with a "uuid", a "description", an
    "entry" time and a "status"."""
    document = loaded_json(text) if '"uuid"' in text and '"entry"' in text else None
    if not isinstance(document, list) or not document:
        return None
    keys = ("uuid", "description", "entry", "status")
    if not all(isinstance(task, dict) and all(key in task for key in keys) for task in document):
        return None
    return document


def taskwarrior_lines(lines: list[str], tasks: list[dict]) -> list[str]:
    """Each task a section of its description, each annotation an item (see the module's docstring)."""
    out = [""] * len(lines)
    where = json_value_lines("\n".join(lines))
    for index, task in enumerate(tasks):
        if (index,) in where and isinstance(task.get("description"), str):
            out[where[(index,)]] = "## " + " ".join(task["description"].split())
        for number, note in enumerate(task.get("annotations") or []):
            path = (index, "annotations", number, "description")
            if isinstance(note, dict) and isinstance(note.get("description"), str) and path in where:
                out[where[path]] = "- " + " ".join(note["description"].split())
    return out
