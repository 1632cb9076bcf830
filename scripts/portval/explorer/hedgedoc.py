"""A HedgeDoc (CodiMD, HackMD) note, read as the Markdown it stands for, line for line.

HedgeDoc boxes a passage in a container (":::info", ":::warning", ":::spoiler Title" up to a line ":::"), marks a
table of contents "[TOC]" and highlights words "==so==". Read as plain Markdown, a container's marker is a word of
the paragraph below it, a spoiler's title ("Upstream behaviour, for contrast") leads nothing, and the highlight's marks
stay in a summary. Here the markers and "[TOC]" are blank, a container's title is the label of the passage it opens
("Upstream behaviour, for contrast:"), and a highlight is its words.
"""

from __future__ import annotations

import re

_CONTAINER = re.compile(r"^:::\s*(info|success|warning|danger|spoiler)\b[ \t]*(.*)$")
_CLOSE = re.compile(r"^:::\s*$")
_HIGHLIGHT = re.compile(r"(?<![={])==(?=\S)([^=\n]+?)(?<=\S)==(?![=}])")


def is_hedgedoc(text: str) -> bool:
    """Whether the report is a HedgeDoc note: a container opened and closed on lines of their own."""
    return bool(re.search(_CONTAINER.pattern, text, re.MULTILINE)) and bool(re.search(_CLOSE.pattern, text, re.MULTILINE))


def hedgedoc_lines(lines: list[str]) -> list[str]:
    """The note as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    fenced = False
    for line in lines:
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        container = None if fenced else _CONTAINER.match(line)
        if fenced:
            out.append(line)
        elif container:
            title = container.group(2).strip()
            out.append(f"{title.rstrip(':')}:" if title else "")
        elif _CLOSE.match(line) or line.strip() == "[TOC]":
            out.append("")
        else:
            out.append(_HIGHLIGHT.sub(r"\1", line))
    return out
