"""A reference manager's RIS export (Zotero, EndNote, Mendeley) whose records hold a port's findings, read as Markdown,
line for line.

RIS writes one field a line, a two-letter tag, two spaces, a dash and a space before the value: "TY  - RPRT" opens a
record, "TI  - " titles it, "AU", "PY", "DA", "UR", "KW" and their kin describe it, "AB  - " holds its abstract, each
"N1  - " one note, and "ER  - " ends it. Read as text, the tags run through the prose and every record's words run into
the next one's. Here a record's title is a heading, its abstract is prose, each note is an item (one the writer
indents further, nested under the item before it), and the tags that describe the record are blank.
"""

from __future__ import annotations

import re

from .text import unfenced

_FIELD = re.compile(r"^([A-Z][A-Z0-9])  -(?: (.*))?$")
_TITLE = frozenset({"TI", "T1", "CT", "BT"})
_PROSE = frozenset({"AB", "N2"})
_NOTES = frozenset({"N1", "NO", "RN"})


def is_ris(text: str) -> bool:
    """Whether the report is RIS: records opened by "TY  - " and closed by "ER  - ", a title or an abstract in them."""
    text = unfenced(text)  # a Markdown report that quotes a record in a fence is no export
    return bool(re.search(r"^TY  - \w", text, re.MULTILINE)) and bool(re.search(r"^ER  -", text, re.MULTILINE)) and bool(
        re.search(r"^(?:TI|T1|AB)  - \S", text, re.MULTILINE)
    )


def ris_lines(lines: list[str]) -> list[str]:
    """The records as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    for line in lines:
        field = _FIELD.match(line)
        if not field:
            # A value that goes on over the next line (EndNote wraps long abstracts): its words.
            out.append(line.strip())
            continue
        tag, value = field.group(1), field.group(2) or ""
        if tag in _TITLE and value.strip():
            out.append(f"## {value.strip()}")
        elif tag in _PROSE:
            out.append(value.strip())
        elif tag in _NOTES and value.strip():
            depth = (len(value) - len(value.lstrip())) // 2
            out.append("  " * depth + "- " + value.strip())
        else:
            out.append("")
    return out
