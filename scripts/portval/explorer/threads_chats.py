"""Chats as their services export them (see json_threads): a Google Chat space from Google Takeout, a Facebook
Messenger chat from Facebook's "Download your information", a Slack channel's messages (an export's day file, or the
API's history or replies), a Skype chat history export, a Microsoft Teams channel thread from the Graph API, a Webex
space's messages, a GroupMe group's messages, a Gitter room's messages, a Keybase chat read through its API, an Amazon
Chime channel's messages, a Mattermost bulk export's posts with their replies, a DingTalk group's messages, a
RingCentral team chat's posts, a Zoho Cliq chat's messages, a Basecamp Campfire's lines, a Fireflies.ai meeting
transcript, a Gong call's transcript, a HipChat room's history, a Flowdock flow's messages, a Google Hangouts chat from
Google Takeout, and a recording Whisper, Deepgram, AssemblyAI, Speechmatics, Rev.ai, Azure AI Speech or Google Cloud
Speech-to-Text transcribed."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable

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



def _fireflies_transcript(document: object) -> dict | None:
    """A Fireflies.ai transcript as its GraphQL API returns it (``{"data": {"transcript": ...}}``) or the transcript alone:
    its sentences, each a speaker's name and text."""
    if isinstance(document, dict) and isinstance(document.get("data"), dict):
        document = document["data"].get("transcript")
    sentences = dicts(document.get("sentences")) if isinstance(document, dict) else []
    ok = bool(sentences) and all(isinstance(s.get("text"), str) and "speaker_name" in s for s in sentences)
    return document if ok else None


def _fireflies_turns(document: object) -> list[str]:
    """The title as a heading, then each speaker's turn: the cleaned text of their sentences in a row, in the order
    spoken. The verbatim copy (raw_text, its "um"s kept) is the same words again, and the notetaker's summary restates
    the talk without the corrections made in it: both left out."""
    transcript = _fireflies_transcript(document) or {}
    turns: list[tuple[object, list[str]]] = []
    for sentence in sorted(dicts(transcript["sentences"]), key=lambda s: s.get("index") if isinstance(s.get("index"), int) else 0):
        if turns and turns[-1][0] == sentence["speaker_name"]:
            turns[-1][1].append(sentence["text"])
        else:
            turns.append((sentence["speaker_name"], [sentence["text"]]))
    title = transcript.get("title")
    return ([heading(title)] if isinstance(title, str) else []) + [" ".join(words) for _, words in turns]




def _is_gong_transcripts(document: object) -> bool:
    """Gong's ``/v2/calls/transcript`` answer: its callTranscripts, each a list of monologues of sentences."""
    calls = dicts(document.get("callTranscripts")) if isinstance(document, dict) else []
    return bool(calls) and all(isinstance(call.get("transcript"), list) for call in calls) and any(call["transcript"] for call in calls)


def _gong_turns(document: dict) -> list[str]:
    """Each monologue of each call, in the order spoken: its sentences joined, a speaker's turn one paragraph. (The
    topics Gong's model names the monologues by are its guess, not the speakers' words: left out.)"""
    return [
        " ".join(str(sentence.get("text") or "") for sentence in dicts(monologue.get("sentences")))
        for call in dicts(document["callTranscripts"])
        for monologue in dicts(call["transcript"])
    ]



def _is_flowdock_messages(document: object) -> bool:
    """Flowdock's ``/flows/:org/:flow/messages`` answer: events each with its kind and its time sent, a message's
    content a string."""
    events = dicts(document) if isinstance(document, list) else []
    return (
        bool(events)
        and len(events) == len(document)
        and all(isinstance(e.get("event"), str) and "sent" in e for e in events)
        and any(e["event"] == "message" and isinstance(e.get("content"), str) for e in events)
    )


def _flowdock_messages(document: list) -> list[str]:
    """Each message and comment in the order sent, as its Markdown (a comment's text); the flow's activity and
    actions (a join, a renamed flow), which no one wrote, left out."""
    texts = []
    for event in sorted(document, key=lambda e: e["sent"] if isinstance(e["sent"], (int, float)) else 0):
        content = event.get("content")
        if event["event"] == "message" and isinstance(content, str):
            texts.append(content)
        elif event["event"] == "comment" and isinstance(content, dict) and isinstance(content.get("text"), str):
            texts.append(content["text"])
    return texts



