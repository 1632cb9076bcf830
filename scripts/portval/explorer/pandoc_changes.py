"""A Word review converted with ``pandoc --track-changes=all``, read as the text its changes accepted leave, line for line.

Pandoc writes each tracked change as a span: ``[new words]{.insertion author="..." date="..."}``,
``[old words]{.deletion ...}``, and a reviewer's comment as ``[words]{.comment-start id="0" ...}`` up to
``[]{.comment-end id="0"}``; a span and its attributes may run over several lines. Read as Markdown, a deletion stands
as plainly as the words around it (the struck sites read as the patch's), and a comment's words run into the sentence
they annotate. Here an insertion is its words, a deletion its words struck (taken back, as a report's own struck text
is), a comment blank; every line break a span or its attributes held is kept.
"""

from __future__ import annotations

import re

from .criticmarkup import struck_lines

# A span's words may hold a bracketed run of their own (a link's text); its attributes may run over lines.
_SPAN = re.compile(
    r"\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\{\.(insertion|deletion|comment-start|comment-end|paragraph-insertion|paragraph-deletion)\b([^{}]*)\}",
    re.DOTALL,
)


def is_pandoc_changes(text: str) -> bool:
    """Whether the report holds pandoc's tracked changes: an insertion, a deletion or a comment span."""
    return len(_SPAN.findall(text)) >= 2


def pandoc_changes_lines(lines: list[str]) -> list[str]:
    """The report with its tracked changes accepted and its comments blank (see the module's docstring), the line count
    unchanged."""
    return _SPAN.sub(_accepted, "\n".join(lines)).split("\n")


def _accepted(match: re.Match[str]) -> str:
    words, kind, attributes = match.groups()
    breaks = "\n" * attributes.count("\n")
    if kind in ("insertion", "paragraph-insertion"):
        return words + breaks
    if kind in ("deletion", "paragraph-deletion"):
        return struck_lines(words) + breaks
    return "\n" * words.count("\n") + breaks
