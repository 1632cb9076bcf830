"""Discussions a tracker, a code review or a support desk keeps, as their APIs return them (see json_threads): a Shortcut
story, an Azure DevOps pull request's threads, a Gitea or Forgejo issue's comments, a Basecamp message, a Phabricator
revision's transactions, a monday.com item's updates, an Intercom conversation, a Zendesk ticket, a Help Scout
conversation, a Figma file's comments and a Wrike task with its comments.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .thread_text import dicts, heading, message_html, remarkup


def _is_story(document: object) -> bool:
    return (
        isinstance(document, dict)
        and isinstance(document.get("story_type"), str)
        and isinstance(document.get("description"), str)
        and isinstance(document.get("comments", []), list)
    )


def _story(story: dict) -> list[str]:
    """The story's name as a heading, its description, its tasks as a checklist, then each comment that stands."""
    texts = [heading(story.get("name")), story["description"]]
    tasks = [t for t in story.get("tasks", []) if isinstance(t, dict) and isinstance(t.get("description"), str)]
    if tasks:
        texts.append("\n".join(["## Tasks", *(f"- [{'x' if t.get('complete') else ' '}] {' '.join(t['description'].split())}" for t in tasks)]))
    texts += [c["text"] for c in dicts(story.get("comments")) if isinstance(c.get("text"), str) and not c.get("deleted")]
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
        for comment in dicts(thread["comments"])
        if isinstance(comment.get("content"), str) and comment.get("commentType") != "system" and not comment.get("isDeleted")
    ]


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
    comments = [c for c in dicts(message.get("comments")) if isinstance(c.get("content"), str) and c.get("status", "active") == "active"]
    return [heading(message.get("subject") or message.get("title")), message_html(message["content"]), *(message_html(c["content"]) for c in comments)]


def _is_phabricator_transactions(document: object) -> bool:
    result = document.get("result") if isinstance(document, dict) else None
    data = result.get("data") if isinstance(result, dict) else None
    return isinstance(data, list) and bool(data) and all(isinstance(t, dict) and "comments" in t and "dateCreated" in t for t in data)


def _phabricator_transactions(document: dict) -> list[str]:
    """Each comment and inline comment's Remarkup, oldest first (the API lists the newest first); a transaction with no
    words (an update, a status change) left out."""
    transactions = sorted(dicts(document["result"]["data"]), key=lambda t: (t.get("dateCreated") or 0, t.get("id") or 0))
    return [
        remarkup(comment["content"]["raw"])
        for transaction in transactions
        for comment in dicts(transaction.get("comments"))
        if isinstance(comment.get("content"), dict) and isinstance(comment["content"].get("raw"), str) and not comment.get("removed")
    ]


def _is_monday_item(document: object) -> bool:
    items = document.get("data", {}).get("items") if isinstance(document, dict) and isinstance(document.get("data"), dict) else None
    return isinstance(items, list) and len(items) == 1 and isinstance(items[0], dict) and isinstance(items[0].get("updates"), list)


def _monday_item(document: dict) -> list[str]:
    """The item's name as a heading, then each update oldest first (the API lists the newest first), its HTML body read
    as HTML (its "text_body" is a plain copy), each reply after the update it answers."""
    item = document["data"]["items"][0]
    texts = [heading(item.get("name"))]
    for update in sorted(dicts(item["updates"]), key=lambda u: str(u.get("created_at") or "")):
        replies = sorted(dicts(update.get("replies")), key=lambda r: str(r.get("created_at") or ""))
        texts += [message_html(u["body"]) for u in (update, *replies) if isinstance(u.get("body"), str)]
    return texts


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
    parts = sorted(dicts(document["conversation_parts"]["conversation_parts"]), key=lambda p: p.get("created_at") or 0)
    texts = [heading(document.get("title") or source.get("subject")), message_html(source["body"]) if isinstance(source.get("body"), str) else ""]
    return texts + [message_html(p["body"]) for p in parts if isinstance(p.get("body"), str) and p["body"].strip()]


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
    comments = sorted(dicts(document["comments"]), key=lambda c: str(c.get("created_at") or ""))
    return [heading(document["ticket"]["subject"]), *(message_html(c["html_body"]) for c in comments)]


def _is_help_scout_conversation(document: object) -> bool:
    embedded = document.get("_embedded") if isinstance(document, dict) else None
    threads = embedded.get("threads") if isinstance(embedded, dict) else None
    return (
        isinstance(threads, list)
        and bool(threads)
        and isinstance(document.get("subject"), str)
        and all(isinstance(t, dict) and "type" in t and "createdAt" in t for t in threads)
    )


def _help_scout_conversation(document: dict) -> list[str]:
    """The conversation's subject as a heading, then each thread with words oldest first (the API lists the newest
    first): the customer's message, each reply and note, their HTML read as HTML; a line item ("marked as Closed") has
    none."""
    threads = sorted(dicts(document["_embedded"]["threads"]), key=lambda t: str(t.get("createdAt") or ""))
    return [heading(document["subject"]), *(message_html(t["body"]) for t in threads if isinstance(t.get("body"), str))]


def _is_figma_comments(document: object) -> bool:
    comments = document.get("comments") if isinstance(document, dict) and len(document) <= 3 else None
    return (
        isinstance(comments, list)
        and bool(comments)
        and all(isinstance(c, dict) and isinstance(c.get("message"), str) and "parent_id" in c and "created_at" in c for c in comments)
    )


def _figma_comments(document: dict) -> list[str]:
    """Each thread of a Figma file's comments oldest first (the API lists the newest first): its root comment, then
    its replies oldest first; each message's plain text as written."""
    comments = sorted(dicts(document["comments"]), key=lambda c: str(c.get("created_at") or ""))
    roots = [c for c in comments if not c.get("parent_id")]
    texts = []
    for root in roots:
        texts.append(root["message"])
        texts += [c["message"] for c in comments if c.get("parent_id") == root.get("id")]
    return texts


def _is_wrike_task(document: object) -> bool:
    tasks = document.get("data") if isinstance(document, dict) and document.get("kind") == "tasks" else None
    return isinstance(tasks, list) and len(tasks) == 1 and isinstance(tasks[0], dict) and isinstance(tasks[0].get("description"), str)


def _wrike_task(document: dict) -> list[str]:
    """The task's title as a heading, its description, then each comment oldest first; Wrike's editor writes a line as
    text ended by <br />, so each such line is a paragraph of its own (the "briefDescription" is a copy, not read)."""
    task = document["data"][0]
    comments = sorted((c for c in dicts(document.get("comments")) if isinstance(c.get("text"), str)), key=lambda c: str(c.get("createdDate") or ""))
    return [heading(task.get("title")), *(message_html(_BREAK.sub("<br/>\n", html)) for html in [task["description"], *(c["text"] for c in comments)])]


_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)


EXPORTS: tuple[tuple[Callable[[object], bool], Callable[[object], list[str]]], ...] = (
    (_is_story, _story),
    (_is_review_threads, _review_threads),
    (_is_issue_comments, _issue_comments),
    (_is_basecamp_message, _basecamp_message),
    (_is_phabricator_transactions, _phabricator_transactions),
    (_is_monday_item, _monday_item),
    (_is_intercom_conversation, _intercom_conversation),
    (_is_zendesk_ticket, _zendesk_ticket),
    (_is_help_scout_conversation, _help_scout_conversation),
    (_is_figma_comments, _figma_comments),
    (_is_wrike_task, _wrike_task),
)
