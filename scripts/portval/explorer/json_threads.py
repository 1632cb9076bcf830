"""A discussion a service's API returns as JSON, read as its texts in the order a reader reads them, each on lines of
its own.

A tracker's story, a pull request's review threads, a forum topic, an issue's comments, a message board post, a code
review's transactions, an item's updates and a social thread each hold their prose as strings: Markdown, HTML or a
markup of their own, one string a message. Read one string a line, a whole report is one line: every value cites it,
a heading inside it scopes nothing, and one "Related patch (not this one)" in it hedges every sentence. Some services
also list the newest message first, so a correction reads before what it corrects. Here each known export's
messages stand oldest first, each text line for line (HTML read as the Markdown it stands for), a title as a heading;
what no one wrote (a system comment, a deleted one, a vote) and a plain-text copy of a message are left out. The draft
gives the command that prints these lines (``facts_from_explorer.py --view``).

The exports known:

- a Shortcut story (``GET /stories/{id}``): its name, its Markdown description, its tasks as a checklist, its comments;
- an Azure DevOps pull request's threads (``.../pullRequests/{id}/threads``): each reviewer's comment, thread by thread;
- a Discourse topic (``GET /t/{id}.json``): its title, then each post's rendered HTML ("cooked") by post number;
- a Gitea or Forgejo issue's comments (``.../issues/{index}/comments``): each comment's Markdown body;
- a Basecamp message (``GET .../messages/{id}.json`` with its comments): its subject, its rich text, each comment's;
- a Phabricator revision's transactions (Conduit's ``transaction.search``): each comment's Remarkup, oldest first;
- a monday.com item's updates (its GraphQL API): the item's name, each update's HTML body and its replies, oldest first;
- a Bluesky thread (``app.bsky.feed.getPostThread``): each post's text, the thread's own numbering ("9/") in front, a
  quoted post below it as a quote;
- a Hacker News item (Algolia's ``/api/v1/items/{id}``): the story's title, then each comment's HTML depth first;
- a Lemmy post with its comments (``/api/v3/post`` and ``/api/v3/comment/list``): the body, each comment by its path;
- a Mastodon thread (``/api/v1/statuses/{id}/context``): each status's HTML, ancestors then descendants;
- a Google Chat space from Google Takeout (``messages.json``): each message's text;
- an X archive's ``tweets.js``: each tweet oldest first, its t.co links as their words, an edit's last version only;
- an Intercom conversation (``GET /conversations/{id}``): the first message's HTML, then each reply and note;
- a Zendesk ticket with its comments (``/api/v2/tickets/{id}`` and its comments): the subject, each comment's HTML.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .json_exports import entities_unescaped, loaded_json, printed_view
from .one_line_html import blocks_on_lines
from .word_html import html_markdown


def thread_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The texts of a known discussion export, and what its line numbers count; ``(text, "")`` for any other report."""
    # An X archive's tweets.js assigns its JSON to a variable: "window.YTD.tweets.part0 = [...]".
    document = loaded_json(_ARCHIVE_ASSIGNMENT.sub("", text.strip(), count=1))
    texts = next((read(document) for recognises, read in _EXPORTS if recognises(document)), None)
    if not texts:
        return text, ""
    lines: list[str] = []
    for words in (t for t in texts if t.strip()):
        # A tracker keeps the line ends its browser sent ("\r\n"), and may escape characters as HTML entities.
        lines += [*_dunders_quoted(entities_unescaped(words.replace("\r\n", "\n").strip("\n"))).split("\n"), ""]
    return printed_view(lines, name, "its messages, oldest first, each on lines of its own")


_ARCHIVE_ASSIGNMENT = re.compile(r"^window\.YTD\.\w+\.part\d+\s*=\s*(?=\[)")


def _is_story(document: object) -> bool:
    return (
        isinstance(document, dict)
        and isinstance(document.get("story_type"), str)
        and isinstance(document.get("description"), str)
        and isinstance(document.get("comments", []), list)
    )


def _story(story: dict) -> list[str]:
    """The story's name as a heading, its description, its tasks as a checklist, then each comment that stands."""
    texts = [_title(story.get("name")), story["description"]]
    tasks = [t for t in story.get("tasks", []) if isinstance(t, dict) and isinstance(t.get("description"), str)]
    if tasks:
        texts.append("\n".join(["## Tasks", *(f"- [{'x' if t.get('complete') else ' '}] {' '.join(t['description'].split())}" for t in tasks)]))
    texts += [c["text"] for c in _dicts(story.get("comments")) if isinstance(c.get("text"), str) and not c.get("deleted")]
    return texts


