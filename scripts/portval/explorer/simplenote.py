"""A Simplenote export (``notes.json``: ``{"activeNotes": [...], "trashedNotes": [...]}``), read as its notes: each
note's first line a heading, the rest of its text line for line.

Each note is one JSON string, "content", whose first line the app shows as the note's title; the notes come in no
order of their writing, and a note moved to the trash is kept in "trashedNotes". Read one string a line, a note is one
line: every value cites it, a heading inside it scopes nothing, and a note about another patch ("... related patch (NOT
this one)") reads as one more sentence. Here each note in the trash is left out (its writer deleted it: an older
draft is no statement of the report), and the others come oldest first, by "creationDate", as they were written: the
first line a heading, the rest as written. The draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view


def simplenote_view(text: str, name: str = "notes.json") -> tuple[str, str]:
    """The notes of a Simplenote export, and what its line numbers count; ``(text, "")`` for any other report."""
    notes = _active_notes(loaded_json(text.strip()))
    if not notes:
        return text, ""
    lines: list[str] = []
    for note in sorted(notes, key=lambda n: str(n.get("creationDate") or "")):
        title, _, body = note["content"].replace("\r\n", "\n").strip("\n").partition("\n")
        lines += [f"# {title.strip()}", *body.strip("\n").split("\n"), ""]
    return printed_view(lines, name, "each note in the trash left out, the others oldest first, each first line a heading")


def _active_notes(document: object) -> list[dict]:
    """The notes not in the trash, or [] when the document is no Simplenote export: an object with "activeNotes" (and
    "trashedNotes") whose notes each hold their text in "content"."""
    if not isinstance(document, dict) or not isinstance(document.get("activeNotes"), list):
        return []
    if set(document) - {"activeNotes", "trashedNotes"}:
        return []
    notes = document["activeNotes"]
    if not all(isinstance(n, dict) and isinstance(n.get("content"), str) for n in notes):
        return []
    return [n for n in notes if n["content"].strip() and not n.get("deleted")]
