"""A Matrix room as Element exports it to HTML ("Export chat", HTML), read as the Markdown it stands for.

Each message is an ``<li class="mx_EventTile">`` whose first line holds the sender's name, an avatar's initial, the time
and, for a reply, the quoted start of the message it answers; its body follows, rendered Markdown. Read as a page, the
``<li>`` makes the whole message one list item that runs the sender, the time and the quote into the body's first
words, up to the body's first list, and the export's own line ("Exported by ... at ...") reads as the room's words.
Here the chrome is blank (the room header, the intro but its name, date separators, sender, avatar, time, the quote a
reply opens with, an "(edited)" mark, read receipts, copy buttons) and each message is a block of its own, its body read
as word_html reads HTML, line for line. An edited message is exported as its last edit, as the room shows it.
"""

from __future__ import annotations

import re

from .word_html import blank, html_markdown, separated_paragraphs

_EVENT_TILE = re.compile(r"<li\b[^>]*\bclass=[\"']mx_EventTile\b[^>]*>")
_ROOM = re.compile(r"\bclass=[\"'][^\"']*\bmx_RoomView\b")

# The export's chrome, each element written without another of its kind inside it.
_CHROME = re.compile(
    r"<head\b.*?</head\s*>"
    r"|<div\b[^>]*\bclass=[\"'][^\"']*\bmx_RoomHeader\b[^\"']*[\"'][^>]*>.*?(?=<div\b[^>]*\bmx_MainSplit\b)"
    r"|<li>\s*<div\b[^>]*\bmx_TimelineSeparator\b.*?</li\s*>"
    r"|<div\b[^>]*\bclass=[\"']mx_DisambiguatedProfile[\"'][^>]*>.*?</div\s*>"
    r"|<div\b[^>]*\bclass=[\"']mx_EventTile_avatar[\"'][^>]*>.*?</div\s*>"
    r"|<a\b[^>]*>\s*<span\b[^>]*\bmx_MessageTimestamp\b.*?</a\s*>"
    r"|<div\b[^>]*\bclass=[\"']mx_ReplyChain_wrapper[\"'][^>]*>.*?</blockquote\s*>\s*</div\s*>"
    r"|<(span|div)\b[^>]*\bclass=[\"'][^\"']*\b(?:mx_EventTile_edited|mx_EventTile_button|mx_BaseAvatar)\b[^>]*>.*?</\1\s*>"
    r"|<div\b[^>]*\bclass=[\"'][^\"']*\bmx_ReadReceiptGroup\b[^>]*>.*?</div\s*>\s*</div\s*>",
    re.IGNORECASE | re.DOTALL,
)
# The room's intro: the room's name is its title; the lines the export writes about itself ("created this room",
# "Exported by ... at 11/03/2026") and the topic are no message.
_INTRO = re.compile(r"<div\b[^>]*\bclass=[\"']mx_NewRoomIntro[\"'][^>]*>(.*?)</div\s*>", re.IGNORECASE | re.DOTALL)
_INTRO_NAME = re.compile(r"<h2\b[^>]*>.*?</h2\s*>", re.IGNORECASE | re.DOTALL)
# A message's closing tag: the event wrapper's </div> follows it, then the next message, a date separator or the list's end.
_TILE_END = re.compile(r"</li\s*>(?=\s*</div\s*>\s*(?:<div\b[^>]*\bmx_Export_EventWrapper\b|<li>|</ol\s*>))", re.IGNORECASE)


def is_element_html(text: str) -> bool:
    """Whether the report is a Matrix room Element exported as HTML: its messages are Element's event tiles."""
    return bool(_ROOM.search(text) and _EVENT_TILE.search(text))


def element_lines(lines: list[str]) -> list[str]:
    """The room as Markdown (see the module's docstring), the line count unchanged."""
    text = _INTRO.sub(_intro_name, "\n".join(lines))
    text = _CHROME.sub(blank, text)
    text = _TILE_END.sub("</div>", _EVENT_TILE.sub("<div>", text))
    return separated_paragraphs(html_markdown(text).split("\n"))


def _intro_name(match: re.Match[str]) -> str:
    """The intro's heading, the room's name, on its line; the rest of the intro blank."""
    name = _INTRO_NAME.search(match.group(1))
    if not name:
        return blank(match)
    before = match.group(0)[: match.start(1) - match.start(0) + name.start()]
    after = match.group(0)[match.start(1) - match.start(0) + name.end() :]
    return "\n" * before.count("\n") + name.group(0) + "\n" * after.count("\n")
