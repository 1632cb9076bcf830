"""A report reviewed with CriticMarkup, read as the text that stands once its changes are accepted, line for line.

CriticMarkup marks a reviewer's changes in the text itself: a deletion ``{--old--}``, an addition ``{++new++}``, a
substitution ``{~~old~>new~~}``, a highlight ``{==text==}`` and a comment ``{>>note<<}``. Read as Markdown, the
substitution's ``~~`` strikes the old and the new text alike, a deletion stands as plainly as the text around it, and a
reviewer's comment ("the FP32 sibling defaults the same key to False") reads as the writer's sentence. Here the
accepted text stands: an addition and a highlight as their words, a substitution's new text after its old one struck, a
deletion struck (taken back, as a report's own struck text is), and a comment blank, its line breaks kept.
"""

from __future__ import annotations

import re

_MARK = re.compile(r"\{(--|\+\+|~~|==|>>)(.*?)(--|\+\+|~~|==|<<)\}", re.DOTALL)
_CLOSES = {"--": "--", "++": "++", "~~": "~~", "==": "==", ">>": "<<"}


def is_criticmarkup(text: str) -> bool:
    """Whether the report carries CriticMarkup: two marks or more, of two kinds or more."""
    kinds = {m.group(1) for m in _MARK.finditer(text) if _CLOSES[m.group(1)] == m.group(3)}
    return len(kinds) >= 2


def criticmarkup_lines(lines: list[str]) -> list[str]:
    """The report with its changes accepted (see the module's docstring), the line count unchanged."""
    return _MARK.sub(_accepted, "\n".join(lines)).split("\n")


def _accepted(match: re.Match[str]) -> str:
    opening, words, closing = match.groups()
    if _CLOSES[opening] != closing:
        return match.group(0)
    if opening in ("++", "=="):
        return words
    if opening == ">>":
        return "\n" * words.count("\n")
    if opening == "--":
        return struck_lines(words)
    old, _, new = words.partition("~>")
    return f"{struck_lines(old)} {new}".strip(" ") if old.strip() else new


def struck_lines(words: str) -> str:
    """Words struck through, each line's run apart (a strike ends with its line): a reviewer's deletion."""
    return "\n".join(f"~~{line.strip()}~~" if line.strip() else line for line in words.split("\n"))
