"""A terminal session recorded by asciinema (a .cast file, version 2), read as the notes its writer typed, line for line.

A cast is a JSON header on its first line, then one event a line: ``[1.43, "o", "po"]``, what the terminal printed at
that moment, often a keystroke or two of what the writer types echoed back. Read as text, each line is a fragment of a
word, and a note typed at the prompt ("# the sites are ...") stands nowhere whole. Here the printed stream is put
together again and cut into the terminal's lines, each rendered as the terminal showed it (see typescript), and each
terminal line stands on the cast line that ends it; a comment typed at the prompt is an item of its words, as in a
typescript, and the commands, what they printed and the header are blank.
"""

from __future__ import annotations

import json

from .typescript import rendered, typed_note


def is_asciicast(text: str) -> bool:
    """Whether the report is an asciinema v2 recording: a header with its version and size, then events."""
    first, _, rest = text.partition("\n")
    try:
        header = json.loads(first)
    except ValueError:
        return False
    return isinstance(header, dict) and header.get("version") == 2 and "width" in header and rest.lstrip().startswith("[")


def asciicast_lines(lines: list[str]) -> list[str]:
    """Each note typed at the prompt on the cast line that ends it; every other line blank (see the docstring)."""
    out = [""] * len(lines)
    pending = ""  # what the terminal printed since its last line break
    for number, line in enumerate(lines[1:], start=1):
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if not (isinstance(event, list) and len(event) == 3 and event[1] == "o" and isinstance(event[2], str)):
            continue
        pending += event[2]
        *ended, pending = pending.split("\n")
        notes = [note for note in (typed_note(rendered(shown)) for shown in ended) if note]
        out[number] = " ".join(notes)
    return out
