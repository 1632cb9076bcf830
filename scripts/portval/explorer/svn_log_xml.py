"""A Subversion history as `svn log --xml -v` prints it, read as the Markdown it stands for, line for line.

`svn log --xml` prints a `<log>` of `<logentry revision="N">` elements, newest first, each with its `<author>`, its
`<date>`, with -v the `<paths>` it changed (`<path action="M" kind="file">/trunk/...</path>`) and its message in
`<msg>`, whose text keeps its XML escapes (`&gt;`). Read as text, the tags and paths are prose, the messages run
together. Here each entry's opening tag is a heading that holds its revision, the branch its paths lie on and its
message's first line ("## r1431 (branch zbv-embedding): ..."), so that what the message says of another patch ("Branch
only, not the layout patch") scopes the entry alone; an entry a later one reverse-merges or reverts ("Reverse-merge
r1412", not "do not revert r1412") opens "Reverted:"; the tags, dates and paths are blank, and the rest of each message
is prose, its escapes read.
"""

from __future__ import annotations

import html
import re

from .text import unfenced

_ENTRY = re.compile(r"^\s*<logentry\b")
_REVISION = re.compile(r'\brevision\s*=\s*"(\d+)"')
_MSG = re.compile(r"^\s*<msg>(.*?)(</msg>)?\s*$")
_BRANCH = re.compile(r">/branches/([^/<]+)/")
# A message that undoes an earlier revision: "Reverse-merge r1412", "svn merge -c -1412", "Revert r1412".
_UNDOES = re.compile(r"\b(?:reverse[- ]merge[sd]?|revert(?:s|ed)?|back(?:s|ed)?\s+out)\s+r(\d+)\b|\bmerge\s+-c\s*-(\d+)\b", re.IGNORECASE)


def is_svn_log_xml(text: str) -> bool:
    """Whether the report is `svn log --xml` output: a `<log>` holding two `<logentry>` elements with messages."""
    text = unfenced(text)
    return bool(re.search(r"^[ \t]*<log>[ \t]*$", text, re.MULTILINE)) and len(re.findall(r"<logentry\b", text)) >= 2 and "<msg>" in text


def svn_log_xml_lines(lines: list[str]) -> list[str]:
    """The history as Markdown (see the module's docstring), the line count unchanged."""
    undone = {
        number
        for line in lines
        for match in _UNDOES.finditer(line)
        # "do not revert r18", "should not be reverted": a revision kept, not undone.
        if not re.search(r"\b(?:not|never|n't|no\s+need\s+to)\s+(?:be\s+)?$", line[: match.start()], re.IGNORECASE)
        for number in match.groups()
        if number
    }
    out: list[str] = []
    in_msg = False
    for index, line in enumerate(lines):
        if in_msg:
            in_msg = "</msg>" not in line
            out.append(html.unescape(line.replace("</msg>", "")).rstrip())
        elif _ENTRY.match(line):
            out.append(_heading(lines, index, undone))
        elif msg := _MSG.match(line):
            # The message's first line stands in the entry's heading.
            in_msg = not msg.group(2)
            out.append("")
        else:
            out.append("")
    return out


def _heading(lines: list[str], index: int, undone: set[str]) -> str:
    """An entry's heading: its revision, the branch its paths lie on, its message's first line; "Reverted:" where a later
    entry undoes it."""
    entry: list[str] = []
    for line in lines[index:]:
        entry.append(line)
        if "</logentry>" in line:
            break
    text = "\n".join(entry)
    revision = _REVISION.search(text)
    number = revision.group(1) if revision else ""
    branch = _BRANCH.search(text)
    subject = re.search(r"<msg>([^\n<]*)", text)
    lead = "Reverted: " if number in undone else ""
    return (
        f"## {lead}r{number}"
        + (f" (branch {branch.group(1)})" if branch else "")
        + (f": {html.unescape(subject.group(1)).strip()}" if subject and subject.group(1).strip() else "")
    )