def _hangouts_conversations(document: object) -> list[dict]:
    """The conversations of Google Takeout's ``Hangouts.json``, each with its events."""
    conversations = dicts(document.get("conversations")) if isinstance(document, dict) else []
    return [c for c in conversations if isinstance(c.get("events"), list)]


def _hangouts_messages(document: dict) -> list[str]:
    """Each chat message of each conversation in the order sent (the export does not keep that order), its segments'
    text joined: a line break a line break, bold text bold, a link its words."""
    texts = []
    for conversation in _hangouts_conversations(document):
        events = [e for e in dicts(conversation["events"]) if isinstance(e.get("chat_message"), dict)]
        for event in sorted(events, key=lambda e: int(e["timestamp"]) if str(e.get("timestamp", "")).isdigit() else 0):
            content = event["chat_message"].get("message_content")
            segments = dicts(content.get("segment")) if isinstance(content, dict) else []
            texts.append("".join(_hangouts_segment(segment) for segment in segments))
    return texts


def _hangouts_segment(segment: dict) -> str:
    text = str(segment.get("text") or "")
    if segment.get("type") == "LINE_BREAK":
        return "\n"
    formatting = segment.get("formatting") if isinstance(segment.get("formatting"), dict) else {}
    if segment.get("type") == "TEXT" and formatting.get("bold") and text.strip():
        return f"**{text.strip()}**" + (" " if text.endswith(" ") else "")
    return text



def _is_whisper_transcript(document: object) -> bool:
    """A transcript as OpenAI Whisper writes it (``--output_format json``): the whole text, and its timed segments."""
    segments = dicts(document.get("segments")) if isinstance(document, dict) else []
    return isinstance(document, dict) and isinstance(document.get("text"), str) and bool(segments) and all(
        isinstance(s.get("text"), str) and "start" in s for s in segments
    )


# A section a dictated report opens aloud: "Section four, how to enable. The phase is ...".
_SPOKEN_SECTION = re.compile(r"^\s*section\s+(?:\d+|[a-z]+)\s*[,.:]\s*([^.]{2,60})\.\s*(.*)$", re.IGNORECASE | re.DOTALL)


def _turns(said: Iterable[tuple[object, str]]) -> list[str]:
    """Each speaker's turn: what one speaker says in a row, joined by spaces; a section opened aloud ("Section one, what
    it does.") a heading of its own over the words after it, which open a turn."""
    texts: list[str] = []
    last: object = _NO_ONE
    for speaker, words in said:
        words = words.strip()
        if section := _SPOKEN_SECTION.match(words):
            texts.append(f"## {section.group(1).strip().capitalize()}")
            words, last = section.group(2).strip(), _NO_ONE
        if not words:
            continue
        if speaker == last and texts:
            texts[-1] = f"{texts[-1]} {words}"
        else:
            texts.append(words)
        last = speaker
    return texts


_NO_ONE = object()  # who spoke before the first words, and before the words under a heading


def _whisper_segments(document: dict) -> list[str]:
    """The segments' words in the order spoken, a line each (a sentence runs on over segments); a section opened aloud
    ("Section four, how to enable.") a heading over the words after it. The whole text beside the segments is the same
    words again on one line: left out."""
    lines = []
    for segment in dicts(document["segments"]):
        words = segment["text"].strip()
        if section := _SPOKEN_SECTION.match(words):
            lines += ["", f"## {section.group(1).strip().capitalize()}", ""]
            words = section.group(2).strip()
        if words:
            lines.append(words)
    return ["\n".join(lines)]



def _deepgram_alternative(document: object) -> dict | None:
    """The first alternative of the first channel of a Deepgram response, where it holds its paragraphs (the
    ``paragraphs=true`` option) or its transcript."""
    results = document.get("results") if isinstance(document, dict) else None
    channels = dicts(results.get("channels")) if isinstance(results, dict) else []
    alternatives = dicts(channels[0].get("alternatives")) if channels else []
    first = alternatives[0] if alternatives else None
    return first if first is not None and (isinstance(first.get("paragraphs"), dict) or isinstance(first.get("transcript"), str)) else None


def _deepgram_turns(document: dict) -> list[str]:
    """Each speaker's turn: the sentences of the paragraphs one speaker says in a row, joined (a turn Deepgram cuts into
    paragraphs stays one, so "That one ..." keeps the sentence before it). The whole transcript and the words, the same
    words again, are left out; without paragraphs the transcript is all there is."""
    alternative = _deepgram_alternative(document) or {}
    paragraphs = dicts((alternative.get("paragraphs") or {}).get("paragraphs"))
    if not paragraphs:
        return [str(alternative.get("transcript") or "")]
    turns: list[tuple[object, list[str]]] = []
    for paragraph in paragraphs:
        words = [str(sentence.get("text") or "") for sentence in dicts(paragraph.get("sentences"))]
        if turns and turns[-1][0] == paragraph.get("speaker"):
            turns[-1][1].extend(words)
        else:
            turns.append((paragraph.get("speaker"), words))
    return [" ".join(words) for _, words in turns]



