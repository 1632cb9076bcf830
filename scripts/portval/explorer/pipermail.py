"""A mailing list's messages as Mailman 2's Pipermail archive writes them (one HTML page a message, pages of a thread
saved into one file), read as the messages' text, line for line.

A page holds a message: its subject as the page's ``<H1>``, its author and date, links to the messages before and
after it and to the archive's indexes, then its body as typed between ``<!--beginarticle-->`` and
``<!--endarticle-->`` in a ``<PRE>``, its addresses and links made anchors and its quoted lines ("> ...") italic.
Read as a web page, the navigation is a list of sentences, the body one preformatted block, and a quoted line no
quote. Here the first subject is the title and each later one a heading over its message, the body's lines are the
text as typed (a quoted line a Markdown quote), and the rest is blank.
"""

from __future__ import annotations

import html
import re

_BEGIN = re.compile(r"^\s*<!--beginarticle-->\s*$")
_END = re.compile(r"^\s*<!--endarticle-->\s*$")
_SUBJECT = re.compile(r"^\s*<H1>(.*?)</H1>\s*$", re.IGNORECASE)
_TAG = re.compile(r"<[^>]*>")


def is_pipermail(text: str) -> bool:
    """Whether the report is Pipermail's page of a message (or several saved together): its article marks and its
    "Messages sorted by" links."""
    return "<!--beginarticle-->" in text and "<!--endarticle-->" in text and "Messages sorted by" in text


def pipermail_lines(lines: list[str]) -> list[str]:
    """Each message's subject and body on their lines (see the module's docstring), every other line blank."""
    out = [""] * len(lines)
    titled = False
    body = False
    for number, line in enumerate(lines):
        if _BEGIN.match(line) or _END.match(line):
            body = bool(_BEGIN.match(line))
            continue
        if body:
            words = html.unescape(_TAG.sub("", re.sub(r"</?PRE>", "", line, flags=re.IGNORECASE)))
            out[number] = words
        elif subject := _SUBJECT.match(line):
            out[number] = ("## " if titled else "# ") + " ".join(html.unescape(_TAG.sub("", subject.group(1))).split())
            titled = True
    return out
