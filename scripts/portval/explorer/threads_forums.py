"""Forum threads as their APIs return them (see json_threads): a Discourse topic, a Hacker News item from Algolia's API,
a Lemmy post with its comments, a Lobsters story, a GitHub Discussion from the GraphQL API, a Stack Exchange question
with its answers from the Stack Exchange API, a mailing list thread from Mailman 3's HyperKitty API, a Vanilla Forums
discussion with its comments and a NodeBB topic.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from .thread_text import dicts, heading, message_html


def _is_discourse_topic(document: object) -> bool:
    stream = document.get("post_stream") if isinstance(document, dict) else None
    posts = stream.get("posts") if isinstance(stream, dict) else None
    return isinstance(posts, list) and bool(posts) and all(isinstance(p, dict) and isinstance(p.get("cooked"), str) for p in posts)


def _discourse_topic(topic: dict) -> list[str]:
    """The topic's title, then each post that stands, by its number: its HTML as Markdown (a quote of another post kept
    as the quote it is)."""
    posts = sorted(dicts(topic["post_stream"]["posts"]), key=lambda p: p.get("post_number") or 0)
    return [heading(topic.get("title")), *(message_html(p["cooked"]) for p in posts if not p.get("deleted_at") and not p.get("hidden"))]


def _is_hacker_news_item(document: object) -> bool:
    return isinstance(document, dict) and document.get("type") == "story" and isinstance(document.get("children"), list) and "story_id" in document


def _hacker_news_item(story: dict) -> list[str]:
    """The story's title as a heading, its text, then each comment depth first, replies in the order written: each
    text the HTML it is."""
    texts = [heading(story.get("title")), message_html(story["text"]) if isinstance(story.get("text"), str) else ""]

    def walk(node: dict) -> None:
        for child in sorted(dicts(node.get("children")), key=lambda c: c.get("created_at_i") or str(c.get("created_at") or "")):
            if isinstance(child.get("text"), str):
                texts.append(message_html(child["text"]))
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
    comments = [c["comment"] for c in dicts(document.get("comments")) if isinstance(c.get("comment"), dict)]
    standing = [c for c in comments if isinstance(c.get("content"), str) and not c.get("deleted") and not c.get("removed")]
    ordered = sorted(standing, key=lambda c: [int(part) for part in str(c.get("path", "0")).split(".") if part.isdigit()])
    return [heading(post.get("name")), post.get("body") or "", *(c["content"] for c in ordered)]


def _is_lobsters_story(document: object) -> bool:
    return (
        isinstance(document, dict)
        and isinstance(document.get("short_id"), str)
        and isinstance(document.get("description"), str)
        and isinstance(document.get("comments"), list)
        and all(isinstance(c, dict) and isinstance(c.get("comment"), str) and "indent_level" in c for c in document["comments"])
    )


def _lobsters_story(story: dict) -> list[str]:
    """A Lobsters story as the site serves it in JSON (``/s/{id}.json``): its title as a heading, its description's HTML,
    then each comment's HTML in the thread's order (the site lists them so, each reply after what it answers); the plain
    copies and deleted comments left out."""
    texts = [heading(story.get("title")), message_html(story["description"])]
    return texts + [message_html(c["comment"]) for c in dicts(story["comments"]) if not c.get("is_deleted")]


def _github_discussion(document: object) -> dict | None:
    """The discussion of a GraphQL answer ``{"data": {"repository": {"discussion": ...}}}``, or None."""
    data = document.get("data") if isinstance(document, dict) else None
    repository = data.get("repository") if isinstance(data, dict) else None
    discussion = repository.get("discussion") if isinstance(repository, dict) else None
    return discussion if isinstance(discussion, dict) and isinstance(discussion.get("body"), str) else None


def _discussion(document: dict) -> list[str]:
    """The title as a heading, the body, then each comment and its replies oldest first, a comment GitHub folds away as
    outdated or off-topic (minimized) left out, as the page shows it folded; the marked answer is one of the comments,
    so it is not read twice."""
    discussion = _github_discussion(document)
    texts = [heading(discussion.get("title")), discussion["body"].replace("\r\n", "\n")]
    comments = (discussion.get("comments") or {}).get("nodes") if isinstance(discussion.get("comments"), dict) else []
    for comment in sorted(dicts(comments), key=lambda c: str(c.get("createdAt") or "")):
        if comment.get("isMinimized"):
            continue
        replies = (comment.get("replies") or {}).get("nodes") if isinstance(comment.get("replies"), dict) else []
        for said in [comment, *sorted(dicts(replies), key=lambda r: str(r.get("createdAt") or ""))]:
            if isinstance(said.get("body"), str) and not said.get("isMinimized"):
                texts.append(said["body"].replace("\r\n", "\n"))
    return texts



def _stack_exchange_question(document: object) -> dict | None:
    """The question of a Stack Exchange API answer (``/questions/{id}`` with a body filter, its answers inside it)."""
    items = dicts(document.get("items")) if isinstance(document, dict) else []
    question = items[0] if len(items) == 1 else None
    return question if question is not None and "question_id" in question and ("body_markdown" in question or "body" in question) else None


def _stack_exchange_thread(document: dict) -> list[str]:
    """The question's title as a heading, its body, its comments; then each answer as the site orders them (the accepted
    one first, then by score), each with its comments under it. A post's Markdown is read where the API gives it (its
    entities decoded), else its HTML; the other copy says the same."""
    question = _stack_exchange_question(document) or {}
    answers = sorted(dicts(question.get("answers")), key=lambda a: (not a.get("is_accepted"), -(a.get("score") or 0)))
    texts = [heading(html.unescape(str(question.get("title") or "")))]
    for post in (question, *answers):
        texts.append(_post_text(post))
        texts.extend(_post_text(comment) for comment in dicts(post.get("comments")))
    return texts


def _post_text(post: dict) -> str:
    if isinstance(post.get("body_markdown"), str):
        return html.unescape(post["body_markdown"]).replace("\r\n", "\n")
    return message_html(str(post.get("body") or ""))



def _is_hyperkitty_thread(document: object) -> bool:
    """A thread's emails as HyperKitty's REST API lists them (``.../thread/{id}/emails/``): each a message id, a
    subject and its plain-text content."""
    emails = dicts(document) if isinstance(document, list) else []
    return bool(emails) and len(emails) == len(document) and all("message_id" in e and isinstance(e.get("content"), str) and "subject" in e for e in emails)


def _hyperkitty_thread(document: list) -> list[str]:
    """The first subject as a heading, then each email's text as typed, oldest first (its quotes "> " stay quotes)."""
    emails = sorted(dicts(document), key=lambda e: str(e.get("date") or ""))
    return [heading(emails[0].get("subject")), *(e["content"] for e in emails)]


