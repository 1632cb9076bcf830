"""A Standard Notes backup (decrypted, ``{"version", "items"}``), read as its notes: each title a heading, each text line
for line.

The backup holds every item of an account: preferences, tags, and each note's "title" and "text" (plain text or
Markdown, one JSON string) beside a "preview_plain" copy the app writes for its list. Read one string a line, a note's
text is one line: every value cites it, a heading inside it scopes nothing, and one "Not this patch" in it hedges every
sentence. Here each note, in the order saved, is its title as a heading and its text as written; what is no note
(preferences, tags) and the preview copies are left out. The draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view


def standard_notes_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The notes of a Standard Notes backup, and what its line numbers count; ``(text, "")`` for any other report."""
    document = loaded_json(text.strip())
    notes = _notes(document)
    if not notes:
        return text, ""
    lines: list[str] = []
    for note in notes:
        title = " ".join(str(note.get("title") or "").split())
        lines += [f"# {title}", ""] if title else []
        lines += [*note["text"].replace("\r\n", "\n").strip("\n").split("\n"), ""]
    return printed_view(lines, name, "each note's title and text")


def _notes(document: object) -> list[dict]:
    """The content of each note the backup holds, or [] when it is no backup: items with "content_type" and "uuid"."""
    items = document.get("items") if isinstance(document, dict) else None
    if not isinstance(items, list) or not all(isinstance(i, dict) and "content_type" in i for i in items):
        return []
    return [
        item["content"]
        for item in items
        if item["content_type"] == "Note"
        and isinstance(item.get("content"), dict)
        and isinstance(item["content"].get("text"), str)
        and item["content"]["text"].strip()
        and not item.get("deleted")
    ]
