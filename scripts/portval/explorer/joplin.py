"""A note as Joplin exports it raw, read as the Markdown it is, line for line.

Joplin's raw export (and its sync files) writes a note as its title line, its body in Markdown, and then a trailer of
the note's metadata, one ``key: value`` a line from ``id: <32 hex digits>`` to ``type_: 1``: times, coordinates, the
application's name. Read as part of the report, the times' "09:42:17.305Z" and the latitude "0.00000000" are versions
and every key a name no value holds. Links to other notes and resources are written ``[label](:/<id>)``. Here the
trailer is blank, a link to a note its label and an image of a resource nothing.
"""

from __future__ import annotations

import re

_TRAILER_ID = re.compile(r"^id: [0-9a-f]{32}\s*$")
_TRAILER_LINE = re.compile(r"^[a-z_]+:(?: .*)?$")
_RESOURCE_IMAGE = re.compile(r"!\[[^\]]*\]\(:/[0-9a-f]{32}\)")
_NOTE_LINK = re.compile(r"\[([^\]]*)\]\(:/[0-9a-f]{32}\)")


def is_joplin_note(text: str) -> bool:
    """Whether the report ends in Joplin's metadata trailer: an id line, then ``key: value`` lines to ``type_: N``."""
    return _trailer_start(text.rstrip("\n").split("\n")) is not None


def joplin_lines(lines: list[str]) -> list[str]:
    """The note's lines with its trailer blank and its links read (see the module's docstring)."""
    start = _trailer_start(lines)
    if start is None:
        return lines
    body = [_NOTE_LINK.sub(r"\1", _RESOURCE_IMAGE.sub("", line)) for line in lines[:start]]
    return body + [""] * (len(lines) - start)


def _trailer_start(lines: list[str]) -> int | None:
    """The index of the trailer's id line, or None where the text does not end in one."""
    end = len(lines)
    while end and not lines[end - 1].strip():
        end -= 1
    if not end or not re.match(r"^type_: \d+\s*$", lines[end - 1]):
        return None
    for index in range(end - 1, -1, -1):
        if _TRAILER_ID.match(lines[index]):
            return index
        if not _TRAILER_LINE.match(lines[index]):
            return None
    return None
