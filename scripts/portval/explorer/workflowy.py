"""A WorkFlowy outline exported as plain text, read as the outline it is, line for line.

WorkFlowy's plain-text export writes each item as "- text", its children indented by two spaces, and an item's note on
the lines under it, at the item's text column, in double quotes (a note of several lines keeps its line breaks inside
the quotes). Tags ("#lora") and mentions ("@mina") stand in the text; a completed item opens with "[COMPLETE]".

Read as Markdown, a note runs into its item's paragraph ("...serialization.apply_factory_merges "serialization.py
imports it by name..."), so a site listed alone becomes a sentence about something else, and a name written plainly
("patches/__init__.py") is read as emphasis. Here each note is an item nested under its item, its quotes dropped; the
lines of a note of several lines are items of their own, at its depth; a name of code is quoted as code; the tags are
dropped; a completed item is a ticked one ("[x]").
"""

from __future__ import annotations

import re

from .paths import with_bare_code_quoted

_ITEM = re.compile(r"^((?:  )*)- (.*)$")
_TAG = re.compile(r"(?<![\w#])#[A-Za-z][\w-]*")
_COMPLETE = re.compile(r"^\[COMPLETE\]\s*")


def is_workflowy(text: str) -> bool:
    """Whether the report is WorkFlowy's plain-text export: it opens with an item, every line is an item or a note, and
    some item has a note in double quotes at its text column."""
    lines = text.split("\n")
    written = [line for line in lines if line.strip()]
    if not written or not _ITEM.match(written[0]):
        return False
    notes = _note_lines(lines)
    return bool(notes) and all(_ITEM.match(line) or index in notes for index, line in enumerate(lines) if line.strip())


def workflowy_lines(lines: list[str]) -> list[str]:
    """The outline as Markdown (see the module's docstring), the line count unchanged."""
    notes = _note_lines(lines)
    depths = {i: notes[i] if i in notes else len(m.group(1)) // 2 for i, line in enumerate(lines) if i in notes or (m := _ITEM.match(line))}
    title = min(depths, default=-1)  # the line of the first item: the outline's title
    out: list[str] = []
    for index, line in enumerate(lines):
        if index not in depths:
            out.append(line)
            continue
        depth = depths[index]
        words = _TAG.sub("", _ITEM.match(line).group(2)).strip() if index not in notes else _note_words(lines, index, notes)
        complete = _COMPLETE.match(words)
        words = _quoted(f"[x] {words[complete.end():]}" if complete else words)
        below = next((depths[i] for i in range(index + 1, len(lines)) if i in depths), 0)
        if depth == 0 and index == title:
            out.append(f"# {words}")
        elif depth == 1 and below > 1 and index not in notes and len(words.split()) <= 12 and not words.endswith((".", ":")):
            # An item of the page's own item that holds others: a section, its items at the margin under it.
            out.append(f"## {words}")
        elif words:
            out.append(f"{'  ' * max(depth - 2, 0)}- {words}")
        else:
            out.append("")
    return out


def _quoted(words: str) -> str:
    """Plain text with its names of code quoted: a dotted name, and a file's path ("patches/__init__.py"), whose
    underscores Markdown would read as emphasis."""
    words = with_bare_code_quoted(words)
    return "".join(part if part.startswith("`") else _PATH.sub(r"`\1`", part) for part in re.split(r"(`[^`]*`)", words))


# A file's path with a directory: "primus/backends/x_patches.py", "patches/__init__.py".
_PATH = re.compile(r"(?<![\w/`.])((?:[\w.-]+/)+[\w.-]*\w)")


def _note_words(lines: list[str], index: int, notes: dict[int, int]) -> str:
    """A line of a note without the quotes that open and close the note."""
    words = lines[index].strip()
    if words.startswith('"') and index - 1 not in notes:
        words = words[1:]
    if words.endswith('"') and index + 1 not in notes:
        words = words[:-1]
    return words.strip()


def _note_lines(lines: list[str]) -> dict[int, int]:
    """The lines of the notes, each with the depth of the items it is read as (one deeper than its item's)."""
    notes: dict[int, int] = {}
    index = 0
    while index < len(lines):
        item = _ITEM.match(lines[index])
        index += 1
        column = len(item.group(1)) + 2 if item else -1
        if not item or index == len(lines) or not lines[index].startswith(" " * column + '"'):
            continue
        # The note runs from its opening quote to the line that closes it.
        first = index
        while index < len(lines):
            notes[index] = len(item.group(1)) // 2 + 1
            words = lines[index].strip()
            index += 1
            if words.endswith('"') and (index - 1 > first or len(words) > 1):
                break
    return notes
