"""A meeting invite saved as iCalendar (.ics, as Outlook or Google Calendar writes it), read as the Markdown it stands
for, line for line.

An invite keeps the meeting's notes in one property, DESCRIPTION, its line breaks written "\\n" and its commas and
semicolons escaped ("\\,"), the whole folded into lines of 75 octets that go on with a space, wherever the fold falls:
"megatron.runtime.ski" on one line, " p_compile_dependencies" on the next. Read as it is, every name a fold cuts is two
names, and the calendar's properties (time zones, attendees, an HTML copy of the notes) read as facts. Here the
properties are blank but for the event's SUMMARY, a heading, and its DESCRIPTION: unfolded and unescaped, each line of
the notes on the folded line it starts on, or the next one the notes have not used (a run of short lines that outruns
the folded lines goes on the last of them, joined by "; "); a short line over a list, after a blank line, is a heading.
"""

from __future__ import annotations

import re

_PROPERTY = re.compile(r"^([A-Za-z][\w-]*)((?:;[^:]*)?):(.*)$")


def is_ical(text: str) -> bool:
    """Whether the report is an iCalendar file: it opens with BEGIN:VCALENDAR."""
    return text.lstrip().upper().startswith("BEGIN:VCALENDAR")


def ical_lines(lines: list[str]) -> list[str]:
    """The invite as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    components: list[str] = []
    number = 0
    while number < len(lines):
        end = number + 1
        while end < len(lines) and lines[end][:1] in (" ", "\t"):
            end += 1
        prop = _PROPERTY.match(lines[number])
        if prop:
            name = prop.group(1).upper()
            if name == "BEGIN":
                components.append(prop.group(3).strip().upper())
            elif name == "END" and components:
                components.pop()
            elif components[-1:] == ["VEVENT"] and name in ("SUMMARY", "DESCRIPTION"):
                # Unfolded: each folded line's first character (the space) dropped, the rest joined as it stands.
                pieces = [prop.group(3)] + [line[1:] for line in lines[number + 1 : end]]
                if name == "SUMMARY":
                    out[number] = "# " + _unescaped("".join(pieces))
                else:
                    out[number:end] = _titled(_placed(pieces))
        number = end
    return out


def _titled(lines: list[str]) -> list[str]:
    """The notes with each short line that stands after a blank line and over a list ("What it does", "Not in scope
    (separate review)") a heading: plain text writes a section's title so, and the list below it is the section's."""
    out = list(lines)
    for number, line in enumerate(lines):
        before = next((lines[i] for i in range(number - 1, -1, -1) if lines[i].strip()), None)
        after = next((lines[i] for i in range(number + 1, len(lines)) if lines[i].strip()), "")
        blank_before = number == 0 or not lines[number - 1].strip()
        if (
            line.strip()
            and blank_before
            and before is not None
            and len(line) <= 60
            and not re.search(r"[.,;:!?]\s*$", line)
            and re.match(r"\s*(?:[-*•]|\d+[.)])\s", after)
        ):
            out[number] = "## " + line.strip()
    return out


def _unescaped(text: str) -> str:
    return re.sub(r"\\([\\,;nN])", lambda m: "\n" if m.group(1) in "nN" else m.group(1), text)


def _placed(pieces: list[str]) -> list[str]:
    """The notes' lines placed over the folded lines they were written on (see the module's docstring)."""
    starts, position = [], 0
    for piece in pieces:
        starts.append(position)
        position += len(piece)
    text = "".join(pieces)
    out = [""] * len(pieces)
    slot = -1
    offset = 0
    for line in re.split(r"\\[nN]", text):
        first = max(i for i, start in enumerate(starts) if start <= offset)
        if max(first, slot + 1) < len(pieces):
            slot = max(first, slot + 1)
            out[slot] = _unescaped(line)
        elif line:
            out[-1] = f"{out[-1]}; {_unescaped(line)}" if out[-1] else _unescaped(line)
        offset += len(line) + 2
    return out