def _is_assemblyai_transcript(document: object) -> bool:
    """An AssemblyAI transcript (``GET /v2/transcript/{id}`` with speaker labels): its utterances, each a speaker's
    text."""
    utterances = dicts(document.get("utterances")) if isinstance(document, dict) else []
    return bool(utterances) and all(isinstance(u.get("text"), str) and "speaker" in u for u in utterances)


def _assemblyai_turns(document: dict) -> list[str]:
    """Each speaker's turn: the utterances one speaker says in a row, joined (see _turns). The whole text and the words
    are the same words again; the summary and highlights a model wrote from the call miss the corrections made in it:
    left out."""
    return _turns((utterance["speaker"], utterance["text"]) for utterance in dicts(document["utterances"]))



def _is_speechmatics_transcript(document: object) -> bool:
    """A Speechmatics transcript (``json-v2``): its results, each a word or a punctuation mark with its alternatives."""
    results = dicts(document.get("results")) if isinstance(document, dict) and "format" in document else []
    # A speaker_change result marks a turn and holds no words.
    return bool(results) and all("alternatives" in r or r.get("type") == "speaker_change" for r in results)


def _speechmatics_turns(document: dict) -> list[str]:
    """Each speaker's turn: its words joined by spaces, a punctuation mark joined to the word before it."""
    turns: list[tuple[object, str]] = []
    for result in dicts(document["results"]):
        alternatives = dicts(result.get("alternatives"))
        if not alternatives:
            continue
        word, speaker = str(alternatives[0].get("content") or ""), alternatives[0].get("speaker")
        if turns and turns[-1][0] == speaker:
            joined = result.get("attaches_to") == "previous" or result.get("type") == "punctuation"
            turns[-1] = (speaker, turns[-1][1] + ("" if joined else " ") + word)
        else:
            turns.append((speaker, word))
    return [words for _, words in turns]



def _is_rev_transcript(document: object) -> bool:
    """A Rev.ai transcript (``.../jobs/{id}/transcript`` as JSON): its monologues, each a speaker's elements."""
    monologues = dicts(document.get("monologues")) if isinstance(document, dict) else []
    return bool(monologues) and all(isinstance(m.get("elements"), list) and "speaker" in m for m in monologues)


def _rev_turns(document: dict) -> list[str]:
    """Each speaker's turn: its monologues in a row, their elements' values joined as written (the spaces and the
    punctuation are elements of their own)."""
    turns: list[tuple[object, str]] = []
    for monologue in dicts(document["monologues"]):
        words = "".join(str(e.get("value") or "") for e in dicts(monologue["elements"]))
        if turns and turns[-1][0] == monologue["speaker"]:
            turns[-1] = (monologue["speaker"], f"{turns[-1][1]} {words.strip()}")
        else:
            turns.append((monologue["speaker"], words.strip()))
    return [words for _, words in turns]


def _azure_phrases(document: object) -> list[dict]:
    """The recognized phrases of an Azure AI Speech batch transcription's result file, each with its best reading."""
    phrases = dicts(document.get("recognizedPhrases")) if isinstance(document, dict) else []
    return [p for p in phrases if dicts(p.get("nBest"))]


def _azure_turns(document: dict) -> list[str]:
    """Each speaker's turn in the order spoken: the display text (punctuated, numbers as digits) of each phrase's best
    reading. The lexical, ITN and masked readings are the same words again, and the combined phrases the whole call on
    one line: left out."""
    phrases = sorted(_azure_phrases(document), key=lambda p: float(p.get("offsetInTicks") or 0))
    return _turns((p.get("speaker"), str(dicts(p["nBest"])[0].get("display") or "")) for p in phrases)


def _google_stt_results(document: object) -> list[dict]:
    """The results of a Google Cloud Speech-to-Text recognition (``recognize``, or ``longrunningrecognize``'s finished
    operation, its results under ``response``), each with its alternatives."""
    response = document.get("response", document) if isinstance(document, dict) else None
    results = dicts(response.get("results")) if isinstance(response, dict) else []
    transcribed = any(isinstance(dicts(r.get("alternatives"))[0].get("transcript"), str) for r in results if dicts(r.get("alternatives")))
    return results if transcribed and all(dicts(r.get("alternatives")) for r in results) else []


