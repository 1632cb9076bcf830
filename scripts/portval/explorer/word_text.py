"""A document pasted as plain text from a word processor, read as the Markdown it stands for, line for line.

Word and Google Docs paste a list as "<tab>•<tab>item" and a numbered section's
title as "3.1 Behaviour of the full version": read as Markdown, the bullets
join the paragraph above them into one sentence (its lead-in's condition
then reaches every item, and an item's words reach its neighbours), and the
section titles are text, so a section about another patch is not one.
"""

from __future__ import annotations

import re

# "•", "◦", "▪" or "‣" opening a line, after any indent: a list item.
_BULLET = re.compile(r"^\s*[•◦▪‣]\s+(?=\S)")
# "3.1 Behaviour of the full version", "5. Other patches and ideas": a section number, then a short title without a
# closing period.
_SECTION_TITLE = re.compile(r"^(\d+(?:\.\d+)*)\.?\s+([^\s.•|`#][^.:;!?|`]{1,80})$")


def is_word_text(text: str) -> bool:
    """Whether ``text`` is a word processor's plain text: list items opened by a bullet character."""
    return sum(1 for line in text.split("\n") if _BULLET.match(line)) >= 2


def word_text_lines(lines: list[str]) -> list[str]:
    """The bullets as Markdown list items and each numbered section title, after a blank line, a list or another title,
    as a heading."""
    out = list(lines)
    for number, line in enumerate(lines):
        if _BULLET.match(line):
            out[number] = "- " + _BULLET.sub("", line).strip()
            continue
        title = _SECTION_TITLE.match(line.strip())
        before = lines[number - 1] if number else ""
        opens = not before.strip() or _BULLET.match(before) or _SECTION_TITLE.match(before.strip())
        if title and opens and len(title.group(2).split()) <= 12:
            depth = min(title.group(1).count(".") + 2, 6)
            out[number] = f"{'#' * depth} {title.group(1)} {title.group(2).strip()}"
    return out
