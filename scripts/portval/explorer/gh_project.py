"""A GitHub Projects board as ``gh project item-list --format json`` prints it, read as the Markdown it stands for, line
for line.

The board's "items" are cards, each an issue, a pull request or a draft with its own "title" and Markdown "body" (under
"content"), and the board's own fields beside them ("status", "priority", a custom "gate"). Read as one JSON document,
every body is a paragraph of the same document: a companion patch's card reads as plainly as the card of the patch being
ported, and its title, which the command prints after the card's fields, heads nothing. Here each card is a section of
its own, headed by its title on the line that opens the card: the first card the document's title, every other card a
section of its own title, so a card about another patch is that patch's section. The bodies read as any JSON document's
prose does (see json_exports); the titles are not read again where the card and its content repeat them.
"""

from __future__ import annotations

import re

from .json_exports import json_document_lines, json_value_lines, loaded_json

# A board item's id as the GitHub API gives it: "PVTI_lADOCn2sUs4A1bQxzgZ3kQ8".
_ITEM_ID = re.compile(r"^PVTI_\w+$")


def board_items(text: str) -> list[dict] | None:
    """The board's items, each with its "id", "title" and "content", or None for any other text."""
    document = loaded_json(text) if '"items"' in text and "PVTI_" in text else None
    items = document.get("items") if isinstance(document, dict) else None
    if not isinstance(items, list) or not items:
        return None
    for item in items:
        if not isinstance(item, dict) or not _ITEM_ID.match(str(item.get("id", ""))) or not isinstance(item.get("content"), dict):
            return None
    return items


def board_lines(lines: list[str], items: list[dict]) -> list[str]:
    """The board's cards as sections (see the module's docstring), the line count unchanged."""
    out = json_document_lines(lines)
    where = json_value_lines("\n".join(lines))
    for index, item in enumerate(items):
        for path in (("items", index, "title"), ("items", index, "content", "title")):
            if path in where:
                out[where[path]] = ""
        title = item.get("title") or item["content"].get("title")
        if isinstance(title, str) and title.strip() and ("items", index) in where:
            out[where[("items", index)]] = ("# " if index == 0 else "## ") + title.strip()
    return out
