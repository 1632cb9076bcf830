"""A Matrix room as Element exports it to JSON, read as the Markdown it stands for, line for line.

The export holds the room's events in "messages": each message an ``m.room.message`` event whose "content" gives its
words twice, as the Markdown its sender typed ("body") and as HTML ("formatted_body"); a reply opens both with a quote
of the message it answers (the "> <@user:server> ..." fallback); an edit is an event of its own, an ``m.replace``
relation whose "m.new_content" replaces the words of the message it names. Read as one JSON document, every message
stands twice, a reply repeats the claim it answers, and a claim its sender later struck through still reads plainly.
Here each message's body stands on its line once, without the quote a reply opens with, and an edited message reads
as its last edit, on the line of the message it edits; the edit's own event, the HTML copies, other events and every
line of structure are blank. The room's name is the document's title.
"""

from __future__ import annotations

import re

from .json_exports import chat_messages, one_line_markdown, titled_chat

# The quote of the message a reply answers, which opens the reply's body: "> <@priya:server> starting on ...".
_REPLY_FALLBACK = re.compile(r"\A(?:>[^\n]*\n)+\n?")


def matrix_events(text: str) -> list[dict] | None:
    """The room's events, or None for any other text: a document with a "messages" array of Matrix events (each with
    a "type" in Matrix's namespace, a "sender" and an "event_id")."""
    if '"m.room.' not in text:
        return None
    return chat_messages(text, '"messages"', lambda e: isinstance(e, dict) and str(e.get("type", "")).startswith("m.") and "event_id" in e)


def matrix_lines(lines: list[str], events: list[dict]) -> list[str]:
    """Each message's words on the line of its body, as the module's docstring says; every other line blank."""
    out, where = titled_chat(lines, "room_name")
    edits = {}  # the event id of an edited message -> the words of its last edit
    for event in events:
        content = event.get("content") if isinstance(event.get("content"), dict) else {}
        relation = content.get("m.relates_to") if isinstance(content.get("m.relates_to"), dict) else {}
        new = content.get("m.new_content")
        if relation.get("rel_type") == "m.replace" and isinstance(new, dict) and isinstance(new.get("body"), str):
            edits[relation.get("event_id")] = new["body"]
    for index, event in enumerate(events):
        content = event.get("content") if isinstance(event.get("content"), dict) else {}
        relation = content.get("m.relates_to") if isinstance(content.get("m.relates_to"), dict) else {}
        line = where.get(("messages", index, "content", "body"))
        if event.get("type") != "m.room.message" or relation.get("rel_type") == "m.replace" or line is None:
            continue
        body = edits.get(event.get("event_id"), content.get("body"))
        if not isinstance(body, str):
            continue
        replying = isinstance(relation.get("m.in_reply_to"), dict)
        out[line] = one_line_markdown(_REPLY_FALLBACK.sub("", body) if replying else body)
    return out
