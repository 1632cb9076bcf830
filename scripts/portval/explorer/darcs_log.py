"""A repository's history as `darcs log -v` prints it, read as the Markdown it stands for, line for line.

Darcs prints each patch newest first: "patch <hash>", "Author: ...", "Date: ...", the patch's name indented two spaces
after "* ", its long comment indented two spaces, then with -v the changes it holds, indented four: "hunk ./notes/port.md
12" over the lines it removed ("-...") and added ("+..."), "addfile ./x", "move ./a ./b". Read as Markdown, the
changes are indented code, so nothing a notes file's hunks say is read, and a line a later patch removed reads as
plainly as the one that replaced it. Here a patch's line is a heading that holds its name ("## patch: notes: take back
the x site"), the author and date lines, the name's own line and the change headers are blank, the comment is prose,
an added line is the notes' own text (a heading in it a heading) and a removed line is struck.
"""

from __future__ import annotations

import re

from .text import unfenced

_PATCH = re.compile(r"^patch [0-9a-f]{20,}\s*$")
_HEADER = re.compile(r"^(?:Author|Date):")
_CHANGE = re.compile(r"^ {4}(?:hunk|addfile|adddir|rmfile|rmdir|move|replace|binary|changepref)\b")


def is_darcs_log(text: str) -> bool:
    """Whether the report is `darcs log` output: patches by hash with their author, and a name or a hunk of each."""
    text = unfenced(text)  # a Markdown report that quotes it in a fence is no such output
    return len(re.findall(r"^patch [0-9a-f]{20,}[ \t]*\nAuthor:", text, re.MULTILINE)) >= 2 and bool(
        re.search(r"^ {2}\* \S|^ {4}hunk \./", text, re.MULTILINE)
    )


def darcs_log_lines(lines: list[str]) -> list[str]:
    """The history as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    hunk = False  # after a change's header, where "+" and "-" open its added and removed lines
    for index, line in enumerate(lines):
        if _PATCH.match(line):
            hunk = False
            name = next((later[4:].strip() for later in lines[index + 1 : index + 5] if later.startswith("  * ")), "")
            out.append(f"## patch: {name}" if name else "## patch")
        elif _HEADER.match(line) or line.startswith("  * ") or _CHANGE.match(line):
            hunk = hunk or bool(_CHANGE.match(line))
            out.append("")
        elif hunk and line.startswith("    +"):
            out.append(line[5:].rstrip())
        elif hunk and line.startswith("    -"):
            removed = line[5:].strip()
            out.append(f"~~{removed}~~" if removed else "")
        else:
            out.append(line.strip())
    return out
