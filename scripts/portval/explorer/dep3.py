"""A patch file with a DEP-3 header (a quilt series' patch: "Description:", "Author:", "Origin:" fields over a unified
diff), read as the Markdown it stands for, line for line.

DEP-3 writes its fields as RFC 822 does: a field's first line after its name ("Description: <synopsis>"), each further
line of the same field indented by one space, a line of a lone " ." a blank line between its paragraphs. The diff
follows the header, after a "---" line or at its first "--- a/" line. Read as Markdown, the whole description is one
paragraph with the fields after it ("Correction to the previous paragraph: it does not" corrects nothing there), the
"---" under it makes it a heading, and the diff's lines read as prose. Here the synopsis is the title, each paragraph of
the description a paragraph (its items items), every other field a labelled item, and the diff a fenced block.
"""

from __future__ import annotations

import re

_FIELD = re.compile(r"^([A-Z][\w-]*):[ \t]*(.*)$")
_DEP3_FIELDS = frozenset(
    {"description", "subject", "author", "from", "origin", "bug", "forwarded", "applied-upstream", "last-update", "reviewed-by", "acked-by"}
)
_DIFF_START = re.compile(r"^(?:---(?:\s|$)|diff --git |Index: )")


def is_dep3_patch(text: str) -> bool:
    """Whether the report is a patch with a DEP-3 header: it opens with its Description (or Subject) field, names two
    more DEP-3 fields at a line's start, and holds a diff."""
    lines = text.lstrip("\n").split("\n")
    first = _FIELD.match(lines[0])
    if not first or first.group(1).lower() not in ("description", "subject"):
        return False
    fields = {m.group(1).lower() for line in lines if (m := _FIELD.match(line))}
    return len(fields & _DEP3_FIELDS) >= 3 and any(line.startswith(("--- ", "+++ ", "@@ ")) for line in lines)


def dep3_lines(lines: list[str]) -> list[str]:
    """The patch as Markdown (see the module's docstring), the line count unchanged."""
    out = list(lines)
    field = ""
    for number, line in enumerate(lines):
        if _DIFF_START.match(line) and field:
            out[number] = "```diff"
            out[number + 1 :] = lines[number + 1 :]
            return out
        if match := _FIELD.match(line):
            field = match.group(1).lower()
            if field in ("description", "subject"):
                out[number] = "# " + match.group(2).strip()
            else:
                out[number] = f"- {match.group(1)}: {match.group(2).strip()}"
        elif line.startswith(" ") and field in ("description", "subject"):
            out[number] = "" if line.strip() == "." else line[1:]
        elif line.startswith(" ") and field:
            out[number] = line.strip()  # a further line of a field's value, read on as its item's words
        elif not line.strip():
            out[number] = ""
    return out
