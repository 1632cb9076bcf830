"""A report translated through XLIFF (1.2 or 2.0, as a translation tool exchanges it), read as the report's source
text, line for line.

An XLIFF file holds one unit a paragraph of the source: notes (where the paragraph stood, "report.md:11"; a status),
the source text and its translation, each with the source's inline markup replaced by codes (``<pc dataRefStart="d1">``
around a run, ``<ph dataRef="d2"/>`` for a mark, their original text kept in the unit's ``<originalData>``; in 1.2,
``<g>``, ``<x/>``, ``<bpt>`` and ``<ept>``). Read as XML, every statement is there twice (once in another language),
a code's attributes read as settings ("dataRefStart = d1") and a unit the writer marked obsolete reads as a fact.

Here each unit is its source text on its ``<source>`` line, each code the original text it stands for (a backtick
around a name makes it code again); a source kept over several lines (a config) is a fenced block where it stands; the
rest is blank: the notes, the translations, and a unit whose status note says it is obsolete.
"""

from __future__ import annotations

import html
import re

from .text import line_at

_ROOT = re.compile(r"<xliff\b[^>]*\bxmlns=[\"']urn:oasis:names:tc:xliff:document:[12]\.\d[\"']")
_UNIT = re.compile(r"<(unit|trans-unit)\b[^>]*>(.*?)</\1\s*>", re.DOTALL)
_SOURCE = re.compile(r"<source\b[^>]*>(.*?)</source\s*>", re.DOTALL)
_DATA = re.compile(r"<data\b[^>]*\bid=[\"']([^\"']+)[\"'][^>]*>(.*?)</data\s*>", re.DOTALL)
_OBSOLETE = re.compile(r"<note\b[^>]*\bcategory=[\"']status[\"'][^>]*>\s*obsolete\s*</note\s*>", re.IGNORECASE)
_PAIRED = re.compile(r"<pc\b([^>]*)>(.*?)</pc\s*>", re.DOTALL)
_PLACEHOLDER = re.compile(r"<ph\b([^>]*)/>")


def is_xliff(text: str) -> bool:
    """Whether the report is an XLIFF document: its root in an XLIFF namespace, and a source."""
    return bool(_ROOT.search(text[:3000])) and "<source" in text


def xliff_lines(lines: list[str]) -> list[str]:
    """Each unit's source text on its ``<source>`` line (see the module's docstring), every other line blank."""
    text = "\n".join(lines)
    out = [""] * len(lines)
    for unit in _UNIT.finditer(text):
        body = unit.group(2)
        if _OBSOLETE.search(body):
            continue
        data = {match.group(1): html.unescape(match.group(2)) for match in _DATA.finditer(body)}
        for source in _SOURCE.finditer(body):
            first = line_at(text, unit.start(2) + source.start())
            words = _source_text(source.group(1), data)
            if "\n" not in words.strip("\n"):
                out[first] = " ".join(words.split())
                continue
            # A source kept over several lines (xml:space="preserve"): a block of code, fenced on the lines around it
            # (the segment's tags), its lines where they stand.
            rows = words.split("\n")
            out[first : first + len(rows)] = rows
            if first > 0 and not out[first - 1].strip() and first + len(rows) < len(out):
                out[first - 1], out[first + len(rows)] = "```", "```"
    return out


def _source_text(source: str, data: dict[str, str]) -> str:
    """A source's words, each inline code the original text it stands for, its line breaks kept."""
    def paired(match: re.Match[str]) -> str:
        start = re.search(r"\bdataRefStart=[\"']([^\"']+)", match.group(1))
        end = re.search(r"\bdataRefEnd=[\"']([^\"']+)", match.group(1))
        inner = _PAIRED.sub(paired, match.group(2))
        return data.get(start.group(1), "") + inner + data.get(end.group(1), "") if start and end else inner

    source = _PAIRED.sub(paired, source)
    source = _PLACEHOLDER.sub(lambda m: data.get(next(iter(re.findall(r"\bdataRef=[\"']([^\"']+)", m.group(1))), ""), ""), source)
    return html.unescape(re.sub(r"<[^>]*>", "", source))
