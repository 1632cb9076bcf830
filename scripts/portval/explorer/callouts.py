"""Obsidian callouts and GitHub alerts ("> [!warning] Rank 0 only", "> [!NOTE]") read as the writer's own words.

A "> " quote is read as another message's words (see ``markdown.QUOTED``), which a callout is not: it is the note's
writer boxing a summary, a warning or a correction. Its title, though, speaks for its whole body, code blocks
included, and Markdown has no way to carry a title's hedge past a fence. So a callout whose type or title says its
body is not plainly this patch's (an example, a question, a quote, "Supposed example ...", "Related but separate:
[[other.patch]]") stays a quote, hedged whole; any other callout loses its "> " marks and its title opens its first
paragraph. The line count is unchanged.
"""

from __future__ import annotations

import re

from .hedge_words import HEDGES, without_comparisons
from .markdown import section_role
from .text import plain_text

# "> [!summary] TL;DR", "> [!example]- Supposed example", "> [!NOTE]": the type, the fold mark and the title.
_CALLOUT = re.compile(r"^ {0,3}>[ \t]?\[!([A-Za-z][\w-]*)\]([+-]?)[ \t]*(.*)$")
_QUOTE_MARK = re.compile(r"^ {0,3}>[ \t]?")

# The types whose body is not the writer's plain statement of the patch, whatever the title says: an example, a
# question, a quotation, a task or a failure seen.
_HEDGED_TYPES = frozenset({"example", "question", "help", "faq", "quote", "cite", "todo", "failure", "fail", "missing", "bug"})

# "Correction (16:05)", "Erratum", "Retraction": a title saying the box takes back something said above.
_CORRECTION_TITLE = re.compile(r"^\W*(?:correction|erratum|errata|retraction)\b", re.IGNORECASE)

# A title that names a patch, a file or a note other than the page's: "Related: [[maxtext.logger]]", "`x.y` too".
_NAMES_SOMETHING = re.compile(r"\[\[|`|\b[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+\b")


def is_callout_note(text: str) -> bool:
    """Whether ``text`` boxes any paragraph in a callout or an alert."""
    return any(_CALLOUT.match(line) for line in text.split("\n"))


def plain_title(kind: str, title: str) -> bool:
    """Whether a callout of this type and title is the writer's own plain words: no hedged type, and a title that hedges
    nothing, names nothing and names no aside (another patch, upstream's behaviour, an open question)."""
    words = without_comparisons(plain_text(title))
    if _NAMES_SOMETHING.search(title):
        return False
    # "> [!bug]- Correction (2026-03-15)": the writer's own correction, whatever box it is drawn in.
    if kind.lower() in _HEDGED_TYPES and not _CORRECTION_TITLE.match(words):
        return False
    # "Correction (16:05)": the writer's own correction, read as the same words in a paragraph would be.
    if any(re.search(pattern, words, re.IGNORECASE) for hedge, pattern in HEDGES if hedge != "a correction"):
        return False
    return not words.strip() or section_role(words) in (None, "what", "logic", "location", "enable", "requires", "porting")


def callout_lines(lines: list[str]) -> list[str]:
    """``lines`` with each plain callout unquoted, its title opening its first paragraph; other callouts as written."""
    out = list(lines)
    index = 0
    while index < len(lines):
        opened = _CALLOUT.match(lines[index])
        if not opened:
            index += 1
            continue
        end = index + 1
        while end < len(lines) and _QUOTE_MARK.match(lines[end]):
            end += 1
        kind, title = opened.group(1), opened.group(3).strip()
        if plain_title(kind, title):
            # "TL;DR" then "==Always on.== Rebinds ...": one paragraph, the title its first sentence.
            out[index] = title if not title or title[-1] in ".:!?" else f"{title}."
            out[index + 1 : end] = [_QUOTE_MARK.sub("", line, count=1) for line in lines[index + 1 : end]]
        index = end
    return out
