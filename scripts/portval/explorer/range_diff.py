"""``git range-diff`` output, read as the Markdown of the commit messages it compares, line for line.

When a patch series is reworked, ``git range-diff v1...v2`` prints each pair of commits ("1:  3f4a5b6 ! 1:  9c8d7e6
subject", "=" where they match, "<" or ">" where one side has no partner), then, indented four spaces, a diff of
their metadata and messages: "@@ Metadata", " ## Commit message ##", a line of the old message after "-", of the new
after "+", of both after a space. The new version is what the writer now says; the old one is what they took back.
Here each pair's line is a heading (its new subject), the markers are blank, a line of the new message (or of both) is
read as written, and a line only the old message had is struck: a claim version 2 no longer makes.
"""

from __future__ import annotations

import re

from .text import unfenced

# A blank here is a space or a tab, never a line break: searched over a whole report from each line's start, a "\s*"
# would run over every blank line after it, again from each (quadratic in a report of blank lines).
_PAIR = re.compile(r"^[ \t]*(?:\d+|-):[ \t]+(?:[0-9a-f]{7,40}|-+)[ \t]+[!=<>][ \t]+(?:\d+|-):[ \t]+(?:[0-9a-f]{7,40}|-+)[ \t]+(.*)$")
_MARKER = re.compile(r"^ {4}(?:@@ .*|\s?## .* ##\s*)$")


def is_range_diff(text: str) -> bool:
    """Whether the report is ``git range-diff`` output: a pair line, and a diff of a commit message under it."""
    text = unfenced(text)
    return bool(re.search(_PAIR.pattern, text, re.MULTILINE)) and bool(re.search(r"^ {4}\s?## Commit message ##", text, re.MULTILINE))


def range_diff_lines(lines: list[str]) -> list[str]:
    """The new messages' lines as written, the old-only lines struck, each pair a heading (see the module's docstring)."""
    out: list[str] = []
    for line in lines:
        pair = _PAIR.match(line)
        if pair:
            out.append(f"# {pair.group(1).strip()}")
        elif _MARKER.match(line) or not line.startswith("    "):
            out.append("")
        else:
            # A line without its mark column ("    Author: ...") is one both versions have.
            mark, said = (line[4:5], line[5:]) if line[4:5] in "-+ " else (" ", line[4:])
            # A message's lines are indented four spaces, as `git log` prints them; a metadata line is not.
            said = said[4:] if said.startswith("    ") else said.lstrip()
            out.append(f"~~{said.strip()}~~" if mark == "-" and said.strip() else "" if mark == "-" else said)
    return out
