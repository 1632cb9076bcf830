"""A GNU-style ChangeLog file, read as the Markdown it stands for, line for line.

A ChangeLog holds entries newest first, each opened by a line "2025-09-03  Name  <email>", its items indented by a
tab: "* file (function): what changed.", wrapped onto more tab-indented lines, a further "(function):" on a line of
its own starting the change to another function of the same file. Read as Markdown, every tab-indented line is code,
so nothing the entries say is read, and a name cut at the wrap reads as two. Here an entry's header is a heading, each
"* file" item a list item, each "(function):" line a nested item, and the wrapped lines the item's own continued
text; the copyright notice and the editor's "Local Variables:" block at the end are blank.
"""

from __future__ import annotations

import re

_HEADER = re.compile(r"^(\d{4}-\d{2}-\d{2})\s+(.*?)\s+<[^<>@\s]+@[^<>\s]+>\s*$")
_ITEM = re.compile(r"^\t\*\s+(.*)$")
_FUNCTION = re.compile(r"^\t(\([^()]+\)(?:,\s*\([^()]+\))*:.*)$")


def is_changelog(text: str) -> bool:
    """Whether the report is a ChangeLog: two or more dated entry headers with an e-mail, and tab-indented "* " items."""
    return len(re.findall(r"^\d{4}-\d{2}-\d{2}\s+\S.*<[^<>\s]+@[^<>\s]+>\s*$", text, re.MULTILINE)) >= 2 and bool(
        re.search(r"^\t\*\s", text, re.MULTILINE)
    )


def changelog_lines(lines: list[str]) -> list[str]:
    """The ChangeLog as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    trailer = False
    for line in lines:
        header = _HEADER.match(line)
        item = _ITEM.match(line)
        function = _FUNCTION.match(line)
        if re.match(r"^\s*(?:Copyright\b|Local Variables:)", line):
            trailer = True  # the notice and the editor's settings close the file
        if trailer:
            out.append("")
        elif header:
            out.append(f"## {header.group(1)} {header.group(2)}")
        elif item:
            out.append(f"- {item.group(1)}")
        elif function:
            out.append(f"  - {function.group(1)}")
        elif line.startswith("\t"):
            out.append("    " + line.strip())
        else:
            out.append(line)
    return out
