"""A file's history as `cvs log` (or RCS's `rlog`) prints it, read as the Markdown it stands for, line for line.

`cvs log` opens with the file's header ("RCS file:", "Working file:", "head:", "symbolic names:" over its tags,
"total revisions:", "description:" over the file's description), then each revision newest first between rules of
dashes: "revision 1.6", "date: ...;  author: ...;  state: Exp;  lines: +14 -3;", an optional "branches:" line and
its log message; a rule of equals signs ends the file. Read as text, the header and the date lines are prose full of
names and numbers, and one revision's message runs on into the next one's. Here a revision's line is a heading that
holds its message's first line, what the revision is about ("## revision 1.3: Correct 1.1: ...", named so: a heading
"1.3" alone would read as a release, every one after the first an earlier one), the header, the rules, the date and
branches lines and that first line are blank, and the description and the rest of each message are prose.
"""

from __future__ import annotations

import re

from .log_messages import first_message_line
from .text import unfenced

_RULE = re.compile(r"^(?:-{28}|={77})\s*$")
_REVISION = re.compile(r"^revision (\d+(?:\.\d+)+)(?:\s+locked by:.*)?\s*$")
_HEADER = re.compile(r"^(?:RCS file|Working file|head|branch|locks|access list|symbolic names|keyword substitution|total revisions)\s*:")
_DATE = re.compile(r"^date:\s*[^;]+;\s+author:\s*[^;]+;")


def is_cvs_log(text: str) -> bool:
    """Whether the report is `cvs log` output: an RCS file's header, and a revision under a rule with its date line."""
    text = unfenced(text)  # a Markdown report that quotes it in a fence is no such output
    return bool(re.search(r"^RCS file:[ \t]", text, re.MULTILINE)) and bool(
        re.search(r"^-{28}\nrevision \d+(?:\.\d+)+[^\n]*\ndate:[ \t]", text, re.MULTILINE)
    )


def cvs_log_lines(lines: list[str]) -> list[str]:
    """The history as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    header = True  # in the file's header, before its description
    tags = False  # in the tab-indented list under "symbolic names:"
    subject = -1  # the line of the revision's message's first line, which its heading holds
    for index, line in enumerate(lines):
        if line.startswith("=" * 20):
            header = True  # a file's log ends; the next file's header follows
            out.append("")
        elif header and (_HEADER.match(line) or (tags and line.startswith("\t"))):
            tags = line.startswith("symbolic names:") or (tags and line.startswith("\t"))
            out.append("")
        elif header and line.startswith("description:") or _RULE.match(line) or _dated_or_branches(line) or index == subject:
            header = False
            out.append("")
        elif revision := _REVISION.match(line):
            subject = first_message_line(lines, index, ends=_RULE.match, skip=_dated_or_branches)
            title = f": {lines[subject].strip()}" if subject >= 0 else ""
            out.append(f"## revision {revision.group(1)}{title}")
        else:
            out.append(line.rstrip())
    return out


def _dated_or_branches(line: str) -> bool:
    """Whether the line is one of the headers `cvs log` prints between a revision's line and its message."""
    return bool(_DATE.match(line)) or line.startswith("branches:")