def _is_vanilla_discussion(document: object) -> bool:
    """A Vanilla Forums discussion and its comments from its API v2 (``GET /api/v2/discussions/{id}`` and ``GET
    /api/v2/comments?discussionID={id}``, saved side by side), each body the HTML the API renders."""
    discussion = document.get("discussion") if isinstance(document, dict) else None
    comments = document.get("comments", []) if isinstance(document, dict) else None
    return (
        isinstance(discussion, dict)
        and "discussionID" in discussion
        and isinstance(discussion.get("body"), str)
        and isinstance(comments, list)
        and all(isinstance(c, dict) and "commentID" in c and isinstance(c.get("body"), str) for c in comments)
    )


def _vanilla_discussion(document: dict) -> list[str]:
    """The discussion's name as a heading, its body, then each comment oldest first (a quote of another comment kept as
    the quote it is)."""
    comments = sorted(dicts(document.get("comments")), key=lambda c: str(c.get("dateInserted") or ""))
    return [heading(document["discussion"].get("name")), *(message_html(post["body"]) for post in (document["discussion"], *comments))]


def _is_nodebb_topic(document: object) -> bool:
    """A NodeBB topic as its read API returns it (``GET /api/topic/{tid}``): the topic's fields and its posts, each
    post's content the HTML NodeBB renders."""
    posts = document.get("posts") if isinstance(document, dict) else None
    return (
        isinstance(posts, list)
        and bool(posts)
        and "tid" in document
        and isinstance(document.get("title"), str)
        and all(isinstance(p, dict) and "pid" in p and isinstance(p.get("content"), str) for p in posts)
    )


def _nodebb_topic(topic: dict) -> list[str]:
    """The topic's title as a heading, then each post that stands oldest first (a reply's quote of the post it answers
    kept as the quote it is)."""
    posts = sorted(dicts(topic["posts"]), key=lambda p: (p.get("timestamp") or 0, p.get("index") or 0))
    return [heading(html.unescape(topic["title"])), *(message_html(p["content"]) for p in posts if not p.get("deleted"))]


EXPORTS: tuple[tuple[Callable[[object], bool], Callable[[object], list[str]]], ...] = (
    (_is_discourse_topic, _discourse_topic),
    (_is_hacker_news_item, _hacker_news_item),
    (_is_lemmy_post, _lemmy_post),
    (_is_lobsters_story, _lobsters_story),
    (lambda document: _github_discussion(document) is not None, _discussion),
    (lambda document: _stack_exchange_question(document) is not None, _stack_exchange_thread),
    (_is_hyperkitty_thread, _hyperkitty_thread),
    (_is_vanilla_discussion, _vanilla_discussion),
    (_is_nodebb_topic, _nodebb_topic),
)
