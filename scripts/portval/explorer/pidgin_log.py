"""A chat log Pidgin saved as HTML, read as its messages, each on lines of its own.

Pidgin logs a conversation as one HTML page: the title "Conversation with <buddy> at <time> on <account>", then one
line a message, ``<font color=...><font size="2">(10:42:13)</font> <b>alice:</b></font>`` and the message's HTML, its
own line breaks written ``<br/>`` on that same line. A status line ("alice has gone away.") is a line in bold with no
sender. Read as a page, a message that pastes several lines of an answer (a heading, a list, a block of code) is one
line: every value cites it, and its "Related patch" label would hedge the whole paste. Here each message is read on
lines of its own, each ``<br/>`` a new paragraph (but in code, a list or a table), its entities as characters, its
tags dropped (a link as its text) and a bare ``__init__`` quoted as code; the sender, the time stamp and the status
lines are left out. The draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import html
import re

from .json_exports import printed_view
from .thread_text import dunders_quoted

_TITLE = re.compile(r"<title>\s*Conversation with\b", re.IGNORECASE)
# A message's head: its color, the time stamp in a small font, the sender in bold with a colon.
_MESSAGE = re.compile(
    r"^\s*<font\b[^>]*\bcolor=[^>]*>\s*<font\b[^>]*\bsize=\"?2\"?[^>]*>\s*\([\d:\sAPM/.-]+\)\s*</font>"
    r"\s*<b>[^<]*:\s*</b>\s*</font>\s*(.*)$",
    re.IGNORECASE,
)
_TAG = re.compile(r"<[^>]*>")


def is_pidgin_log(text: str) -> bool:
    """Whether the report is a Pidgin chat log saved as HTML: its title and at least one message line."""
    return bool(_TITLE.search(text[:2000])) and any(_MESSAGE.match(line) for line in text.split("\n")[:200])


def pidgin_view(text: str, name: str = "log.html") -> tuple[str, str]:
    """The log's messages (see the module's docstring), and what its line numbers count; ``(text, "")`` for any other
    report."""
    if not is_pidgin_log(text):
        return text, ""
    lines: list[str] = []
    for line in text.split("\n"):
        message = _MESSAGE.match(line)
        if not message:
            continue
        body = re.sub(r"(?:<br\s*/?>\s*)+$", "", message.group(1).rstrip(), flags=re.IGNORECASE)
        parts = re.split(r"<br\s*/?>", body, flags=re.IGNORECASE)
        said = [html.unescape(_TAG.sub("", part)).replace("\u00a0", " ").rstrip() for part in parts]
        lines += [*_paragraphs(dunders_quoted("\n".join(said)).split("\n")), ""]
    return printed_view(lines, name, "its messages, each on lines of its own, one a line break")


def _paragraphs(said: list[str]) -> list[str]:
    """A message's lines, each a paragraph of its own (a line break in a chat ends the line, where Markdown would join
    "yep." and "**What it does**" into one paragraph), but for the lines that go on with the one above: an indented
    line (code), a list's item, a table's row."""
    out: list[str] = []
    for line in said:
        goes_on = re.match(r"\s|[-*+]\s|\d+[.)]\s", line) or (line.startswith("|") and out and out[-1].startswith("|"))
        if out and out[-1].strip() and line.strip() and not goes_on:
            out.append("")
        out.append(line)
    return out