def _is_review_threads(document: object) -> bool:
    threads = document.get("value") if isinstance(document, dict) else None
    return (
        isinstance(threads, list)
        and bool(threads)
        and all(isinstance(t, dict) and isinstance(t.get("comments"), list) for t in threads)
        and any(isinstance(c, dict) and "commentType" in c for t in threads for c in t["comments"])
    )


def _review_threads(document: dict) -> list[str]:
    """Each comment a reviewer wrote, thread by thread; the service's own ("added X as a reviewer") and deleted ones left out."""
    return [
        comment["content"]
        for thread in document["value"]
        if not thread.get("isDeleted")
        for comment in _dicts(thread["comments"])
        if isinstance(comment.get("content"), str) and comment.get("commentType") != "system" and not comment.get("isDeleted")
    ]


def _is_discourse_topic(document: object) -> bool:
    stream = document.get("post_stream") if isinstance(document, dict) else None
    posts = stream.get("posts") if isinstance(stream, dict) else None
    return isinstance(posts, list) and bool(posts) and all(isinstance(p, dict) and isinstance(p.get("cooked"), str) for p in posts)


def _discourse_topic(topic: dict) -> list[str]:
    """The topic's title, then each post that stands, by its number: its HTML as Markdown (a quote of another post kept
    as the quote it is)."""
    posts = sorted(_dicts(topic["post_stream"]["posts"]), key=lambda p: p.get("post_number") or 0)
    return [_title(topic.get("title")), *(_html(p["cooked"]) for p in posts if not p.get("deleted_at") and not p.get("hidden"))]


def _is_issue_comments(document: object) -> bool:
    """An issue's comments: each a "body" by a "user" with its URL; not a pull request's review comments, whose
    "diff_hunk" each stands on (read as their own export)."""
    return (
        isinstance(document, list)
        and bool(document)
        and all(isinstance(c, dict) and isinstance(c.get("body"), str) and isinstance(c.get("user"), dict) for c in document)
        and all(("issue_url" in c or "html_url" in c) and "diff_hunk" not in c for c in document)
    )


def _issue_comments(comments: list) -> list[str]:
    """Each comment's Markdown body, in the order written."""
    return [c["body"] for c in sorted(comments, key=lambda c: (str(c.get("created_at") or ""), c.get("id") or 0))]


def _is_basecamp_message(document: object) -> bool:
    return isinstance(document, dict) and document.get("type") == "Message" and isinstance(document.get("content"), str) and "bucket" in document


def _basecamp_message(message: dict) -> list[str]:
    """The message's subject as a heading, its rich text, then each comment's, all read as the HTML they are."""
    comments = [c for c in _dicts(message.get("comments")) if isinstance(c.get("content"), str) and c.get("status", "active") == "active"]
    return [_title(message.get("subject") or message.get("title")), _html(message["content"]), *(_html(c["content"]) for c in comments)]


def _is_phabricator_transactions(document: object) -> bool:
    result = document.get("result") if isinstance(document, dict) else None
    data = result.get("data") if isinstance(result, dict) else None
    return isinstance(data, list) and bool(data) and all(isinstance(t, dict) and "comments" in t and "dateCreated" in t for t in data)


def _phabricator_transactions(document: dict) -> list[str]:
    """Each comment and inline comment's Remarkup, oldest first (the API lists the newest first); a transaction with no
    words (an update, a status change) left out."""
    transactions = sorted(_dicts(document["result"]["data"]), key=lambda t: (t.get("dateCreated") or 0, t.get("id") or 0))
    return [
        _remarkup(comment["content"]["raw"])
        for transaction in transactions
        for comment in _dicts(transaction.get("comments"))
        if isinstance(comment.get("content"), dict) and isinstance(comment["content"].get("raw"), str) and not comment.get("removed")
    ]


def _is_monday_item(document: object) -> bool:
    items = document.get("data", {}).get("items") if isinstance(document, dict) and isinstance(document.get("data"), dict) else None
    return isinstance(items, list) and len(items) == 1 and isinstance(items[0], dict) and isinstance(items[0].get("updates"), list)


