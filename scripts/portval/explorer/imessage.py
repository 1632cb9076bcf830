"""An iMessage conversation exported as text by imessage-exporter, read as its messages, line for line.

The exporter writes each message as a time line ("Mar 12, 2026  4:05:11 PM (Read by you after 2 minutes)"), the
sender's name on the next line, then the words; a message's tapbacks under "Tapbacks:", "This message responded to an
earlier message." under a reply, the replies again indented under the message they answer, and an edited message as
its first words then each edit ("Edited 1 minute later: ..."). Read as Markdown, a message runs into its time, its
sender and the next message's, an edit reads as a second claim beside the first, and every reply twice. Here each
message is one list item of its words, the time, the sender, the tapbacks, the reply notes and the indented copies
blank, and an edited message's earlier versions struck, its last edit its words.
"""

from __future__ import annotations

import re

_TIME = re.compile(r"^[A-Z][a-z]{2} \d{1,2}, \d{4}\s+\d{1,2}:\d{2}:\d{2}\s?[AP]M\b.*$")
# An edited message's first line repeats its time: "Mar 12, 2026  4:09:40 PM It also rebinds ...".
_TIME_PREFIX = re.compile(r"^[A-Z][a-z]{2} \d{1,2}, \d{4}\s+\d{1,2}:\d{2}:\d{2}\s?[AP]M\s+")
_EDITED = re.compile(r"^Edited\s+[^:]{1,60}?\s+later:\s*(.*)$")
_REPLY_NOTE = re.compile(r"^This message responded to an earlier message\.\s*$")


def is_imessage_export(text: str) -> bool:
    """Whether the report is imessage-exporter's text: three time lines or more, each over a sender's line."""
    lines = text.split("\n")
    return sum(1 for number, line in enumerate(lines[:-1]) if _TIME.match(line) and lines[number + 1].strip()) >= 3


def imessage_lines(lines: list[str]) -> list[str]:
    """Each message an item of its words (see the module's docstring); every other line blank."""
    out = [""] * len(lines)
    number = 0
    while number < len(lines):
        if not _TIME.match(lines[number]):
            number += 1
            continue
        start = number + 2  # after the time and the sender
        end = start
        while end < len(lines) and lines[end].strip() and not lines[end].startswith((" ", "\t")):
            end += 1
        _message(lines, out, start, end)
        number = end
    return out


def _message(lines: list[str], out: list[str], start: int, end: int) -> None:
    """The words of one message from ``start`` to ``end``, as one item."""
    words = []
    for number in range(start, end):
        line = lines[number].strip()
        if line == "Tapbacks:":
            break  # the tapbacks, to the message's end
        if not _REPLY_NOTE.match(line):
            words.append(number)
    edits = [n for n in words if _EDITED.match(lines[n].strip())]
    first = True
    for number in words:
        line = _TIME_PREFIX.sub("", lines[number].strip())
        edit = _EDITED.match(line)
        if edits and number != edits[-1]:
            line = f"~~{edit.group(1) if edit else line}~~"  # a version an edit after it replaced
        elif edit:
            line = edit.group(1)
        out[number] = f"- {line}" if first else f"  {line}"
        first = False
