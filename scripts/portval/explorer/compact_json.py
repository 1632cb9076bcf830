"""A report saved as JSON on one line, given lines to read and cite.

The readers read a report line for line and cite its line numbers. A tool that saves JSON compact (Google Keep's
Takeout, XMind's content.json) writes the whole document on one line: every value would stand on line 1 and no reader
of pretty-printed JSON would know one. Such a report is read in a view with lines of its own, and the draft says what
its line numbers count:

- a Google Keep note is its text: ``textContent`` as written, or ``listContent`` one item a line ("- [x] ..."), its
  line numbers the lines of that text;
- any other JSON document is read as ``python -m json.tool`` prints it, its line numbers the lines that command prints.
"""

from __future__ import annotations

import json

# The keys that make a JSON object a Keep note as Takeout exports it.
_KEEP_KEYS = frozenset({"isTrashed", "isPinned", "isArchived", "userEditedTimestampUsec", "createdTimestampUsec"})


def json_view(text: str) -> tuple[str, str]:
    """The text to read the report as, and what its line numbers count ("" when they are the report's own lines)."""
    stripped = text.strip()
    if "\n" in stripped or not stripped.startswith(("{", "[")):
        return text, ""
    try:
        document = json.loads(stripped)
    except ValueError:
        return text, ""
    if isinstance(document, dict) and len(_KEEP_KEYS & document.keys()) >= 2:
        if isinstance(document.get("textContent"), str) and document["textContent"].strip():
            return document["textContent"], "the lines of the note's textContent"
        items = document.get("listContent")
        if isinstance(items, list) and items:
            lines = [f"- [{'x' if i.get('isChecked') else ' '}] {i.get('text', '')}" for i in items if isinstance(i, dict)]
            return "\n".join(lines), "the items of the note's listContent, one a line"
    return json.dumps(document, indent=4, ensure_ascii=False), "the lines `python -m json.tool` prints of it (it is JSON on one line)"