def _monday_item(document: dict) -> list[str]:
    """The item's name as a heading, then each update oldest first (the API lists the newest first), its HTML body read
    as HTML (its "text_body" is a plain copy), each reply after the update it answers."""
    item = document["data"]["items"][0]
    texts = [_title(item.get("name"))]
    for update in sorted(_dicts(item["updates"]), key=lambda u: str(u.get("created_at") or "")):
        replies = sorted(_dicts(update.get("replies")), key=lambda r: str(r.get("created_at") or ""))
        texts += [_html(u["body"]) for u in (update, *replies) if isinstance(u.get("body"), str)]
    return texts


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
            for reply in sorted(_dicts(node.get("replies")), key=lambda r: str(r.get("post", {}).get("record", {}).get("createdAt") or "")):
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


def _html(text: str) -> str:
    """A message's HTML as Markdown, each block a paragraph of its own (a service saves a message's HTML on one line;
    "<p>a<p>b" is two paragraphs, which Markdown would join were they on adjacent lines). A table's rows and a code
    block's lines stay together."""
    out: list[str] = []
    fence = False
    for line in html_markdown(blocks_on_lines(text).strip("\n")).split("\n"):
        opens = line.lstrip().startswith(("```", "~~~"))
        row = line.lstrip().startswith(("<tr", "<table", "</table", "<tbody", "</tbody", "<thead", "</thead"))
        if line.strip() and out and out[-1].strip() and not fence and not opens and not row and not _ROW_OPEN.match(out[-1]):
            out.append("")
        out.append(line)
        fence = fence != opens
    return "\n".join(out)


_ROW_OPEN = re.compile(r"\s*<(?:table|tbody|thead)\b(?!.*</table>)")


def _is_hacker_news_item(document: object) -> bool:
    return isinstance(document, dict) and document.get("type") == "story" and isinstance(document.get("children"), list) and "story_id" in document


def _hacker_news_item(story: dict) -> list[str]:
    """The story's title as a heading, its text, then each comment depth first, replies in the order written: each
    text the HTML it is."""
    texts = [_title(story.get("title")), _html(story["text"]) if isinstance(story.get("text"), str) else ""]

    def walk(node: dict) -> None:
        for child in sorted(_dicts(node.get("children")), key=lambda c: c.get("created_at_i") or str(c.get("created_at") or "")):
            if isinstance(child.get("text"), str):
                texts.append(_html(child["text"]))
            walk(child)

    walk(story)
    return texts


def _is_lemmy_post(document: object) -> bool:
    view = document.get("post_view") if isinstance(document, dict) else None
    return isinstance(view, dict) and isinstance(view.get("post"), dict) and isinstance(document.get("comments", []), list)


def _lemmy_post(document: dict) -> list[str]:
    """The post's name as a heading, its Markdown body, then each comment in its tree's order ("0.12.15": the path of
    ids from the post down), removed and deleted ones left out."""
    post = document["post_view"]["post"]
    comments = [c["comment"] for c in _dicts(document.get("comments")) if isinstance(c.get("comment"), dict)]
    standing = [c for c in comments if isinstance(c.get("content"), str) and not c.get("deleted") and not c.get("removed")]
    ordered = sorted(standing, key=lambda c: [int(part) for part in str(c.get("path", "0")).split(".") if part.isdigit()])
    return [_title(post.get("name")), post.get("body") or "", *(c["content"] for c in ordered)]


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
        (f"{status['spoiler_text']}: " if status.get("spoiler_text") else "") + _html(status["content"])
        for status in [*document["ancestors"], *document["descendants"]]
    ]


def _is_google_chat(document: object) -> bool:
    messages = document.get("messages") if isinstance(document, dict) else None
    return isinstance(messages, list) and bool(messages) and all(isinstance(m, dict) and "created_date" in m and "creator" in m for m in messages)


def _google_chat(document: dict) -> list[str]:
    """Each message's text as written, in the order the export keeps (a message's quote of another is not read again)."""
    return [m["text"] for m in _dicts(document["messages"]) if isinstance(m.get("text"), str)]


def _is_intercom_conversation(document: object) -> bool:
    parts = document.get("conversation_parts") if isinstance(document, dict) else None
    return (
        isinstance(document, dict)
        and document.get("type") == "conversation"
        and isinstance(document.get("source"), dict)
        and isinstance(parts, dict)
        and isinstance(parts.get("conversation_parts"), list)
    )


