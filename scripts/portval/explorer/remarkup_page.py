"""A Phabricator page written in Remarkup (a Maniphest task, a Phriction document), read as Markdown, line for line.

Remarkup looks like Creole at a glance ("= Title =" headings, ``**bold**``, ``//italic//``) but is not: its code is a
Markdown fence ("```lang=python"), its monospace ``##name##``, its struck text ``~~words~~`` (a claim taken back), and a
"#" line inside a fence is a comment, not a numbered item. Read as Creole, the strike marks were dropped as escapes and
a struck claim read as a plain one. Here a heading is a heading, "#" items numbered items, ``##x##`` a code span,
``//x//`` italics, and a fence its language; struck text keeps Markdown's own marks.
"""

from __future__ import annotations

import re

from .thread_text import remarkup

_HEADING = re.compile(r"^[ \t]*={1,6}[ \t]+\S.*?=[ \t]*$", re.MULTILINE)
# What only Remarkup writes: a fence's "lang=", an object reference ("{T4821}", "{D567}"), a task's timeline lines.
_REMARKUP_MARK = re.compile(
    r"^[ \t]*```[ \t]*lang=\w|\{[TDPFM]\d+\}|^\S.* (?:added a comment|changed the task status from|closed \{?[TD]\d+\}?)\b",
    re.MULTILINE,
)
_NUMBERED = re.compile(r"^([ \t]*)(#+)[ \t]+(?=\S)")
_ITALIC = re.compile(r"(?<![:\w/])//(?=\S)(.+?)(?<=\S)//")


def is_remarkup_page(text: str) -> bool:
    """Whether the report is a Remarkup page: "= Title =" headings and a mark that only Remarkup writes."""
    return bool(_HEADING.search(text)) and len(_REMARKUP_MARK.findall(text)) >= 2


def remarkup_lines(lines: list[str]) -> list[str]:
    """The page as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    fence = False
    for line in lines:
        if line.lstrip().startswith("```"):
            fence = not fence
            out.append(remarkup(line))
            continue
        if fence:
            out.append(line)
            continue
        numbered = _NUMBERED.match(line)
        if numbered and not _HEADING.match(line):
            depth = len(numbered.group(2)) - 1
            line = f"{numbered.group(1)}{'   ' * depth}1. {line[numbered.end() :]}"
        out.append(_italics(remarkup(line)))
    return out


def _italics(line: str) -> str:
    """``//words//`` as Markdown's italics, outside code spans (a path or a URL's "//" is left alone)."""
    return "".join(part if part.startswith("`") else _ITALIC.sub(r"*\1*", part) for part in re.split(r"(`[^`]*`)", line))
