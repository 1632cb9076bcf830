"""Chats as their services export them (see json_threads): a Google Chat space from Google Takeout, a Facebook
Messenger chat from Facebook's "Download your information", a Slack channel's messages (an export's day file, or the
API's history or replies), a Skype chat history export, a Microsoft Teams channel thread from the Graph API, a Webex
space's messages, a GroupMe group's messages, a Gitter room's messages, a Keybase chat read through its API, an Amazon
Chime channel's messages, a DingTalk group's messages, a RingCentral team chat's posts, a Zoho Cliq chat's
messages and a Basecamp Campfire's lines."""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from .editor_blocks import inline_html
from .json_exports import marked_run, mrkdwn
from .thread_text import dicts, heading, message_html, oldest_first


def _is_google_chat(document: object) -> bool:
    messages = document.get("messages") if isinstance(document, dict) else None
    return isinstance(messages, list) and bool(messages) and all(isinstance(m, dict) and "created_date" in m and "creator" in m for m in messages)


def _google_chat(document: dict) -> list[str]:
    """Each message's text as written, in the order the export keeps (a message's quote of another is not read again)."""
    return [m["text"] for m in dicts(document["messages"]) if isinstance(m.get("text"), str)]


def _is_messenger_chat(document: object) -> bool:
    messages = document.get("messages") if isinstance(document, dict) else None
    return (
        isinstance(messages, list)
        and bool(messages)
        and isinstance(document.get("participants"), list)
        and all(isinstance(m, dict) and "sender_name" in m and "timestamp_ms" in m for m in messages)
    )


def _messenger_chat(document: dict) -> list[str]:
    """The chat's title as a heading, then each message's words oldest first (the export lists the newest first), their
    characters repaired (see _facebook_text)."""
    messages = sorted(dicts(document["messages"]), key=lambda m: m.get("timestamp_ms") or 0)
    texts = [heading(_facebook_text(str(document.get("title") or "")))]
    return texts + [_facebook_text(m["content"]) for m in messages if isinstance(m.get("content"), str) and not m.get("is_unsent")]


def _facebook_text(words: str) -> str:
    """Words of a Facebook export as written: the export writes each byte of a character's UTF-8 as a character of its
    own ("isn\\u00e2\\u0080\\u0099t"), so they are read back as those bytes; words that are no such bytes stay as they are."""
    try:
        return words.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return words


def _slack_messages(document: object) -> list[dict]:
    """The messages of a Slack channel export's day file (an array) or of the API's ``conversations.history`` or
    ``conversations.replies`` ({"ok", "messages"}); [] for any other document."""
    messages = document if isinstance(document, list) else document.get("messages") if isinstance(document, dict) and "ok" in document else None
    if not isinstance(messages, list) or not messages:
        return []
    if not all(isinstance(m, dict) and isinstance(m.get("ts"), str) and (isinstance(m.get("text"), str) or "blocks" in m) for m in messages):
        return []
    return messages if any(m.get("type") == "message" for m in messages) else []


def _slack(document: object) -> list[str]:
    """Each message oldest first: its rich-text blocks as Markdown where it has them (a list's items, a code block, a
    quote, each run's code, bold and strike), else its mrkdwn text; a member joining or leaving says nothing."""
    messages = sorted(_slack_messages(document), key=lambda m: float(m["ts"]) if re.fullmatch(r"\d+(?:\.\d+)?", m["ts"]) else 0.0)
    texts = []
    for message in messages:
        if str(message.get("subtype") or "").startswith(("channel_", "group_")):
            continue
        rich = [b for b in dicts(message.get("blocks")) if b.get("type") == "rich_text"]
        texts.append("\n\n".join(_slack_rich_text(b) for b in rich) if rich else mrkdwn(str(message.get("text") or "")))
    return texts


