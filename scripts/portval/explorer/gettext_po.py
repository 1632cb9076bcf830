"""A report translated through gettext (a .po file, as po4a or a translator's editor writes it), read as the report's
source text, line for line.

A PO file holds one entry a paragraph of the source: translator comments (``#``), extracted ones (``#. type: Title
##``, which po4a writes for a Markdown heading, bullet, table or code block), references (``#: report.md:9``), flags
(``#, fuzzy``), the source text as ``msgid "..."`` and the translation as ``msgstr "..."``, each wrapped into quoted
strings one a line with C escapes (``\\"``, ``\\n``); the first entry is the file's header, and an entry the source no
longer holds stays at the end as obsolete (``#~ msgid ...``). Read as text, the header's versions are versions, every
statement is there twice (and once in another language), a dotted name is cut where the wrapping cut it, and the
obsolete entry, a sentence the writer took out, reads as a fact.

Here each entry is its source text (the msgid, which the rules read; a fuzzy translation may lag behind it, the
source does not): a paragraph or a bullet joined onto the msgid's first line, with the Markdown mark po4a's comment
names ("#", "-"); a table or a code block one source line a line, fenced where po4a says it was. The header, the
comments, the translation and the obsolete entries are blank.
"""

from __future__ import annotations

import re

_STRING = re.compile(r'^\s*(?:msgid|msgstr(?:\[\d+\])?|msgctxt|msgid_plural)?\s*"((?:[^"\\]|\\.)*)"\s*$')
_TYPE = re.compile(r"^#\.\s*type:\s*(.+?)\s*$")
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": ""}


def is_gettext_po(text: str) -> bool:
    """Whether the report is a PO file: its header entry (an empty msgid whose msgstr names a Content-Type), or entries
    of msgid and msgstr lines."""
    if re.search(r'^msgid ""\s*\nmsgstr ""\s*\n(?:"[^"\n]*"\s*\n)*?"Content-Type:', text[:4000], re.MULTILINE):
        return True
    return len(re.findall(r"^msgid \"", text, re.MULTILINE)) >= 3 and len(re.findall(r"^msgstr \"", text, re.MULTILINE)) >= 3


def po_lines(lines: list[str]) -> list[str]:
    """Each entry's source text on its lines (see the module's docstring), every other line blank."""
    out = [""] * len(lines)
    kind = ""
    number = 0
    while number < len(lines):
        line = lines[number]
        if typed := _TYPE.match(line):
            kind = typed.group(1)
        if not line.startswith("msgid "):
            if not line.strip():
                kind = ""
            number += 1
            continue
        strings, following = _strings(lines, number)
        source = "".join(_unescaped(s) for s, _ in strings)
        if source:
            _write(out, source, kind, strings, following)
        number = following
    return out


def _strings(lines: list[str], start: int) -> tuple[list[tuple[str, int]], int]:
    """The msgid's quoted strings with their lines, and the line after them."""
    strings = []
    number = start
    while number < len(lines) and (match := _STRING.match(lines[number])) and (number == start or not lines[number].lstrip().startswith("msg")):
        strings.append((match.group(1), number))
        number += 1
    return strings, number


def _unescaped(string: str) -> str:
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(1)), string)


def _write(out: list[str], source: str, kind: str, strings: list[tuple[str, int]], following: int) -> None:
    """The source text on the msgid's lines: one line of a table or a code block a line (a fence on the line before
    the msgid and after the last), else the whole text on its first line with its Markdown mark."""
    first = strings[0][1]
    fenced = kind.lower().startswith(("fenced code block", "code"))
    if kind.lower().startswith("table") or fenced:
        rows = source.rstrip("\n").split("\n")
        # The rows go on the msgid's lines from its first non-empty string, then on into the msgstr's.
        start = first + 1 if not strings[0][0] and len(strings) > 1 else first
        if start + len(rows) + fenced < len(out) and (not fenced or first > 0):
            for offset, row in enumerate(rows):
                out[start + offset] = row
            if fenced:
                language = re.search(r"\((\w+)\)", kind)
                out[start - 1] = "```" + (language.group(1) if language else "")
                out[start + len(rows)] = "```"
            return
    words = " ".join(source.split())
    if kind.startswith("Title"):
        level = len(re.search(r"#*$", kind).group(0)) or 1
        words = "#" * level + " " + words
    elif kind.startswith("Bullet"):
        words = "- " + words
    out[first] = words
