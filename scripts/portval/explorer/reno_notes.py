"""A release note as reno keeps it (``releasenotes/notes/<slug>.yaml``), read as the Markdown it stands for, line for
line.

A note is YAML whose keys are reno's sections ("prelude", "features", "fixes", "upgrade", "issues", "other"), each a
list of block scalars ("- |" and the indented paragraph under it) written in reStructuredText. Read as Markdown, each
paragraph is the continuation of a list item "|", and the reStructuredText's ``literals`` and :class:`roles` are not
code spans. Here each section is a heading, each entry a paragraph of its own (its "- |" line blank, its lines
dedented), a literal or a role's target a code span, and the file's comments blank.
"""

from __future__ import annotations

import re

_SECTIONS = frozenset(
    {"prelude", "features", "issues", "upgrade", "deprecations", "critical", "security", "fixes", "other", "api"}
)
_SECTION = re.compile(r"^([a-z_]+):\s*(?:[|>][-+]?)?\s*$")
_ENTRY = re.compile(r"^\s*-\s*(?:[|>][-+]?)?\s*(.*)$")


def is_reno_note(text: str) -> bool:
    """Whether the report is a reno release note: two of reno's sections at the margin, and an entry under one."""
    sections = {m.group(1) for line in text.split("\n") if (m := _SECTION.match(line))}
    return len(sections & _SECTIONS) >= 2 and bool(re.search(r"^\s*-\s*[|>]", text, re.MULTILINE))


def reno_lines(lines: list[str]) -> list[str]:
    """Each section a heading and each entry a paragraph (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    for line in lines:
        section = _SECTION.match(line)
        entry = _ENTRY.match(line)
        if section and section.group(1) in _SECTIONS:
            out.append("## " + section.group(1).capitalize())
        elif line.lstrip().startswith("#") or line.strip() == "---":
            out.append("")
        elif entry:
            out.append(_inline(entry.group(1)))
        else:
            out.append(_inline(line.strip()))
    return out


def _inline(text: str) -> str:
    """reStructuredText's inline literals and roles as code spans: ``x`` and :class:`x` are `x`."""
    text = re.sub(r"``([^`]+)``", r"`\1`", text)
    return re.sub(r":[\w:-]+:`~?([^`<]+?)(?:\s*<[^>]*>)?`", r"`\1`", text)