def _slack_rich_text(block: dict) -> str:
    """A rich_text block as Markdown: a section's lines each a paragraph, a list's items by their indent, a
    preformatted block fenced, a quote quoted."""
    out: list[str] = []
    for element in dicts(block.get("elements")):
        kind = element.get("type")
        if kind == "rich_text_list":
            mark = "1. " if element.get("style") == "ordered" else "- "
            indent = "  " * int(element.get("indent") or 0)
            out.append("\n".join(indent + mark + _slack_runs(item).strip() for item in dicts(element.get("elements"))))
        elif kind == "rich_text_preformatted":
            out.append("```\n" + "".join(str(e.get("text") or "") for e in dicts(element.get("elements"))).strip("\n") + "\n```")
        elif kind == "rich_text_quote":
            out.append("\n".join(f"> {line}" for line in _slack_runs(element).strip().split("\n")))
        else:
            out += [line.strip() for line in _slack_runs(element).split("\n") if line.strip()]
    return "\n\n".join(out)


def _slack_runs(element: dict) -> str:
    """The runs of a section as Markdown, each marked as its style says; a link its words, a mention its name."""
    words = []
    for run in dicts(element.get("elements")):
        style = run.get("style") or {}
        if run.get("type") == "text":
            said = str(run.get("text") or "")
        elif run.get("type") == "link":
            said = str(run.get("text") or run.get("url") or "")
        elif run.get("type") == "user":
            said = f"@{run.get('user_id') or 'someone'}"
        elif run.get("type") == "emoji":
            said = f":{run.get('name')}:"
        else:
            said = ""
        words.append(
            marked_run(said, code=bool(style.get("code")), bold=bool(style.get("bold")), italic=bool(style.get("italic")), struck=bool(style.get("strike")))
        )
    return "".join(words)


def _is_skype_export(document: object) -> bool:
    conversations = document.get("conversations") if isinstance(document, dict) else None
    return isinstance(conversations, list) and any(isinstance(c, dict) and isinstance(c.get("MessageList"), list) and c["MessageList"] for c in conversations)


def _skype_export(document: dict) -> list[str]:
    """Each conversation with messages under its name as a heading, then its messages oldest first (the export lists the
    newest first), each read from Skype's markup (see _skype_markup); what Skype writes itself (a member added, a call)
    says nothing."""
    texts = []
    for conversation in dicts(document["conversations"]):
        messages = [m for m in dicts(conversation.get("MessageList")) if m.get("messagetype") in ("RichText", "Text", "RichText/Html")]
        if messages:
            texts.append(heading(conversation.get("displayName")))
            texts += [_skype_markup(str(m.get("content") or "")) for m in oldest_first(messages, "originalarrivaltime")]
    return texts


# Skype's markup: a quoted message (its legacy "[10:05] Name:" lead and "<<<" close aside), a preformatted block, an
# edit's marker.


# Skype's markup: a quoted message (its legacy "[10:05] Name:" lead and "<<<" close aside), a preformatted block, an
# edit's marker.
_SKYPE_QUOTE = re.compile(r"<quote\b[^>]*>(.*?)</quote>", re.DOTALL)


_SKYPE_LEGACY = re.compile(r"<legacyquote>.*?</legacyquote>", re.DOTALL)


_SKYPE_PRE = re.compile(r"<pre\b[^>]*>(.*?)</pre>", re.DOTALL)


def _skype_markup(content: str) -> str:
    """A Skype message as Markdown: a quote of another message quoted, a preformatted block fenced (a code span when
    it is one line), bold, italic and struck text marked, entities unescaped."""
    content = re.sub(r"<e_m\b[^>]*>(?:</e_m>)?", "", content)
    content = _SKYPE_QUOTE.sub(lambda m: "\n\n" + "\n".join(f"> {line}" for line in _SKYPE_LEGACY.sub("", m.group(1)).strip().split("\n")) + "\n\n", content)

    def pre(m: re.Match) -> str:
        code = html.unescape(m.group(1))
        return f"`{code.strip()}`" if "\n" not in code.strip() else "\n```\n" + code.strip("\n") + "\n```\n"

    def words(line: str) -> str:
        # The spaces at a line's ends stay: a word before a preformatted span is not joined to it.
        lead, core, trail = re.match(r"(\s*)(.*?)(\s*)$", line).groups()
        return lead + inline_html(core) + trail if core else line

    parts = re.split(r"(<pre\b[^>]*>.*?</pre>)", content, flags=re.DOTALL)
    return "".join(_SKYPE_PRE.sub(pre, p) if p.startswith("<pre") else "\n".join(words(line) for line in p.split("\n")) for p in parts)


