"""A repository's history as `hg log` (Mercurial) prints it, read as the Markdown it stands for, line for line.

`hg log` prints each changeset newest first: "changeset:   9:e41c07a9b2f3", then "branch:", "tag:", "parent:",
"user:", "date:", and either "summary:" (the message's first line) or, with -v, "files:" and "description:" over the
whole message; a blank line parts the changesets. Read as text, the headers read as prose full of names and dates,
and the messages of the changesets run together, a changeset on another branch as plain as the rest. Here a
changeset's line is a heading that holds its number, its branch and its message's first line, what it is about
("## changeset 8 (branch pp-before-train): notes for the neighbouring patch ..."); the other headers and that first
line are blank, and the rest of the message is prose.

Sapling's `sl log` prints the same, a changeset named by its hash alone ("changeset:   7c1e4a9b2d30"). A changeset
that was rewritten ("obsolete:    rewritten using amend as 3f9d0b6e8a12") no longer holds: its heading opens
"Superseded:". So does one a later changeset backs out ("Back out ..." with "Original commit changeset: e2d6f9a1c3b8",
hg's "Backed out changeset e2d6f9a1c3b8", git's "This reverts commit ..."): its heading opens "Reverted:".
"""

from __future__ import annotations

import re

from .log_messages import first_message_line
from .text import unfenced

_CHANGESET = re.compile(r"^changeset:\s+(?:(\d+):)?([0-9a-f]{12,40})\s*$")
# A changeset's message naming the one it backs out.
_BACKS_OUT = re.compile(r"\b(?:Original commit changeset:|Backed out changeset|This reverts commit)\s+([0-9a-f]{7,40})\b", re.IGNORECASE)
_HEADER = re.compile(r"^(?:branch|tag|bookmark|parent|user|date|files|files\+|files-|phase|summary|description|obsolete|instability):")


def is_hg_log(text: str) -> bool:
    """Whether the report is `hg log` output: two changesets, each with its user and date lines."""
    text = unfenced(text)  # a Markdown report that quotes it in a fence is no such output
    return len(re.findall(r"^changeset:[ \t]+(?:\d+:)?[0-9a-f]{12,40}[ \t]*$", text, re.MULTILINE)) >= 2 and bool(
        re.search(r"^user:[ \t]", text, re.MULTILINE)
    )


def hg_log_lines(lines: list[str]) -> list[str]:
    """The history as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    subject = -1  # the line of the changeset's message's first line, which its heading holds
    headers = False  # among a changeset's headers, before its description
    backed_out = {match.group(1) for line in lines for match in _BACKS_OUT.finditer(line)}
    for index, line in enumerate(lines):
        if changeset := _CHANGESET.match(line):
            branch, title, subject = _about(lines, index)
            obsolete = _obsolete(lines, index)
            reverted = any(changeset.group(2).startswith(h) or h.startswith(changeset.group(2)) for h in backed_out)
            lead = "Superseded: " if obsolete else "Reverted: " if reverted else ""
            out.append(
                f"## {lead}changeset {changeset.group(1) or changeset.group(2)}"
                + (f" (branch {branch})" if branch else "")
                + (f" ({obsolete})" if obsolete else "")
                + (f": {title}" if title else "")
            )
            headers = True
        elif headers and _HEADER.match(line) or index == subject:
            headers = headers and not line.startswith("description:")
            out.append("")
        else:
            headers = False
            out.append(line.rstrip())
    return out


def _about(lines: list[str], index: int) -> tuple[str, str, int]:
    """A changeset's branch, its message's first line, and that line's index (-1 where it stands on a "summary:")."""
    branch = ""
    for later in range(index + 1, len(lines)):
        line = lines[later]
        if _CHANGESET.match(line):
            break
        if line.startswith("branch:"):
            branch = line.split(":", 1)[1].strip()
        elif line.startswith("summary:"):
            return branch, line.split(":", 1)[1].strip(), -1
        elif line.startswith("description:"):
            subject = first_message_line(lines, later, ends=_CHANGESET.match)
            return branch, lines[subject].strip() if subject >= 0 else "", subject
    return branch, "", -1


def _obsolete(lines: list[str], index: int) -> str:
    """What a changeset's "obsolete:" header says of it ("rewritten using amend as 3f9d0b6e8a12"), or ""."""
    for later in range(index + 1, len(lines)):
        line = lines[later]
        if _CHANGESET.match(line) or line.startswith(("description:", "summary:")) or not line.strip():
            break
        if line.startswith("obsolete:"):
            return line.split(":", 1)[1].strip()
    return ""
