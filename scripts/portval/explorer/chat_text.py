"""A chat copied or exported as plain text, one message a line, read as the Markdown it stands for, line for line.

WhatsApp writes ``[03/12/2026, 10:14:02] Name: message`` (or ``03/12/2026, 10:14 - Name: message``), KakaoTalk
``[Name] [오후 3:02] message``, an IRC client ``[10:02:11] <nick> message``. Read as Markdown, a run of such lines is one
paragraph: a question in one message hedges the next, and a message that takes another back ("no wait, that's not
ours") reaches the messages around it. Here each message is a list item of its own, without its time stamp and
speaker; a line without them continues the message above it. A message that is only a starred word (``*build_args``)
is the chat's way of correcting a word of the same writer's message before it: that message is struck through, since
which of its words the star replaces is the writer's to say, and the starred word stays as written.
"""

from __future__ import annotations

import re

# A message's opening: its time stamp and its speaker, in the exports' own orders.
_MESSAGE = re.compile(
    r"^(?:"
    r"\[[^\]\n]*\d{1,2}:\d{2}[^\]\n]*\]\s*(?:<(?P<nick>[^>\n]{1,40})>|(?P<name>[^:\n\]]{1,40}):)"  # [date, time] Name:
    r"|\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\s+-\s+(?P<android>[^:\n]{1,40}):"
    r"|\[(?P<kakao>[^\]\n]{1,40})\]\s*\[[^\]\n]*\d{1,2}:\d{2}[^\]\n]*\]"  # [Name] [time]
    r"|\d{1,2}:\d{2}(?::\d{2})?\s+<(?P<irc>[^>\n]{1,40})>"  # 10:02 <nick>
    r")[ \t]?(?P<text>.*)$"
)
# A message that corrects a word of the one before it: "*build_args", "build_args*".
_STAR_CORRECTION = re.compile(r"^\s*(?:\*[^\s*]+(?:\s+[^\s*]+){0,2}|[^\s*]+(?:\s+[^\s*]+){0,2}\*)\s*$")


def is_chat_text(text: str) -> bool:
    """Whether the report is a chat's text, three messages or more opening their lines outside any fence."""
    return sum(1 for line in _unfenced(text.split("\n")) if line is not None and _MESSAGE.match(line)) >= 3


def chat_text_lines(lines: list[str]) -> list[str]:
    """Each message a list item of its own words (see the module's docstring); every other line as written."""
    out = list(lines)
    last_by_speaker: dict[str, int] = {}  # each speaker's latest message, by its line
    for index, line in enumerate(_unfenced(lines)):
        message = _MESSAGE.match(line) if line is not None else None
        if not message:
            continue
        speaker = next(name for name in message.group("nick", "name", "android", "kakao", "irc") if name).strip()
        words = message.group("text").strip()
        if _STAR_CORRECTION.match(words) and speaker in last_by_speaker:
            earlier = last_by_speaker[speaker]
            out[earlier] = f"- ~~{out[earlier][2:]}~~" if out[earlier][2:].strip() else out[earlier]
        out[index] = f"- {words}"
        last_by_speaker[speaker] = index
    return out


def _unfenced(lines: list[str]) -> list[str | None]:
    """``lines`` with those inside a fenced code block (the fences too) as None: a log pasted in a fence is read as code."""
    out: list[str | None] = []
    fenced = False
    for line in lines:
        fence = bool(re.match(r"\s*(?:```|~~~)", line))
        out.append(None if fenced or fence else line)
        fenced ^= fence
    return out