def _intercom_conversation(document: dict) -> list[str]:
    """The conversation's title (or its first message's subject) as a heading, the first message's HTML, then each part
    with words (a reply, a teammate's note) oldest first; an assignment or a state change has none."""
    source = document["source"]
    parts = sorted(_dicts(document["conversation_parts"]["conversation_parts"]), key=lambda p: p.get("created_at") or 0)
    texts = [_title(document.get("title") or source.get("subject")), _html(source["body"]) if isinstance(source.get("body"), str) else ""]
    return texts + [_html(p["body"]) for p in parts if isinstance(p.get("body"), str) and p["body"].strip()]


def _is_zendesk_ticket(document: object) -> bool:
    ticket = document.get("ticket") if isinstance(document, dict) else None
    return (
        isinstance(ticket, dict)
        and isinstance(ticket.get("subject"), str)
        and isinstance(document.get("comments"), list)
        and all(isinstance(c, dict) and isinstance(c.get("html_body"), str) for c in document["comments"])
    )


def _zendesk_ticket(document: dict) -> list[str]:
    """The ticket's subject as a heading, then each comment's HTML oldest first, an internal note as well (its
    "plain_body" is a copy); the first comment is the ticket's description, so that is not read again."""
    comments = sorted(_dicts(document["comments"]), key=lambda c: str(c.get("created_at") or ""))
    return [_title(document["ticket"]["subject"]), *(_html(c["html_body"]) for c in comments)]


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
        for link in _dicts(tweet.get("entities", {}).get("urls")):
            shown = str(link.get("display_url") or "")
            shown = re.sub(r"^https?://", "", str(link.get("expanded_url") or "")) if not shown or shown.endswith("…") else shown
            words = words.replace(str(link.get("url")), shown) if link.get("url") else words
        if texts and re.match(r"\d{1,2}[a-z]/\s", words):
            # "9b/ That one rebinds ...": a post that goes on with the one numbered before it, one paragraph with it.
            texts[-1] = f"{texts[-1]} {words}"
        else:
            texts.append(words)
    return texts


def _remarkup(text: str) -> str:
    """Phabricator's Remarkup as Markdown: "= Heading =" a heading, ``##monospace##`` a code span, "lang=yaml" dropped
    from a fence."""
    text = re.sub(r"(?m)^(={1,6})\s*(.+?)\s*=*\s*$", lambda m: "#" * len(m.group(1)) + " " + m.group(2), text)
    text = re.sub(r"(?m)^(\s*```)\s*lang=(\w+)", r"\1\2", text)
    return re.sub(r"##(\S(?:.*?\S)?)##", r"`\1`", text)


def _dunders_quoted(text: str) -> str:
    """A message's ``__post_init__`` written bare (a post or a comment has no code spans) as a code span: read as
    Markdown, its underscores would mark it bold and leave "post_init". Code spans and fenced blocks are left as they are."""
    fence = False
    out = []
    for line in text.split("\n"):
        fence = fence != line.lstrip().startswith(("```", "~~~"))
        parts = re.split(r"(`[^`]*`)", line)
        quoted = "".join(p if p.startswith("`") else re.sub(r"(?<![\w`])(__\w+__(?:\.\w+)*)(?![\w`])", r"`\1`", p) for p in parts)
        out.append(line if fence or line.lstrip().startswith(("```", "~~~")) else quoted)
    return "\n".join(out)


def _title(words: object) -> str:
    return f"# {' '.join(words.split())}" if isinstance(words, str) and words.strip() else ""


def _dicts(values: object) -> list[dict]:
    return [v for v in values if isinstance(v, dict)] if isinstance(values, list) else []


_EXPORTS: tuple[tuple[Callable[[object], bool], Callable[[object], list[str]]], ...] = (
    (_is_story, _story),
    (_is_review_threads, _review_threads),
    (_is_discourse_topic, _discourse_topic),
    (_is_issue_comments, _issue_comments),
    (_is_basecamp_message, _basecamp_message),
    (_is_phabricator_transactions, _phabricator_transactions),
    (_is_monday_item, _monday_item),
    (_is_bluesky_thread, _bluesky_thread),
    (_is_hacker_news_item, _hacker_news_item),
    (_is_lemmy_post, _lemmy_post),
    (_is_mastodon_context, _mastodon_context),
    (_is_google_chat, _google_chat),
    (_is_tweets, _tweets),
    (_is_intercom_conversation, _intercom_conversation),
    (_is_zendesk_ticket, _zendesk_ticket),
)
