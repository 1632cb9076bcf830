"""An org-mode document exported to plain text by ox-ascii (org-ascii-export-to-ascii), read as Markdown, line for line.

ox-ascii centres the title over a rule of equals signs, lists the contents under "Table of Contents" and a rule of
underscores, numbers each section's title and underlines it ("1 What it does" over "=====", "2.1 Gate" over "-----"),
indents the text under it by two spaces and a source block by more, quotes code as `name' (a backquote and an
apostrophe), draws tables with "|" and "+---+", and gathers the footnotes at the end under "Footnotes" as "[1] ...".
Read as Markdown, every title reads as a setext heading with its number, the contents as a list of the sections, and
`name' as an unclosed code span. Here the title is a heading, the contents and the rules blank, each section's title a
heading of its level without its number, the text at the margin, `name' a code span and the footnotes a section of
their own.
"""

from __future__ import annotations

import re

from .text import unfenced

_RULE = re.compile(r"^\s*(=+|-+|_+)\s*$")
_NUMBERED_TITLE = re.compile(r"^(\d+(?:\.\d+)*) +(\S.*)$")  # matched on a stripped line
_QUOTED = re.compile(r"`([^`'\n]+)'")


def is_org_ascii(text: str) -> bool:
    """Whether the report is ox-ascii output: a "Table of Contents" over a rule of underscores, and a numbered title
    underlined."""
    text = unfenced(text)  # a Markdown report that quotes it in a fence is no such output
    lines = text.split("\n")
    underlined = any(
        _NUMBERED_TITLE.match(line.strip()) and index + 1 < len(lines) and re.fullmatch(r"[=-]{3,}", lines[index + 1].strip())
        for index, line in enumerate(lines)
    )
    return underlined and bool(re.search(r"^Table of Contents\n_{3,}$", text, re.MULTILINE))


def org_ascii_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    contents = False  # in the table of contents, up to the first section's title
    titled = False  # the document's title read
    started = False  # a section's title read: the centred lines above the first one are the title's
    for index, line in enumerate(lines):
        following = lines[index + 1] if index + 1 < len(lines) else ""
        underline = re.fullmatch(r"\s*([=_-])\1{2,}\s*", following)
        if line.strip() == "Table of Contents" and underline:
            contents = True
            out.append("")
            continue
        numbered = _NUMBERED_TITLE.match(line.strip())
        if underline and line.strip() and not line.startswith("  ") or (underline and not titled and line.strip()):
            contents = False
            if numbered:
                started = True
                depth = 2 + numbered.group(1).count(".")
                out.append(f"{'#' * depth} {_inline(numbered.group(2))}")
            elif not titled:
                out.append(f"# {_inline(line.strip())}")
            else:
                out.append(f"## {_inline(line.strip())}")
            titled = True
            continue
        if contents or _RULE.match(line) and index and out and out[-1].startswith("#"):
            out.append("")
            continue
        # The text is indented by two spaces under its title: at the margin it reads as prose, what it indents
        # further (a source block, a nested item) keeps its depth. Above the first section, the author and the date are
        # centred under the title: at the margin too.
        out.append(_inline(line[2:] if line.startswith("  ") and started else line.strip()))
    return out


def _inline(text: str) -> str:
    return _QUOTED.sub(r"`\1`", text)