def _is_teams_messages(document: object) -> bool:
    messages = document.get("value") if isinstance(document, dict) and "@odata.context" in document else None
    return (
        isinstance(messages, list)
        and bool(messages)
        and all(isinstance(m, dict) and "messageType" in m and "createdDateTime" in m and isinstance(m.get("body"), dict) for m in messages)
    )


def _teams_messages(document: dict) -> list[str]:
    """A channel message and its replies as Graph lists them (the newest first): each message oldest first, its subject
    a heading, its HTML body read as HTML; a deleted message and what Teams writes itself (a member added) say nothing."""
    messages = oldest_first(dicts(document["value"]), "createdDateTime")
    texts = []
    for message in messages:
        if message.get("messageType") != "message" or message.get("deletedDateTime"):
            continue
        body = message["body"]
        content = str(body.get("content") or "")
        words = message_html(content) if str(body.get("contentType") or "").lower() == "html" else content
        texts += [heading(message.get("subject")), words]
    return texts


def _is_webex_messages(document: object) -> bool:
    messages = dicts(document.get("items")) if isinstance(document, dict) else []
    return bool(messages) and all("roomId" in m and "created" in m and ("text" in m or "markdown" in m or "html" in m) for m in messages)


def _webex_messages(document: dict) -> list[str]:
    """A Webex space's messages as its API lists them (the newest first): each thread oldest first, a message then its
    replies (their "parentId"), each read once, from its Markdown, else its HTML, else its text."""
    messages = oldest_first(dicts(document["items"]), "created")
    ids = {m.get("id") for m in messages}
    replies: dict[object, list[dict]] = {}
    for message in messages:
        if message.get("parentId") in ids:
            replies.setdefault(message["parentId"], []).append(message)
    texts = []
    for message in (m for m in messages if m.get("parentId") not in ids):
        for said in [message, *replies.get(message.get("id"), [])]:
            if isinstance(said.get("markdown"), str):
                texts.append(said["markdown"])
            elif isinstance(said.get("html"), str):
                texts.append(message_html(said["html"]))
            elif isinstance(said.get("text"), str):
                texts.append(said["text"])
    return texts


def _groupme_messages(document: object) -> list[dict]:
    """A GroupMe group's messages: its export's ``message.json`` (an array, the newest first) or the API's
    ``{"response": {"messages": [...]}}``; [] for any other document."""
    if isinstance(document, dict) and isinstance(document.get("response"), dict):
        document = document["response"].get("messages")
    messages = dicts(document)
    if not messages or len(messages) != len(document):
        return []
    fields = ("created_at", "group_id", "sender_type", "text")
    return messages if all(all(f in m for f in fields) and isinstance(m["created_at"], int) for m in messages) else []


def _groupme(document: object) -> list[str]:
    """Each message's text oldest first; what GroupMe writes itself (a member added, the topic changed) says nothing."""
    messages = sorted(_groupme_messages(document), key=lambda m: m["created_at"])
    return [m["text"] for m in messages if isinstance(m.get("text"), str) and not m.get("system") and m.get("sender_type") != "system"]


def _is_gitter_messages(document: object) -> bool:
    messages = dicts(document)
    return (
        bool(messages)
        and len(messages) == len(document)
        and all(isinstance(m.get("text"), str) and "sent" in m and isinstance(m.get("fromUser"), dict) and "readBy" in m for m in messages)
    )


def _gitter_messages(document: list) -> list[str]:
    """A Gitter room's messages as its API lists them (GET /v1/rooms/{id}/chatMessages): each message oldest first,
    the replies of its thread (their "parentId") right after it; each read once, from its Markdown ("text"), its
    rendered "html" being a copy."""
    messages = oldest_first(dicts(document), "sent")
    ids = {m.get("id") for m in messages}
    replies: dict[object, list[dict]] = {}
    for message in messages:
        if message.get("parentId") in ids:
            replies.setdefault(message["parentId"], []).append(message)
    return [said["text"] for m in messages if m.get("parentId") not in ids for said in [m, *replies.get(m.get("id"), [])]]


