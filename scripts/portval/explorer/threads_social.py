"""Social threads as their services return them (see json_threads): a Bluesky thread, a Mastodon status's context and
an X archive's ``tweets.js``."""

from __future__ import annotations

import re
from collections.abc import Callable

from .thread_text import dicts, message_html


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


EXPORTS: tuple[tuple[Callable[[object], bool], Callable[[object], list[str]]], ...] = (
    (_is_bluesky_thread, _bluesky_thread),
    (_is_mastodon_context, _mastodon_context),
    (_is_tweets, _tweets),
)
