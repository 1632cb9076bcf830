"""A compiled GNU Info file (what ``makeinfo`` writes from Texinfo), read as the Markdown it stands for, line for line.

An Info file opens with "This is x.info, produced by makeinfo ...", then each node after the byte 0x1f: a header line
("File: x.info,  Node: Patch logic,  Next: ...,  Prev: ...,  Up: Top"), its title underlined with "*" (a chapter), "="
(a section) or "-" (a subsection), its text with names in 'quotes', a "* Menu:" of "* Node::" entries, "(*note
Node::)" cross references, "-- Variable: name" definition lines; a tag table and the file's local variables close it.
Read as text, a title's underline reads as a rule or a heading's mark of the line above, and the header and the menu
as prose. Here each title is a heading of its underline's level, the header, the preamble, the underline, the menu,
the tag table and the local variables are blank, a definition line names its name as code ("Variable: `data_path`"),
and a quoted 'name' is a code span.
"""

from __future__ import annotations

import re

_SEPARATOR = "\x1f"
_HEADER = re.compile(r"^File: [^,]+,\s+Node: ")
_UNDERLINE = {"*": "#", "=": "##", "-": "###", ".": "####"}
_MENU_ENTRY = re.compile(r"^\* [^:]+::")
_DEFINITION = re.compile(r"^ -- (\w[\w ]*): (\S+)(.*)$")
# 'name' as makeinfo quotes code: a name, a dotted path, a call or a file's path (a quoted 'key=' is left as written).
_QUOTED_NAME = re.compile(r"'([A-Za-z_][\w.]*(?:\(\))?|[\w.-]*/[\w./-]+)'")


def is_info_file(text: str) -> bool:
    """Whether the report is a compiled Info file: makeinfo's first line, or a node separator before a node header."""
    return text.startswith("This is ") and "produced by makeinfo" in text[:300] or bool(re.search(r"\x1f\n" + _HEADER.pattern[1:], text))


def info_lines(lines: list[str]) -> list[str]:
    """The nodes as Markdown (see the module's docstring)."""
    out: list[str] = []
    closing = False  # inside the tag table or the local variables, which close the file
    preamble = bool(lines) and lines[0].startswith("This is ")  # makeinfo's lines before the first node
    menu = defining = False
    for index, line in enumerate(lines):
        following = lines[index + 1] if index + 1 < len(lines) else ""
        if line.startswith(_SEPARATOR):
            preamble = False
            closing = closing or following.startswith(("Tag Table:", "Local Variables:", "End Tag Table"))
            out.append("")
            continue
        if preamble:
            out.append("")
            continue
        underline = re.fullmatch(r"([*=.-])\1{2,}", line.strip())
        if closing or _HEADER.match(line) or (index and out and out[-1].startswith("#") and underline):
            menu = False
            out.append("")
            continue
        title = re.fullmatch(r"([*=.-])\1{2,}", following.strip())
        if line.strip() and title and len(following.strip()) >= len(line.strip()) - 1:
            out.append(f"{_UNDERLINE[title.group(1)]} {line.strip()}")
            continue
        if line.startswith("* Menu:") or (menu and (_MENU_ENTRY.match(line) or not line.strip() or line.startswith(" "))):
            menu = True
            out.append("")
            continue
        menu = False
        definition = _DEFINITION.match(line)
        if definition:
            defining = True
            out.append(f"{definition.group(1)}: `{definition.group(2)}`{definition.group(3)}")
            continue
        # A definition's text is indented under it; read as Markdown, the indentation would make it code.
        defining = defining and bool(line.strip())
        out.append(_QUOTED_NAME.sub(lambda m: f"`{m.group(1)}`", line.strip() if defining else line))
    return out