def _keybase_messages(document: object) -> list[dict]:
    """The messages of a Keybase chat as ``keybase chat api`` reads them (``{"result": {"messages": [{"msg": ...}]}}``,
    the newest first); [] for any other document."""
    result = document.get("result") if isinstance(document, dict) else None
    messages = [m.get("msg") for m in dicts(result.get("messages"))] if isinstance(result, dict) else []
    ok = bool(messages) and all(isinstance(m, dict) and "sent_at" in m and isinstance(m.get("content"), dict) for m in messages)
    return messages if ok else []


def _keybase(document: object) -> list[str]:
    """Each text message oldest first, an edited one as its last edit and a deleted one left out; an edit, a deletion
    and a reaction are no messages of their own."""
    messages = sorted(_keybase_messages(document), key=lambda m: m["sent_at"])
    edits: dict[object, str] = {}
    deleted: set[object] = set()
    for message in messages:
        content = message["content"]
        if content.get("type") == "edit" and isinstance(content.get("edit"), dict):
            edits[content["edit"].get("messageID")] = str(content["edit"].get("body") or "")
        elif content.get("type") == "delete" and isinstance(content.get("delete"), dict):
            deleted |= set(content["delete"].get("messageIDs") or [])
    return [
        edits.get(m.get("id"), m["content"]["text"].get("body") or "")
        for m in messages
        if m["content"].get("type") == "text" and isinstance(m["content"].get("text"), dict) and m.get("id") not in deleted
    ]


def _is_chime_messages(document: object) -> bool:
    """Amazon Chime's ``list-channel-messages`` answer: its ChannelMessages, each a Content and a Sender."""
    messages = dicts(document.get("ChannelMessages")) if isinstance(document, dict) else []
    # A redacted message keeps its place with no Content.
    return bool(messages) and all("Sender" in m and isinstance(m.get("Content", ""), str) for m in messages) and any("Content" in m for m in messages)


def _chime_messages(document: dict) -> list[str]:
    """Each standard message oldest first (the API lists the newest first), its "/md" marker dropped; a redacted one,
    and the control messages a client sends to itself (a pin), left out."""
    messages = (m for m in dicts(document["ChannelMessages"]) if not m.get("Redacted") and m.get("Type", "STANDARD") == "STANDARD" and "Content" in m)
    # "/md" on a message's first line asks the client to render the rest as Markdown: no words of the message.
    return [re.sub(r"\A/md[ \t]*\n", "", m["Content"]) for m in oldest_first(messages, "CreatedTimestamp")]


def _is_dingtalk_messages(document: object) -> bool:
    """DingTalk messages as its robot callbacks and export give them: each a msgtype, a sender's nick and its text, in
    the member its msgtype names."""
    messages = dicts(document) if isinstance(document, list) else []
    return bool(messages) and len(messages) == len(document) and all(isinstance(m.get("msgtype"), str) and "senderNick" in m for m in messages)


def _dingtalk_messages(document: list) -> list[str]:
    """Each message oldest first: a text message's content, a markdown or action card's title as a heading over its
    Markdown."""
    texts = []
    for message in sorted(document, key=lambda m: m.get("createAt") if isinstance(m.get("createAt"), (int, float)) else 0):
        body = message.get(message["msgtype"])
        if not isinstance(body, dict):
            continue
        if isinstance(body.get("content"), str):
            texts.append(body["content"].strip())
        elif isinstance(body.get("text"), str):
            title = heading(body.get("title"))
            # The card's title stands over a text that opens with a heading of its own: the text's heading titles it.
            texts.append(body["text"] if body["text"].lstrip().startswith("#") or not title else f"{title}\n\n{body['text']}")
    return texts


def _is_ringcentral_posts(document: object) -> bool:
    """RingCentral team messaging's posts (``/team-messaging/v1/chats/{id}/posts``): records, each a post with a type
    and a creation time."""
    records = dicts(document.get("records")) if isinstance(document, dict) and "navigation" in document else []
    return bool(records) and all("creationTime" in r and isinstance(r.get("type"), str) for r in records)


