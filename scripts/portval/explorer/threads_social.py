"""Social threads as their services return them (see json_threads): a Bluesky thread, a Mastodon status's context, an
X archive's ``tweets.js``, Nostr events as a relay returns them, a Salesforce Chatter feed, a Viva Engage (Yammer)
thread and a Ghost site's posts from its export."""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from .thread_text import dicts, heading, message_html, oldest_first


def _is_bluesky_thread(document: object) -> bool:
    thread = document.get("thread") if isinstance(document, dict) else None
    post = thread.get("post") if isinstance(thread, dict) else None
    return isinstance(post, dict) and isinstance(post.get("record"), dict) and isinstance(post["record"].get("text"), str)


def _bluesky_thread(document: dict) -> list[str]:
    """Each post of the thread in the order written (a reply after what it answers), its number ("9/" at its end) put in
    front, as a thread's reader counts it."""
    posts: list[dict] = []

    def walk(node: object) -> None:
        if isinstance(node, dict) and isinstance(node.get("post"), dict):
            posts.append(node["post"])
            for reply in sorted(dicts(node.get("replies")), key=lambda r: str(r.get("post", {}).get("record", {}).get("createdAt") or "")):
                walk(reply)

    walk(document["thread"])
    texts = []
    for post in posts:
        words = post.get("record", {}).get("text")
        if isinstance(words, str) and words.strip():
            numbered = re.match(r"(?s)(.*?)\s+(\d{1,2}/(?:\d{1,2})?)\s*(#\S+(?:\s+#\S+)*)?\s*$", words)
            words = f"{numbered.group(2)} {numbered.group(1)}" if numbered else words
            # A quote post shows the post it quotes below its own words: another's words, quoted as such.
            quoted = ((post.get("embed") or {}).get("record") or {}).get("value") or {}
            if isinstance(quoted.get("text"), str) and quoted["text"].strip():
                words += "\n\n" + "\n".join(f"> {line}" for line in quoted["text"].split("\n"))
            texts.append(words)
    return texts


def _is_mastodon_context(document: object) -> bool:
    return (
        isinstance(document, dict)
        and isinstance(document.get("descendants"), list)
        and isinstance(document.get("ancestors"), list)
        and all(isinstance(s, dict) and isinstance(s.get("content"), str) for s in [*document["ancestors"], *document["descendants"]])
    )


def _mastodon_context(document: dict) -> list[str]:
    """Each status of the thread in the order the API gives (ancestors oldest first, then the replies), its HTML read as
    HTML, a content warning in front of its words."""
    return [
        (f"{status['spoiler_text']}: " if status.get("spoiler_text") else "") + message_html(status["content"])
        for status in [*document["ancestors"], *document["descendants"]]
    ]


def _is_tweets(document: object) -> bool:
    return isinstance(document, list) and bool(document) and all(isinstance(t, dict) and isinstance(t.get("tweet"), dict) for t in document)


def _tweets(document: list) -> list[str]:
    """Each tweet of an X archive oldest first, its t.co links as the words they stand for, an edited tweet by its last
    version only."""
    tweets = [t["tweet"] for t in document if isinstance(t["tweet"].get("full_text"), str)]
    superseded = set()
    for tweet in tweets:
        edit = tweet.get("edit_info", {})
        control = edit.get("initial") or edit.get("edit", {}).get("editControlInitial") or {}
        ids = control.get("editTweetIds") or []
        superseded |= set(ids[:-1])
    texts = []
    for tweet in sorted(tweets, key=lambda t: int(t.get("id_str") or 0)):
        if tweet.get("id_str") in superseded:
            continue
        words = tweet["full_text"]
        for link in dicts(tweet.get("entities", {}).get("urls")):
            shown = str(link.get("display_url") or "")
            shown = re.sub(r"^https?://", "", str(link.get("expanded_url") or "")) if not shown or shown.endswith("…") else shown
            words = words.replace(str(link.get("url")), shown) if link.get("url") else words
        if texts and re.match(r"\d{1,2}[a-z]/\s", words):
            # "9b/ That one rebinds ...": a post that goes on with the one numbered before it, one paragraph with it.
            texts[-1] = f"{texts[-1]} {words}"
        else:
            texts.append(words)
    return texts


# Nostr's event kinds: a short text note, a deletion, and a long-form article (NIP-23) with its draft.
_NOTE, _DELETION, _ARTICLES = 1, 5, (30023, 30024)


def _is_nostr_events(document: object) -> bool:
    events = dicts(document) if isinstance(document, list) else []
    return bool(events) and len(events) == len(document) and all(
        isinstance(e.get("kind"), int) and isinstance(e.get("content"), str) and "pubkey" in e and "sig" in e for e in events
    )


