"""A flashcard deck exported as text (Anki's "Notes in Plain Text"), read as the Markdown it stands for, line for line.

The export opens with header lines ("#separator:tab", "#html:true", "#tags column:3") and then holds one card a line:
its front (often a question), its back (the answer, in HTML when "#html:true") and its tags, in columns the separator
parts. Read as a table of tab-separated values it has no header row; read as text, each card's tags run into the next
card's question. Here each card is one item, its front and back read as the HTML they are, and a card tagged as
another patch's ("not_this_patch", "sibling", "other_patch") opens with words that say so, so that nothing on it is
taken for this patch's.
"""

from __future__ import annotations

import re

from .word_html import html_markdown

_HEADER = re.compile(r"^#(separator|html|tags column|columns|notetype|deck)[^:]*:\s*(.*)$", re.IGNORECASE)
_SEPARATORS = {"tab": "\t", "comma": ",", "semicolon": ";", "pipe": "|", "space": " "}
# A card's tag that sets it apart from the patch the deck is about.
_OTHER_PATCH_TAG = re.compile(r"^(?:not[_-]?this[_-]?patch|sibling|other[_-]?patch|companion|not[_-]?ours)$", re.IGNORECASE)


def is_anki_export(text: str) -> bool:
    """Whether the report is a deck exported as text: it opens with "#separator:" and another of Anki's header lines."""
    head = text.lstrip().split("\n")[:6]
    return bool(head) and head[0].lower().startswith("#separator:") and sum(1 for line in head if _HEADER.match(line)) >= 2


def anki_lines(lines: list[str]) -> list[str]:
    """Each card an item of its front and back; the header lines blank."""
    settings = {m.group(1).lower(): m.group(2).strip() for m in map(_HEADER.match, lines) if m}
    separator = _SEPARATORS.get(settings.get("separator", "tab").lower(), settings.get("separator", "\t")[:1] or "\t")
    tags_column = int(settings["tags column"]) - 1 if settings.get("tags column", "").isdigit() else None
    out: list[str] = []
    for line in lines:
        if not line.strip() or _HEADER.match(line):
            out.append("")
            continue
        fields = line.split(separator)
        tags = fields.pop(tags_column).split() if tags_column is not None and tags_column < len(fields) else []
        said = " ".join(_markdown(field) for field in fields if field.strip())
        other = any(_OTHER_PATCH_TAG.match(tag) for tag in tags)
        out.append("- " + ("Another patch's card. " if other else "") + said)
    return out


def _markdown(field: str) -> str:
    """A field's HTML as one line of Markdown."""
    return html_markdown(f"<p>{field}</p>").strip()
