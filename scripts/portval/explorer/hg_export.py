"""A Mercurial patch series as ``hg export`` writes it, read as the Markdown it stands for, line for line.

Each changeset opens with "# HG changeset patch" and its "# User", "# Date", "# Node ID" and "# Parent" lines, then its
commit message, then the diff of the files it changed. Read as text, the header lines are comments of a config, the
message's hard-wrapped lines are cut apart, and a diff's lines read as prose, the removed ones too, so a claim a later
changeset takes back still stands in the diff that added it. Here each message's first line is a heading over the rest
of the message, the header lines are blank, and each diff is a fenced block: the messages say what the writer states.
"""

from __future__ import annotations

import re

_CHANGESET = "# HG changeset patch"
_DIFF = re.compile(r"^diff (?:-r |--git )")


def is_hg_export(text: str) -> bool:
    """Whether the report is an ``hg export``: it opens with a changeset's header."""
    return text.lstrip("\ufeff\n").startswith(_CHANGESET)


def hg_export_lines(lines: list[str]) -> list[str]:
    """The series as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    state = "header"  # where in a changeset the line stands: "header", "title", "message" or "diff"
    for index, line in enumerate(lines):
        if line.startswith(_CHANGESET):
            # The next changeset's first line closes the diff before it (an unclosed fence runs to the end).
            out[index] = "```" if state == "diff" else ""
            state = "header"
            continue
        elif state == "header" and line.startswith("#"):
            continue
        elif state == "header":
            state = "title"
        if state == "title" and line.strip():
            out[index], state = f"## {line.strip()}", "message"
        elif state == "message" and _DIFF.match(line):
            out[index], state = "```diff", "diff"
        elif state in ("message", "diff"):
            out[index] = line
    return out
