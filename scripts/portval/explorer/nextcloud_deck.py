"""A Nextcloud Deck board exported as JSON (``occ deck:export``, or the API's boards with their stacks and cards), read
as the page it lays out.

A board holds stacks (its columns) of cards, each a title, a Markdown description, its labels and its comments. Read
as JSON, each description is one string on one line, a heading inside a card ("## Upstream behaviour, for contrast")
scopes every card after it, a card labelled "retracted" or "hypothetical" reads as plainly as a verified one, and the
comments come newest first. Here the board is the title, each stack a section, each card a heading under it with its
description's headings below it, then its comments oldest first; a card whose label hedges it (retracted,
hypothetical, related, superseded, a question) is quoted whole, as another's words are. The draft gives the command
that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import re

from .hedge_words import HEDGES
from .json_exports import loaded_json, printed_view
from .thread_text import dicts

# Labels that say a card states nothing plainly of the patch, beside the hedges' own words ("retracted", "hypothetical").
_HEDGING_LABELS = re.compile(r"\b(?:related|other\s+patch|not\s+this|sibling|companion|superseded|outdated|draft|wrong|question|todo)\b", re.IGNORECASE)


def deck_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The board's stacks and cards, and what its line numbers count; ``(text, "")`` for any other report."""
    boards = _boards(loaded_json(text.strip()))
    if not boards:
        return text, ""
    lines: list[str] = []
    for board in boards:
        lines += [f"# {' '.join(str(board.get('title') or '').split())}", ""]
        for stack in sorted(_values(board.get("stacks")), key=_order):
            lines += [f"## {' '.join(str(stack.get('title') or '').split())}", ""]
            for card in sorted(dicts(stack.get("cards")), key=_order):
                if not card.get("deletedAt") and not card.get("archived"):
                    lines += _card(card)
    return printed_view(lines, name, "each stack a section, each card a heading with its description, then its comments oldest first")


def _boards(document: object) -> list[dict]:
    """The boards of an export ({"boards": {id: board}}) or of the API's answer (a list of boards), each with stacks."""
    boards = _values(document.get("boards")) if isinstance(document, dict) else dicts(document)
    stacked = [b for b in boards if _values(b.get("stacks")) and any("cards" in s for s in _values(b["stacks"]))]
    return stacked if stacked and all(isinstance(c.get("title"), str) for b in stacked for s in _values(b["stacks"]) for c in dicts(s.get("cards"))) else []


def _card(card: dict) -> list[str]:
    labels = [str(label.get("title") or "") for label in dicts(card.get("labels"))]
    title = " ".join(str(card["title"]).split())
    body = [_demoted(line) for line in str(card.get("description") or "").replace("\r\n", "\n").split("\n")]
    comments = sorted(dicts(card.get("comments")), key=lambda c: str(c.get("creationDateTime") or ""))
    for comment in comments:
        if isinstance(comment.get("message"), str):
            body += ["", *comment["message"].split("\n")]
    hedged = any(_HEDGING_LABELS.search(label) or any(re.search(p, label, re.IGNORECASE) for _, p in HEDGES) for label in labels)
    if hedged:
        # A card labelled "retracted": every line of it, code blocks too, is set apart as another's words are.
        body = [f"> {line}" if line.strip() else ">" for line in body]
    named = f" [{', '.join(labels)}]" if labels else ""
    return [f"### {title}{named}", "", *body, ""]


def _demoted(line: str) -> str:
    """A heading of a card's description three levels down, under the card's own heading."""
    heading = re.match(r"^(#{1,6})(\s+\S.*)$", line)
    return f"{'#' * min(len(heading.group(1)) + 3, 6)}{heading.group(2)}" if heading else line


def _values(collection: object) -> list[dict]:
    """The objects of a JSON object keyed by id, or of an array."""
    return dicts(list(collection.values())) if isinstance(collection, dict) else dicts(collection)


def _order(item: dict) -> tuple[int, int]:
    order, key = item.get("order"), item.get("id")
    return (order if isinstance(order, int) else 0, key if isinstance(key, int) else 0)