def _nostr_events(document: list) -> list[str]:
    """A long-form article first (its "title" tag a heading, its content Markdown), then each note oldest first; an
    event a deletion names is left out, as a relay's client leaves it out."""
    deleted = {tag[1] for e in document if e["kind"] == _DELETION for tag in e.get("tags", []) if isinstance(tag, list) and len(tag) > 1 and tag[0] == "e"}
    kept = [e for e in document if e.get("id") not in deleted]
    texts: list[str] = []
    for article in (e for e in kept if e["kind"] in _ARTICLES):
        title = next((tag[1] for tag in article.get("tags", []) if isinstance(tag, list) and len(tag) > 1 and tag[0] == "title"), None)
        texts += [heading(title), article["content"]]
    notes = sorted((e for e in kept if e["kind"] == _NOTE), key=lambda e: e.get("created_at") if isinstance(e.get("created_at"), int) else 0)
    return texts + [note["content"] for note in notes]


def _is_chatter_feed(document: object) -> bool:
    """A Chatter feed as the Connect REST API returns it (``.../chatter/feeds/.../feed-elements``): its elements, each a
    body of message segments."""
    elements = dicts(document.get("elements")) if isinstance(document, dict) else []
    return bool(elements) and all(isinstance(e.get("body"), dict) and isinstance(e["body"].get("messageSegments"), list) for e in elements)


def _chatter_feed(document: dict) -> list[str]:
    """Each feed item oldest first (the feed lists the newest first), then its comments oldest first; a body read from
    its segments as the HTML they stand for."""
    texts = []
    for element in oldest_first(dicts(document["elements"]), "createdDate"):
        texts.append(_chatter_body(element["body"]))
        comments = ((element.get("capabilities") or {}).get("comments") or {}).get("page") or {}
        for comment in oldest_first(dicts(comments.get("items")), "createdDate"):
            if isinstance(comment.get("body"), dict):
                texts.append(_chatter_body(comment["body"]))
    return texts


def _chatter_body(body: dict) -> str:
    """A body's segments as HTML read as Markdown: a markup segment opens or closes its tag, a mention is "@name", a
    link or a record's link its text; a body without segments is its plain text."""
    segments = dicts(body.get("messageSegments"))
    if not segments:
        return str(body.get("text") or "")
    parts = []
    for segment in segments:
        kind, tag = segment.get("type"), segment.get("htmlTag")
        if kind == "MarkupBegin" and isinstance(tag, str):
            parts.append(f"<{tag}>")
        elif kind == "MarkupEnd" and isinstance(tag, str):
            parts.append(f"</{tag}>")
        elif kind == "Mention":
            parts.append(html.escape(f"@{segment.get('name') or segment.get('text') or ''}".replace("@@", "@"), quote=False))
        else:
            parts.append(html.escape(str(segment.get("text") or ""), quote=False))
    return message_html("".join(parts))


def _is_yammer_thread(document: object) -> bool:
    """A Viva Engage (Yammer) thread as its REST API returns it (``/api/v1/messages/in_thread/{id}.json``): messages,
    each a body with its plain, parsed and rich (HTML) copies."""
    messages = dicts(document.get("messages")) if isinstance(document, dict) and "references" in document else []
    return bool(messages) and all(isinstance(m.get("body"), dict) and ("rich" in m["body"] or "plain" in m["body"]) for m in messages)


def _yammer_thread(document: dict) -> list[str]:
    """Each message oldest first (the API lists the newest first), once: its rich HTML read as HTML, else its plain
    text; the parsed copy and the excerpt, which say it again, and a system message left out."""
    texts = []
    for message in sorted(dicts(document["messages"]), key=lambda m: str(m.get("created_at") or "")):
        if message.get("system_message"):
            continue
        body = message["body"]
        rich = body.get("rich")
        # A line Viva Engage breaks with <br> ("...patches):<br>- `x` rebinds ...") is a line of its own: a list's item.
        texts.append(message_html(re.sub(r"<br\s*/?>", "<br/>\n", rich)) if isinstance(rich, str) and rich.strip() else str(body.get("plain") or ""))
    return texts


def _ghost_posts(document: object) -> list[dict]:
    """The posts of a Ghost site's export (Labs > Export: ``{"db": [{"data": {"posts": [...]}}]}``), each with its HTML."""
    databases = dicts(document.get("db")) if isinstance(document, dict) else []
    data = databases[0].get("data") if databases else None
    posts = dicts(data.get("posts")) if isinstance(data, dict) else []
    return [p for p in posts if isinstance(p.get("html"), str)]


def _ghost_export(document: dict) -> list[str]:
    """Each post oldest first: its title as a heading, then its HTML (which Ghost renders from the editor's document;
    the plain-text copy beside it loses the headings, the code blocks and what is struck through)."""
    posts = sorted(_ghost_posts(document), key=lambda p: str(p.get("published_at") or p.get("created_at") or ""))
    return [text for post in posts for text in (heading(post.get("title")), message_html(post["html"]))]


EXPORTS: tuple[tuple[Callable[[object], bool], Callable[[object], list[str]]], ...] = (
    (_is_bluesky_thread, _bluesky_thread),
    (_is_mastodon_context, _mastodon_context),
    (_is_tweets, _tweets),
    (_is_nostr_events, _nostr_events),
    (_is_chatter_feed, _chatter_feed),
    (_is_yammer_thread, _yammer_thread),
    (lambda document: bool(_ghost_posts(document)), _ghost_export),
)
