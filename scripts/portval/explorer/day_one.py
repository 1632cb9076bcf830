"""A Day One journal export (``Journal.json``: ``{"metadata": {...}, "entries": [...]}``), read as its entries oldest
first, each entry's Markdown text line for line.

Each entry holds its text as one JSON string of Markdown, beside what the app records of it (its device, place, weather
and times). Day One escapes each punctuation mark Markdown might take for markup ("maxdiffusion\\.logger",
"\\(lazily\\)"). Read one string a line, an entry is one line: every value cites it, a heading inside it scopes
nothing, and one entry about another patch hedges every sentence of it. Here each entry, oldest first by its
"creationDate", is its text, the escapes of marks that cannot be markup where they stand taken back outside code ("\\.",
"\\(", a "\\-" inside a line; "\\*", "\\_", "\\#" and an item's "\\-" stay); the rest of its record is left out.
The draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import re

from .json_exports import loaded_json, printed_view


def day_one_view(text: str, name: str = "Journal.json") -> tuple[str, str]:
    """The entries of a Day One export, and what its line numbers count; ``(text, "")`` for any other report."""
    entries = _entries(loaded_json(text.strip()))
    if not entries:
        return text, ""
    lines: list[str] = []
    for entry in sorted(entries, key=lambda e: str(e.get("creationDate") or "")):
        lines += [*(_unescaped(line) for line in entry["text"].replace("\r\n", "\n").strip("\n").split("\n")), ""]
    return printed_view(lines, name, "each entry's text, oldest first")


# A backslash before a mark that is no markup where it stands; "\\-" or "\\+" opening a line would start an item.
_ESCAPED = re.compile(r"(?<!^)(?<!^ )(?<!^  )(?<!^   )\\([-+])|\\([.()!:,'\"/=<>~{}|?;%&@$^])")


def _unescaped(line: str) -> str:
    """A line of an entry with Day One's escapes of plain punctuation taken back, outside its code spans."""
    parts = line.split("`")
    return "`".join(_ESCAPED.sub(lambda m: m.group(1) or m.group(2), part) if index % 2 == 0 else part for index, part in enumerate(parts))


def _entries(document: object) -> list[dict]:
    """The entries with text, or [] when the document is no Day One export: "metadata" and "entries" whose items each
    have a "uuid" and a "creationDate"."""
    if not isinstance(document, dict) or not isinstance(document.get("metadata"), dict):
        return []
    entries = document.get("entries")
    if not isinstance(entries, list) or not entries or not all(isinstance(e, dict) and "uuid" in e and "creationDate" in e for e in entries):
        return []
    return [e for e in entries if isinstance(e.get("text"), str) and e["text"].strip()]
