"""An issue as MantisBT's XML Import/Export plugin exports it, read as its text fields and notes, line for line.

The export is XML: a ``<mantis>`` root holding ``<issue>``s, each with its fields (project, people, status, dates as
Unix times, version), its ``<summary>``, its three text fields (``<description>``, ``<steps_to_reproduce>``,
``<additional_information>``) and its ``<bugnotes>``, each note's ``<reporter>`` and ``<note>``. The text is as typed,
its entities escaped and each Windows line end an ``&#13;``. Read as XML of its own schema, every field is a line of
the report, "&quot;" cuts a sentence at its ";" (a correction quoting a claim loses the quote), and a field's first
line runs on from the line above.

Here the summary is the title, each text field's lines are its words unescaped (a later field's first line an item of
its own, so it opens a paragraph), each note opens with a heading naming its number and author, and every other field
is blank.
"""

from __future__ import annotations

import html
import re

from .text import line_at

_FIELDS = ("description", "steps_to_reproduce", "additional_information")
_NOTE = re.compile(r"<bugnote>.*?</bugnote>", re.DOTALL)


def is_mantis_xml(text: str) -> bool:
    """Whether the report is MantisBT's XML export: a ``<mantis`` root holding an ``<issue>``."""
    return bool(re.search(r"<mantis\b[^>]*\bversion=", text[:2000])) and "<issue>" in text


def mantis_lines(lines: list[str]) -> list[str]:
    """The summary, the text fields and each note's heading and text on their lines (see the module's docstring)."""
    text = "\n".join(lines)
    out = [""] * len(lines)
    summary = re.search(r"<summary>(.*?)</summary>", text, re.DOTALL)
    if summary:
        out[line_at(text, summary.start(1))] = "# " + " ".join(html.unescape(summary.group(1)).split())
    for index, name in enumerate(_FIELDS):
        field = re.search(rf"<{name}>(.*?)</{name}>", text, re.DOTALL)
        if field:
            _write(text, field, out, opens=index > 0)
    for note in _NOTE.finditer(text):
        number = re.search(r"<id>(\d+)</id>", note.group(0))
        who = re.search(r"<reporter\b[^>]*>(.*?)</reporter>", note.group(0), re.DOTALL)
        heading = f"## Note {number.group(1) if number else ''} by {html.unescape(who.group(1)) if who else 'someone'}"
        out[line_at(text, note.start())] = " ".join(heading.split())
        body = re.search(r"<note>(.*?)</note>", note.group(0), re.DOTALL)
        if body:
            _write(text, body, out, opens=False, offset=note.start())
    return out


def _write(text: str, field: re.Match[str], out: list[str], opens: bool, offset: int = 0) -> None:
    """A text field's lines, unescaped, on the lines they stand on; its first an item where it must open a paragraph."""
    first = line_at(text, offset + field.start(1))
    for number, words in enumerate(html.unescape(field.group(1)).split("\n")):
        words = words.rstrip("\r")
        out[first + number] = f"- {words.strip()}" if opens and number == 0 and words.strip() else words
