"""A bug as Bugzilla exports it in XML (``show_bug.cgi?ctype=xml``), read as its comments, line for line.

The export is XML: the bug's fields (product, component, version, status, keywords, people, dates), its summary in
``<short_desc>``, and its comments, each a ``<long_desc>`` with its author (``<who name="...">``), its time and its
``<thetext>``, the words as typed with their blank lines and their "(In reply to ... from comment #N)" quotes. Read
as XML of the writer's own schema, every field is a line of the report (Bugzilla's own version a version) and each
comment is one item without its paragraphs. Here the summary is the title, each comment opens with a heading naming
its number and author, its text keeps its lines (its quoted lines quoted), and every field is blank.
"""

from __future__ import annotations

import html
import re

from .text import line_at

_COMMENT = re.compile(r"<long_desc\b.*?</long_desc>", re.DOTALL)


def is_bugzilla_xml(text: str) -> bool:
    """Whether the report is Bugzilla's XML export of a bug: a ``<bugzilla`` root holding a ``<bug>``."""
    return bool(re.search(r"<bugzilla\b", text[:3000])) and "<bug>" in text and "<long_desc" in text


def bugzilla_lines(lines: list[str]) -> list[str]:
    """The summary, and each comment's heading and text on their lines (see the module's docstring); the rest blank."""
    text = "\n".join(lines)
    out = [""] * len(lines)

    summary = re.search(r"<short_desc>(.*?)</short_desc>", text, re.DOTALL)
    if summary:
        out[line_at(text, summary.start(1))] = "# " + " ".join(html.unescape(summary.group(1)).split())
    for number, comment in enumerate(_COMMENT.finditer(text)):
        who = re.search(r"<who\b[^>]*\bname=\"([^\"]*)\"", comment.group(0))
        out[line_at(text, comment.start())] = f"## Comment {number} by {html.unescape(who.group(1)) if who else 'someone'}"
        body = re.search(r"<thetext>(.*?)</thetext>", comment.group(0), re.DOTALL)
        if body:
            first = line_at(text, comment.start() + body.start(1))
            for offset, words in enumerate(html.unescape(body.group(1)).split("\n")):
                out[first + offset] = words
    return out
