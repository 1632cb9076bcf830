"""Chat logs an instant messenger saves, read as their messages, each on lines of its own: a Pidgin log saved as HTML,
and an Adium transcript (``.chatlog``, XML).

Pidgin logs a conversation as one HTML page: the title "Conversation with <buddy> at <time> on <account>", then one
line a message, ``<font color=...><font size="2">(10:42:13)</font> <b>alice:</b></font>`` and the message's HTML, its
own line breaks written ``<br/>`` on that same line; a status line ("alice has gone away.") is a line in bold with no
sender. Adium writes a ``<chat>`` of ``<message sender=... time=...>`` elements, each body a ``<div>`` of styled
``<span>``s (code in a monospaced font such as Menlo), its line breaks ``<br/>``, beside ``<event>`` and ``<status>``
elements that no one wrote. Read as a page or as XML, a message that pastes several lines of an answer (a heading, a
list, a block of code) is one line: every value cites it, and its "Related patch" label would hedge the whole paste.

Here each message is read on lines of its own, each ``<br/>`` a new paragraph (but in code, a list or a table), its
entities as characters, a monospaced span as code, its other tags dropped (a link as its text) and a bare ``__init__``
quoted as code; the sender, the time stamp, the events and the status lines are left out. The draft gives the command
that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import html
import re

from .json_exports import printed_view
from .word_html import inline_markdown

_TITLE = re.compile(r"<title>\s*Conversation with\b", re.IGNORECASE)
# A message's head: its color, the time stamp in a small font, the sender in bold with a colon.
_MESSAGE = re.compile(
    r"^\s*<font\b[^>]*\bcolor=[^>]*>\s*<font\b[^>]*\bsize=\"?2\"?[^>]*>\s*\([\d:\sAPM/.-]+\)\s*</font>"
    r"\s*<b>[^<]*:\s*</b>\s*</font>\s*(.*)$",
    re.IGNORECASE,
)
_TAG = re.compile(r"<[^>]*>")
_ADIUM_CHAT = re.compile(r"<chat\b[^>]*\bxmlns=[\"']http://purl\.org/net/ulf/ns/")
_ADIUM_MESSAGE = re.compile(r"<message\b[^>]*>(.*?)</message\s*>", re.DOTALL)


def is_pidgin_log(text: str) -> bool:
    """Whether the report is a Pidgin chat log saved as HTML: its title and at least one message line."""
    return bool(_TITLE.search(text[:2000])) and any(_MESSAGE.match(line) for line in text.split("\n")[:200])


def im_log_view(text: str, name: str = "log.html") -> tuple[str, str]:
    """The log's messages (see the module's docstring), and what its line numbers count; ``(text, "")`` for any other
    report."""
    if is_pidgin_log(text):
        bodies = [message.group(1) for line in text.split("\n") if (message := _MESSAGE.match(line))]
    elif is_adium_log(text):
        bodies = [message.group(1) for message in _ADIUM_MESSAGE.finditer(text)]
    else:
        return text, ""
    lines: list[str] = []
    for body in bodies:
        body = re.sub(r"(?:<br\s*/?>\s*)+$", "", re.sub(r"</?div\b[^>]*>", "", body).strip(), flags=re.IGNORECASE)
        said = [_line_of(part) for part in re.split(r"<br\s*/?>", body, flags=re.IGNORECASE)]
        lines += [*_paragraphs(said), ""]
    return printed_view(lines, name, "its messages, each on lines of its own, one a line break")


def is_adium_log(text: str) -> bool:
    """Whether the report is an Adium transcript: a <chat> in Adium's namespace with <message> elements."""
    return bool(_ADIUM_CHAT.search(text[:2000])) and bool(_ADIUM_MESSAGE.search(text))


def _line_of(part: str) -> str:
    """One line of a message: its monospaced spans as code, its entities as characters, its indent kept (a pasted line
    of code keeps it)."""
    words = html.unescape(_TAG.sub("", part)).replace("\u00a0", " ")
    indent = words[: len(words) - len(words.lstrip())]
    return (indent + inline_markdown(part)).rstrip() if words.strip() else ""


def _paragraphs(said: list[str]) -> list[str]:
    """A message's lines, each a paragraph of its own (a line break in a chat ends the line, where Markdown would join
    "yep." and "**What it does**" into one paragraph), but for the lines that go on with the one above: an indented
    line (code), a list's item, a table's row."""
    out: list[str] = []
    for line in said:
        # A table pasted as rows of cells between bars ("key | default | value") is one block.
        row = line.count(" | ") >= 1 and bool(out) and out[-1].count(" | ") >= 1
        goes_on = re.match(r"\s|[-*+]\s|\d+[.)]\s", line) or (line.startswith("|") and out and out[-1].startswith("|")) or row
        if out and out[-1].strip() and line.strip() and not goes_on:
            out.append("")
        out.append(line)
    return out