def _ringcentral_posts(document: dict) -> list[str]:
    """Each text message oldest first (the API lists the newest first), a mention as "@" and the person's id, then its
    cards: each card's title a heading, its text, and its fields as items ("Phase: `setup`"); a member joining, no
    message."""
    texts = []
    for post in oldest_first((r for r in dicts(document["records"]) if r["type"] == "TextMessage"), "creationTime"):
        words = re.sub(r"!\[:Person\]\((\w+)\)", r"@\1", str(post.get("text") or ""))
        cards = []
        for card in dicts(post.get("attachments")):
            fields = [f"- {field.get('title')}: {field.get('value')}" for field in dicts(card.get("fields")) if field.get("title")]
            cards.append("\n\n".join(part for part in (heading(card.get("title")), str(card.get("text") or ""), "\n".join(fields)) if part))
        texts.append("\n\n".join(part for part in (words, *cards) if part.strip()))
    return texts


def _is_cliq_messages(document: object) -> bool:
    """Zoho Cliq's messages of a chat (``GET /api/v2/chats/{id}/messages``): a data list, each message a type, a time in
    milliseconds, a sender and its content."""
    messages = dicts(document.get("data")) if isinstance(document, dict) and len(document) <= 3 else []
    return bool(messages) and all("sender" in m and isinstance(m.get("content"), dict) and isinstance(m.get("time"), (int, float)) for m in messages)


def _cliq_messages(document: dict) -> list[str]:
    """Each text message oldest first (the API lists the newest first), Cliq's marks as Markdown's (``*bold*`` bold,
    ``_italic_`` emphasis); what Cliq writes itself (an "info" line: a pin, a join) left out."""
    texts = []
    for message in sorted((m for m in dicts(document["data"]) if m.get("type") == "text"), key=lambda m: m["time"]):
        words = str(message["content"].get("text") or "")
        # Outside code, "*x*" is Cliq's bold and "_x_" its italics; Markdown would read "_x_" in a name as nothing.
        parts = re.split(r"(```.*?```|`[^`\n]*`)", words, flags=re.DOTALL)
        texts.append("".join(p if i % 2 else re.sub(r"(?<![\w*])\*(\S(?:[^*\n]*\S)?)\*(?![\w*])", r"**\1**", p) for i, p in enumerate(parts)))
    return texts


def _is_campfire_lines(document: object) -> bool:
    """A Basecamp Campfire's lines (``GET .../chats/{id}/lines.json``): each a ``Chat::Lines::...`` with its HTML content."""
    lines = dicts(document) if isinstance(document, list) else []
    return bool(lines) and len(lines) == len(document) and all(str(line.get("type", "")).startswith("Chat::Lines::") for line in lines)


def _campfire_lines(document: list) -> list[str]:
    """Each line oldest first (the API lists the newest first), its HTML content read as HTML, else its plain title."""
    texts = []
    for line in oldest_first(document, "created_at"):
        content = line.get("content")
        texts.append(message_html(content) if isinstance(content, str) and content.strip() else str(line.get("title") or ""))
    return texts


EXPORTS: tuple[tuple[Callable[[object], bool], Callable[[object], list[str]]], ...] = (
    (_is_google_chat, _google_chat),
    (_is_messenger_chat, _messenger_chat),
    (lambda document: bool(_slack_messages(document)), _slack),
    (_is_skype_export, _skype_export),
    (_is_teams_messages, _teams_messages),
    (_is_webex_messages, _webex_messages),
    (lambda document: bool(_groupme_messages(document)), _groupme),
    (_is_gitter_messages, _gitter_messages),
    (lambda document: bool(_keybase_messages(document)), _keybase),
    (_is_chime_messages, _chime_messages),
    (_is_dingtalk_messages, _dingtalk_messages),
    (_is_ringcentral_posts, _ringcentral_posts),
    (_is_cliq_messages, _cliq_messages),
    (_is_campfire_lines, _campfire_lines),
)
