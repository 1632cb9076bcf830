"""A Tomboy or Gnote note (.note), read as the Markdown it stands for, line for line.

A note is XML: its title, then its text in ``<note-content>``, one paragraph a line, marked with Tomboy's own tags
(``<bold>``, ``<italic>``, ``<strikethrough>``, ``<monospace>``, ``<size:large>``, ``<link:internal>``), a list a
``<list>`` of ``<list-item dir="ltr">`` whose closing tag stands at the start of the next item's line; then the note's
dates, window geometry and tags. Read as XML, every tag is words, "&gt;" cuts a sentence at its ";", the dates read as
versions and a heading is a line of bold text.

Here the lines around the content are blank, each line a paragraph of its own (an item where a list is open, indented
a level for each list it sits in), a line of large bold text a heading, the marks Markdown's. A run of monospace over
several lines (a config pasted into the note) is a code span on each, the lines one paragraph with the line before
them, which says what the code is ("Supposed example ...:").
"""

from __future__ import annotations

import html
import re

from .word_html import separated_paragraphs

_ROOT = re.compile(r"<note\b[^>]*\bxmlns=[\"']http://beatniksoftware\.com/tomboy[\"']")
_CONTENT = re.compile(r"<note-content\b[^>]*>(.*?)</note-content\s*>", re.DOTALL)
_MONOSPACE = re.compile(r"<monospace>(.*?)</monospace>", re.DOTALL)
# A line of nothing but large (or huge) bold text: the section headings a note's writer makes.
_HEADING = re.compile(r"^\s*(?:<bold>\s*<size:(?:large|huge)>(.*)</size:(?:large|huge)>\s*</bold>|<size:(?:large|huge)>\s*<bold>(.*)</bold>\s*</size:(?:large|huge)>)\s*$")
_MARKS = (
    (re.compile(r"<bold>(.*?)</bold>"), r"**\1**"),
    (re.compile(r"<italic>(.*?)</italic>"), r"*\1*"),
    (re.compile(r"<strikethrough>(.*?)</strikethrough>"), r"~~\1~~"),
)
_TAG = re.compile(r"<[^>]*>")
# What marks a line of a monospace run over several lines: it goes on the paragraph above.
_CODE_GOES_ON = "\x00"


def is_tomboy_note(text: str) -> bool:
    """Whether the report is a Tomboy or Gnote note: its root element in Tomboy's namespace, and its content."""
    return bool(_ROOT.search(text[:2000])) and "<note-content" in text


def tomboy_lines(lines: list[str]) -> list[str]:
    """The note as Markdown (see the module's docstring), the line count unchanged."""
    text = "\n".join(lines)
    content = _CONTENT.search(text)
    out = [""] * len(lines)
    if content is None:
        return out
    first = text.count("\n", 0, content.start(1))
    body = _MONOSPACE.sub(_code_lines, content.group(1))
    depth = 0
    for offset, line in enumerate(body.split("\n")):
        item = line.find("<list-item")
        words = _inline(line)
        if item != -1:
            # "</list-item><list-item ...>": the item above ends at the start of this line, the next opens on it.
            level = depth + line.count("<list>", 0, item) - line.count("</list>", 0, item)
            words = "   " * max(level - 1, 0) + "- " + words.strip()
        elif heading := _HEADING.match(line):
            words = "## " + _inline(heading.group(1) or heading.group(2)).strip()
        depth += line.count("<list>") - line.count("</list>")
        out[first + offset] = words
    out[first] = "# " + out[first].strip() if out[first].strip() else ""
    return _joined_code(separated_paragraphs(out))


def _code_lines(match: re.Match[str]) -> str:
    """A monospace run as a code span on each of its lines, each marked to go on the paragraph above where the run
    spans lines."""
    parts = match.group(1).split("\n")
    marker = _CODE_GOES_ON if len(parts) > 1 else ""
    return "\n".join(f"{marker}<monospace>{part}</monospace>" for part in parts)


def _inline(line: str) -> str:
    """A line's marks as Markdown's, its other tags dropped and its entities decoded."""
    line = _MONOSPACE.sub(lambda m: f"`{html.unescape(_TAG.sub('', m.group(1)))}`" if m.group(1).strip() else "", line)
    for mark, replacement in _MARKS:
        line = mark.sub(replacement, line)
    return html.unescape(_TAG.sub("", line))


def _joined_code(lines: list[str]) -> list[str]:
    """Each line of a monospace run over several lines, as a line of the paragraph above it (not an item of its own)."""
    return [line.replace("- " + _CODE_GOES_ON, "").replace(_CODE_GOES_ON, "") for line in lines]
