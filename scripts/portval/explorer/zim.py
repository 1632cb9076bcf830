"""A page of a Zim desktop wiki as Zim saves it, read as the Markdown it stands for, line for line.

Zim stores a page as text: a header (``Content-Type: text/x-zim-wiki``, ``Wiki-Format``, ``Creation-Date``), then
headings written "====== Title ======" (six marks for the page's title, fewer for each level below), verbatim text in
``''two quotes''``, a code block between lines of three quotes ``'''``, links in ``[[...]]`` and struck text in
``~~...~~``. Read as Markdown, the code block's lines are prose ("if replicate_degree > 1:" a requirement), a
verbatim name is no code, and the header's "zim 0.6" a version. Here the header is blank, headings are headings, the
code block a fenced one, verbatim text code and a link its words; bullets, checkboxes and struck text are Markdown's
own.
"""

from __future__ import annotations

import re

_HEADER = re.compile(r"^(?:Content-Type:\s*text/x-zim-wiki|Wiki-Format:\s*zim\b|Creation-Date:)", re.IGNORECASE)
_HEADING = re.compile(r"^(={2,6})\s*(.*?)\s*\1\s*$")


def is_zim_page(text: str) -> bool:
    """Whether the report is a Zim page: Zim's content type in its header."""
    return bool(re.match(r"\s*Content-Type:\s*text/x-zim-wiki\b", text))


def zim_lines(lines: list[str]) -> list[str]:
    """The page as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    code = False
    for index, line in enumerate(lines):
        if line.strip() == "'''":
            out.append("```")
            code = not code
        elif code:
            out.append(line)
        elif index < 4 and _HEADER.match(line):
            out.append("")
        elif heading := _HEADING.match(line.strip()):
            out.append("#" * (7 - len(heading.group(1))) + " " + _inline(heading.group(2)))
        else:
            out.append(_inline(line))
    return out


def _inline(text: str) -> str:
    """Verbatim text as code, a link as its words (its label where it has one)."""
    text = re.sub(r"''(.+?)''", r"`\1`", text)
    return re.sub(r"\[\[(?:[^\]|]*\|)?([^\]]*)\]\]", r"\1", text)