def _google_stt_turns(document: object) -> list[str]:
    """Each speaker's turn: the best transcript of each result in order, its speaker the tag diarization gives its
    first word. Diarization tags the words of the whole call again in a last result without a transcript: read only
    for the tags."""
    tags = {
        str(word.get("startTime")): word["speakerTag"]
        for result in _google_stt_results(document)
        for word in dicts(dicts(result["alternatives"])[0].get("words"))
        if "speakerTag" in word
    }
    said = []
    for result in _google_stt_results(document):
        best = dicts(result["alternatives"])[0]
        if isinstance(best.get("transcript"), str):
            words = dicts(best.get("words"))
            said.append((tags.get(str(words[0].get("startTime"))) if words else None, best["transcript"]))
    return _turns(said)


def _mattermost_posts(document: object) -> list[dict]:
    """The posts of a Mattermost bulk export (JSON lines: the export's version, its teams, channels and users, then a
    "post" or "direct_post" object a line, each with its "message" and its "replies")."""
    records = dicts(document) if isinstance(document, list) else []
    if not records or records[0].get("type") != "version":
        return []
    posts = [r[r["type"]] for r in records if r.get("type") in ("post", "direct_post") and isinstance(r.get(r["type"]), dict)]
    return [p for p in posts if isinstance(p.get("message"), str)]


def _mattermost_thread(document: list) -> list[str]:
    """Each post oldest first, each followed by its replies oldest first: every message on lines of its own (the export
    gives a thread one line, where a reply about another patch would reach the root post's every sentence)."""
    texts = []
    for post in sorted(_mattermost_posts(document), key=lambda p: p.get("create_at") or 0):
        texts.append(post["message"])
        replies = sorted(dicts(post.get("replies")), key=lambda r: r.get("create_at") or 0)
        texts += [str(reply.get("message") or "") for reply in replies]
    return texts


# The kinds of item a HipChat room's history.json holds, each an object under its kind's name.
_HIPCHAT_KINDS = {"UserMessage", "NotificationMessage", "GuestAccessMessage", "TopicRoomMessage", "ArchiveRoomMessage"}


def _is_hipchat_history(document: object) -> bool:
    """HipChat's data export of a room (``history.json``): items each one object under its kind's name."""
    items = dicts(document) if isinstance(document, list) else []
    return (
        bool(items)
        and len(items) == len(document)
        and all(len(item) == 1 and next(iter(item)) in _HIPCHAT_KINDS and isinstance(next(iter(item.values())), dict) for item in items)
    )


def _hipchat_history(document: list) -> list[str]:
    """Each message oldest first: a user's text as typed ("/code" before a code block, "/quote" before a quote), an
    integration's notification in its HTML; a change of topic, which no one wrote to the room, left out."""
    messages = [next(iter(item.values())) for item in document if next(iter(item)) != "TopicRoomMessage"]
    texts = []
    for message in sorted(messages, key=lambda m: str(m.get("timestamp", ""))):
        text = message.get("message")
        if not isinstance(text, str):
            continue
        if message.get("message_format") == "html":
            texts.append(message_html(text))
        elif command := re.match(r"/(code|quote)\s", text):
            body = text[command.end() :]
            texts.append(f"```\n{body}\n```" if command.group(1) == "code" else "\n".join(f"> {line}" for line in body.split("\n")))
        else:
            texts.append(text)
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
    (lambda document: _fireflies_transcript(document) is not None, _fireflies_turns),
    (_is_hipchat_history, _hipchat_history),
    (_is_gong_transcripts, _gong_turns),
    (_is_flowdock_messages, _flowdock_messages),
    (lambda document: bool(_hangouts_conversations(document)), _hangouts_messages),
    (_is_whisper_transcript, _whisper_segments),
    (lambda document: _deepgram_alternative(document) is not None, _deepgram_turns),
    (_is_assemblyai_transcript, _assemblyai_turns),
    (_is_speechmatics_transcript, _speechmatics_turns),
    (_is_rev_transcript, _rev_turns),
    (lambda document: bool(_azure_phrases(document)), _azure_turns),
    (lambda document: bool(_mattermost_posts(document)), _mattermost_thread),
    (lambda document: bool(_google_stt_results(document)), _google_stt_turns),
)
