"""An experiment's notes as Comet's REST API returns them (``GET /api/rest/v2/experiment/notes``), read as their Markdown.

The API gives the notes as one JSON object: the experiment's key, its "metadata" (project, workspace, times, the file
that ran) and "notes", the Markdown a person wrote on the experiment's page, in one string with its line breaks escaped.
Saved after each edit, the answers follow one another a line each, and each holds the whole page as it then stood: an
edit replaces the notes, it does not add to them. Read line by line, the page is one line of JSON, its headings scope
nothing, and the first version's claims stand beside the edit that took them back. Here the last version's notes are
read, as their own lines under the experiment's name; earlier versions and the metadata (who ran what, when) are left
out. The draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import json

from .json_exports import printed_view


def comet_notes_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The lines of the last saved version of a Comet experiment's notes, and what its line numbers count; ``(text, "")``
    for any other report."""
    versions = _versions(text)
    if not versions:
        return text, ""
    last = versions[-1]
    metadata = last.get("metadata") if isinstance(last.get("metadata"), dict) else {}
    title = str(metadata.get("experimentName") or "").strip()
    lines = [f"# {title}", ""] if title else []
    lines += last["notes"].rstrip("\n").split("\n")
    earlier = f"; the {len(versions) - 1} earlier version(s) it replaced left out" if len(versions) > 1 else ""
    return printed_view(lines, name, f"the notes of the last saved version, under the experiment's name{earlier}")


def _versions(text: str) -> list[dict]:
    """Each saved version of the notes, oldest first, or [] when the text is no Comet notes answer: one JSON object on
    each non-blank line (or the whole text one object), each with an "experimentKey" and a "notes" string."""
    if '"experimentKey"' not in text or '"notes"' not in text:
        return []
    try:
        documents = [json.loads(text)]
    except json.JSONDecodeError:
        try:
            documents = [json.loads(line) for line in text.splitlines() if line.strip()]
        except json.JSONDecodeError:
            return []
    is_version = [isinstance(d, dict) and isinstance(d.get("experimentKey"), str) and isinstance(d.get("notes"), str) for d in documents]
    return documents if documents and all(is_version) else []
