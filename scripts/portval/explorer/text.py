"""Markdown inline source as the readers quote it: code spans, plain text, one-line quotes."""

from __future__ import annotations

import re

CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)", re.DOTALL)


def plain_text(text: str) -> str:
    """Markdown inline source as plain text: code spans unquoted, emphasis and links dropped, spaces collapsed."""
    text = CODE_SPAN.sub(lambda m: m.group(2).strip(), text)
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"(\*\*|__)(.+?)\1", r"\2", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"\1", text)
    return re.sub(r"\s+", " ", text).strip()


def one_line(text: str, limit: int = 110) -> str:
    """``text`` on one line, cut to ``limit`` characters with an ellipsis."""
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 3].rstrip() + "..."
