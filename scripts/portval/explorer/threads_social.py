"""Social threads as their services return them (see json_threads): a Bluesky thread, a Mastodon status's context, an
X archive's ``tweets.js`` and Nostr events as a relay returns them."""

from __future__ import annotations

import re
from collections.abc import Callable

from .thread_text import dicts, heading, message_html


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


EXPORTS: tuple[tuple[Callable[[object], bool], Callable[[object], list[str]]], ...] = (
    (_is_bluesky_thread, _bluesky_thread),
    (_is_mastodon_context, _mastodon_context),
    (_is_tweets, _tweets),
    (_is_nostr_events, _nostr_events),
)
