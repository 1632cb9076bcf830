"""A Bazaar branch's history as `bzr log` prints it, read as the Markdown it stands for, line for line.

`bzr log` (its long format) prints each revision between rules of dashes: "revno: 9", "committer: Name <mail>",
"branch nick: x", "timestamp: ...", then "message:" over the message's lines, indented two spaces; a merge's
revisions follow it, each indented four spaces more ("revno: 7.1.1"), and `-v` adds the files each one changed
("modified:" over indented paths). Read as Markdown, every message is indented code after a blank line, so nothing
the history says is read. Here a revision's "revno" line is a heading that holds its message's first line, what the
revision is about ("## r9: Final notes on x", a merged revision one level deeper and marked merged), its other headers,
the rules, the "message:" line and that first line are blank, and the rest of its message is prose at the left margin
(what it indents past its own margin stays indented).
"""

from __future__ import annotations

import re

from .log_messages import first_message_line
from .text import unfenced

_RULE = re.compile(r"^(\s*)-{40,}\s*$")
_REVNO = re.compile(r"^(\s*)revno:\s*([\d.]+)(\s*\[merge\])?")
_MESSAGE = re.compile(r"^\s*message:\s*$")
_HEADER = re.compile(r"^\s*(?:committer|author|branch nick|timestamp|tags|fixes bug|parent|message)\s*:", re.IGNORECASE)


def is_bzr_log(text: str) -> bool:
    """Whether the report is `bzr log` output: two revisions' "revno:" lines under rules, each with its message."""
    text = unfenced(text)  # a Markdown report that quotes it in a fence is no such output
    revisions = re.findall(r"^[ \t]*-{40,}[ \t]*\n[ \t]*revno:[ \t]*\d", text, re.MULTILINE)
    return len(revisions) >= 2 and bool(re.search(r"^[ \t]*message:[ \t]*$", text, re.MULTILINE))


def bzr_log_lines(lines: list[str]) -> list[str]:
    """The history as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    margin = 0  # the indentation of the message being read
    subject = -1  # the line of the message's first line, which the revision's heading holds
    headers = False  # between a revision's "revno:" and its "message:", where its headers stand
    for index, line in enumerate(lines):
        if rule := _RULE.match(line):
            margin = len(rule.group(1)) + 2
            headers = False
            out.append("")
        elif revno := _REVNO.match(line):
            depth = 2 + len(revno.group(1)) // 4
            merged = " (merged)" if revno.group(1) else ""
            subject = first_message_line(lines, index, ends=_RULE.match, opens=_MESSAGE.match)
            title = f": {lines[subject].strip()}" if subject >= 0 else ""
            out.append(f"{'#' * depth} r{revno.group(2)}{merged}{title}")
            headers = True
        elif headers and _HEADER.match(line) or index == subject:
            # A message's own line that opens "Author:" or "Tags:" is the message's words, no header.
            headers = headers and not _MESSAGE.match(line)
            out.append("")
        else:
            indent = len(line) - len(line.lstrip())
            out.append(line[min(indent, margin) :].rstrip())
    return out
