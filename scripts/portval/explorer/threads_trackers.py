"""Discussions a tracker, a code review or a support desk keeps, as their APIs return them (see json_threads): a Shortcut
story, an Azure DevOps pull request's threads, a Gitea or Forgejo issue's comments, a Basecamp message, a Phabricator
revision's transactions, a monday.com item's updates, an Intercom conversation, a Zendesk ticket, a Freshdesk ticket, a Help Scout
conversation, a Figma file's comments, a Wrike task with its comments, a Todoist project's tasks with theirs, a
Kanboard task with its sub-tasks and comments, a Height task with its activity, a Microsoft Planner task with its
details, a Google Doc's comments from the Drive API, a Guru card with its comments, a SourceHut todo ticket from
its GraphQL API, a Buildkite build's annotations, a Google Calendar event with its attendees' comments, a Wekan
board's export with its cards' checklists and comments, a Review Board review request with its reviews, a HubSpot
record's notes, an Azure DevOps work item with its comments, a Focalboard (Mattermost Boards) board's blocks, a
SharePoint modern page's web parts with its comments, a Zammad ticket with its articles, a Google Sheets range (a
sheet of facts with a sheet of comments on it), an Azure DevOps wiki page with its comments, a Bitbucket Server pull
request's activities, a Nuclino item with its comments, a Yuque doc, a Zotero note, a Reviewable review's
discussions, a Radicle issue, a MediaWiki page from its Action API, a Taiga user story with its history, an
OpenProject work package with its activities, a Vikunja task, a Leantime ticket, a GitLab wiki page with its notes, a Pagure issue with its comments, a Launchpad bug with its
messages, a YouTrack issue with its comments, a Trello card with its checklists and comments, a Linear issue from its
GraphQL API, a Gerrit change as ``ssh gerrit query --format=JSON`` prints it and a ForgeFed (ActivityPub) ticket with its
replies.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from .thread_text import dicts, heading, message_html, oldest_first, remarkup


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
    for update in oldest_first(dicts(item["updates"]), "created_at"):
        replies = oldest_first(dicts(update.get("replies")), "created_at")
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
    comments = oldest_first(dicts(document["comments"]), "created_at")
    return [heading(document["ticket"]["subject"]), *(message_html(c["html_body"]) for c in comments)]


def _is_freshdesk_ticket(document: object) -> bool:
    return (
        isinstance(document, dict)
        and isinstance(document.get("subject"), str)
        and isinstance(document.get("description"), str)
        and "description_text" in document
        and isinstance(document.get("conversations"), list)
        and all(isinstance(c, dict) and isinstance(c.get("body"), str) and "body_text" in c for c in document["conversations"])
    )


def _freshdesk_ticket(document: dict) -> list[str]:
    """A Freshdesk ticket with its conversations (``GET /api/v2/tickets/{id}?include=conversations``): the subject as a
    heading, the description's HTML, then each reply and note (a private note too) oldest first, each read once from its
    HTML; the "_text" fields are plain copies."""
    conversations = oldest_first(dicts(document["conversations"]), "created_at")
    return [heading(document["subject"]), message_html(document["description"]), *(message_html(c["body"]) for c in conversations)]


def _guru_card(document: object) -> tuple[dict, list[dict]] | None:
    """A Guru card (``GET /api/v1/cards/{id}/extended``: its title in "preferredPhrase", its body one HTML string in
    "content") and the comments saved beside it (``{"card": ..., "comments": [...]}``); None for any other document."""
    card = document.get("card", document) if isinstance(document, dict) else None
    if not (isinstance(card, dict) and isinstance(card.get("preferredPhrase"), str) and isinstance(card.get("content"), str)):
        return None
    comments = dicts(document.get("comments")) if card is not document else []
    return card, comments


def _guru(document: dict) -> list[str]:
    """The card's title as a heading, its HTML body, then each comment oldest first."""
    card, comments = _guru_card(document)
    texts = [heading(card["preferredPhrase"]), message_html(card["content"])]
    return texts + [message_html(c["content"]) for c in oldest_first(comments, "dateCreated") if isinstance(c.get("content"), str)]


def _sourcehut_ticket(document: object) -> dict | None:
    """A SourceHut todo ticket as its GraphQL API returns it (``{"data": {"tracker": {"ticket": ...}}}``, or under
    "me"), with its "subject", Markdown "body" and "events"; None for any other document."""
    data = document.get("data") if isinstance(document, dict) else None
    holders = [data.get(key) for key in ("tracker", "me")] if isinstance(data, dict) else []
    ticket = next((h["ticket"] for h in holders if isinstance(h, dict) and isinstance(h.get("ticket"), dict)), None)
    ok = ticket is not None and isinstance(ticket.get("subject"), str) and isinstance(ticket.get("events"), dict)
    return ticket if ok else None


def _sourcehut(document: object) -> list[str]:
    """The ticket's subject as a heading, its Markdown body, then each comment oldest first, a superseded one (edited
    since) left out; labels and status changes say nothing."""
    ticket = _sourcehut_ticket(document)
    texts = [heading(ticket["subject"]), str(ticket.get("body") or "")]
    for event in oldest_first(dicts(ticket["events"].get("results")), "created"):
        for change in dicts(event.get("changes")):
            if change.get("__typename") == "Comment" and isinstance(change.get("text"), str) and not change.get("supersededBy"):
                texts.append(change["text"])
    return texts


def _is_buildkite_annotations(document: object) -> bool:
    annotations = dicts(document)
    return (
        bool(annotations)
        and len(annotations) == len(document)
        and all(isinstance(a.get("body_html"), str) and "context" in a and "style" in a and "created_at" in a for a in annotations)
    )


def _buildkite_annotations(document: list) -> list[str]:
    """A Buildkite build's annotations as its REST API lists them: each annotation's HTML, oldest first."""
    return [message_html(a["body_html"]) for a in oldest_first(dicts(document), "created_at")]


def _is_calendar_event(document: object) -> bool:
    return isinstance(document, dict) and document.get("kind") == "calendar#event" and isinstance(document.get("summary"), str)


def _calendar_event(document: dict) -> list[str]:
    """A Google Calendar event (``GET .../events/{id}``): its summary as a heading, its description's HTML (the meeting's
    notes), then each attendee's comment on the invitation; times, rooms and links say nothing."""
    description = document.get("description")
    # A description typed in Calendar's editor is lines between <br>, each a paragraph, as a Wrike description's are.
    texts = [heading(document["summary"]), message_html(_BREAK.sub("<br/>\n", description)) if isinstance(description, str) else ""]
    return texts + [a["comment"] for a in dicts(document.get("attendees")) if isinstance(a.get("comment"), str)]


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
    threads = oldest_first(dicts(document["_embedded"]["threads"]), "createdAt")
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
    comments = oldest_first(dicts(document["comments"]), "created_at")
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
    comments = oldest_first((c for c in dicts(document.get("comments")) if isinstance(c.get("text"), str)), "createdDate")
    return [heading(task.get("title")), *(message_html(_BREAK.sub("<br/>\n", html)) for html in [task["description"], *(c["text"] for c in comments)])]


_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)


def _is_todoist_tasks(document: object) -> bool:
    """Todoist's REST tasks saved with their comments: {"tasks": [...], "comments": [...]}, each task a "content" (its
    title) and a "description" in a project, each comment a "content" on a "task_id"."""
    tasks = dicts(document.get("tasks")) if isinstance(document, dict) else []
    return bool(tasks) and all(isinstance(t.get("content"), str) and "project_id" in t and "description" in t for t in tasks)


def _todoist_tasks(document: dict) -> list[str]:
    """Each task as a heading a level below its parent's (a sub-task is a section of the task above it), in the order
    the project shows them, then its description and its comments oldest first."""
    tasks = dicts(document["tasks"])
    ids = {t.get("id") for t in tasks}
    children: dict[object, list[dict]] = {}
    for task in tasks:
        children.setdefault(task.get("parent_id") if task.get("parent_id") in ids else None, []).append(task)
    comments: dict[object, list[dict]] = {}
    for comment in oldest_first(dicts(document.get("comments")), "posted_at"):
        if isinstance(comment.get("content"), str):
            comments.setdefault(comment.get("task_id"), []).append(comment)
    texts: list[str] = []

    def add(parent: object, level: int) -> None:
        for task in sorted(children.get(parent, []), key=lambda t: t.get("order") if isinstance(t.get("order"), int) else 0):
            texts.append(f"{'#' * min(level, 6)} {' '.join(task['content'].split())}")
            texts.append(task["description"] if isinstance(task["description"], str) else "")
            texts.extend(c["content"] for c in comments.get(task.get("id"), []))
            add(task.get("id"), level + 1)

    add(None, 1)
    return texts


def _kanboard_results(document: object) -> tuple[dict, list[dict], list[dict]] | None:
    """The task, its comments and its sub-tasks from a batch of Kanboard JSON-RPC answers (getTask, getAllComments,
    getAllSubtasks), or None for any other document."""
    results = [r.get("result") for r in dicts(document) if r.get("jsonrpc") == "2.0" and "result" in r]
    tasks = [r for r in results if isinstance(r, dict) and isinstance(r.get("description"), str) and "column_id" in r]
    lists = [dicts(r) for r in results if isinstance(r, list)]
    comments = next((rows for rows in lists if rows and all("comment" in row for row in rows)), [])
    subtasks = next((rows for rows in lists if rows and all("status" in row and "title" in row for row in rows)), [])
    return (tasks[0], comments, subtasks) if len(tasks) == 1 else None


def _kanboard_task(document: list) -> list[str]:
    """The task's title as a heading, its Markdown description, its sub-tasks as a checklist (done ticked), then each
    comment oldest first."""
    task, comments, subtasks = _kanboard_results(document)
    texts = [heading(task.get("title")), task["description"].replace("\r\n", "\n")]
    ordered = sorted(subtasks, key=lambda row: int(row.get("position") or 0) if str(row.get("position") or "0").isdigit() else 0)
    if ordered:
        texts.append("\n".join(["## Sub-tasks", *(f"- [{'x' if str(row.get('status')) == '2' else ' '}] {' '.join(str(row['title']).split())}" for row in ordered)]))
    dated = sorted((c for c in comments if isinstance(c.get("comment"), str)), key=lambda c: int(c.get("date_creation") or 0) if str(c.get("date_creation") or "0").isdigit() else 0)
    return texts + [c["comment"].replace("\r\n", "\n") for c in dated]


def _is_height_task(document: object) -> bool:
    task = document.get("task") if isinstance(document, dict) else None
    return isinstance(task, dict) and task.get("model") == "task" and isinstance(task.get("description"), str)


def _height_task(document: dict) -> list[str]:
    """The task's name as a heading, its Markdown description, then each message of its activity oldest first (a
    status or field change says nothing)."""
    task = document["task"]
    activities = document.get("activities")
    listed = dicts(activities.get("list")) if isinstance(activities, dict) else dicts(activities)
    messages = oldest_first((a for a in listed if a.get("type") == "message" and isinstance(a.get("message"), str)), "createdAt")
    return [heading(task.get("name")), task["description"], *(m["message"] for m in messages)]


def _is_planner_task(document: object) -> bool:
    details = document.get("details") if isinstance(document, dict) and "planId" in document else None
    return isinstance(details, dict) and isinstance(details.get("description"), str)


def _planner_task(document: dict) -> list[str]:
    """The task's title as a heading, its description (plain text, a line a paragraph), then its checklist in the order
    Planner shows it (by order hint), ticked where checked."""
    details = document["details"]
    checklist = [item for item in (details.get("checklist") or {}).values() if isinstance(item, dict)] if isinstance(details.get("checklist"), dict) else []
    ordered = sorted(checklist, key=lambda item: str(item.get("orderHint") or ""))
    items = [f"- [{'x' if item.get('isChecked') else ' '}] {' '.join(str(item.get('title') or '').split())}" for item in ordered]
    description = "\n\n".join(line for line in details["description"].replace("\r\n", "\n").split("\n"))
    return [heading(document.get("title")), description, "\n".join(["## Checklist", *items]) if items else ""]


def _is_drive_comments(document: object) -> bool:
    comments = dicts(document.get("comments")) if isinstance(document, dict) and document.get("kind") == "drive#commentList" else []
    return bool(comments) and all(isinstance(c.get("content") or c.get("htmlContent"), str) for c in comments)


def _drive_comments(document: dict) -> list[str]:
    """Each comment thread oldest first: the text of the document it is anchored to, quoted (the doc's words, not the
    comment's), the comment, then each reply with words (a bare "resolve" says nothing); HTML read as HTML."""
    texts = []
    for comment in oldest_first(dicts(document["comments"]), "createdTime"):
        if comment.get("deleted"):
            continue
        anchored = (comment.get("quotedFileContent") or {}).get("value") if isinstance(comment.get("quotedFileContent"), dict) else None
        if isinstance(anchored, str) and anchored.strip():
            texts.append("\n".join(f"> {line}" for line in anchored.split("\n")))
        replies = oldest_first((r for r in dicts(comment.get("replies")) if not r.get("deleted")), "createdTime")
        for said in [comment, *replies]:
            if isinstance(said.get("htmlContent"), str) and said["htmlContent"].strip():
                # A line the Docs editor breaks with <br> is a paragraph (or an item) of its own.
                texts.append(message_html(_BREAK.sub("<br/>\n", said["htmlContent"])))
            elif isinstance(said.get("content"), str) and said["content"].strip():
                texts.append(said["content"])
    return texts


def _is_wekan_board(document: object) -> bool:
    """Wekan's board export: the board's lists, swimlanes and cards, each card a title and a Markdown description."""
    cards = dicts(document.get("cards")) if isinstance(document, dict) and isinstance(document.get("swimlanes"), list) else []
    return bool(cards) and isinstance(document.get("lists"), list) and all(isinstance(c.get("title"), str) for c in cards)


def _wekan_board(document: dict) -> list[str]:
    """The board's title as a heading, each list a heading below it in the board's order, and each card of the list
    (archived ones left out) a heading below that: its dropdown fields' choices ("Status: Retracted"), its description,
    its checklists (done ticked) and its comments oldest first."""
    choices = {
        (field.get("_id"), item.get("_id")): f"{field.get('name')}: {item.get('name')}"
        for field in dicts(document.get("customFields"))
        for item in dicts((field.get("settings") or {}).get("dropdownItems") if isinstance(field.get("settings"), dict) else None)
    }
    items: dict[object, list[dict]] = {}
    for item in dicts(document.get("checklistItems")):
        items.setdefault(item.get("checklistId"), []).append(item)
    comments: dict[object, list[dict]] = {}
    for comment in oldest_first(dicts(document.get("comments")), "createdAt"):
        if isinstance(comment.get("text"), str):
            comments.setdefault(comment.get("cardId"), []).append(comment)

    def order(thing: dict) -> float:
        return thing.get("sort") if isinstance(thing.get("sort"), (int, float)) else 0

    texts = [heading(document.get("title"))]
    cards = [c for c in dicts(document["cards"]) if not c.get("archived")]
    for board_list in sorted((entry for entry in dicts(document["lists"]) if not entry.get("archived")), key=order):
        texts.append(f"## {' '.join(str(board_list.get('title') or '').split())}")
        for card in sorted((c for c in cards if c.get("listId") == board_list.get("_id")), key=order):
            texts.append(f"### {' '.join(card['title'].split())}")
            fields = [choices[(f.get("_id"), f.get("value"))] for f in dicts(card.get("customFields")) if (f.get("_id"), f.get("value")) in choices]
            texts.append(". ".join(fields) + "." if fields else "")
            texts.append(card.get("description") if isinstance(card.get("description"), str) else "")
            for checklist in sorted((c for c in dicts(document.get("checklists")) if c.get("cardId") == card.get("_id")), key=order):
                ticked = [f"- [{'x' if item.get('isFinished') else ' '}] {' '.join(str(item.get('title') or '').split())}" for item in sorted(items.get(checklist.get("_id"), []), key=order)]
                texts.append("\n".join([f"{' '.join(str(checklist.get('title') or 'Checklist').split())}:", "", *ticked]))
            texts.extend(c["text"] for c in comments.get(card.get("_id"), []))
    return texts


def _is_review_board(document: object) -> bool:
    """Review Board's API answer for a review request's reviews (``.../reviews/?expand=diff_comments``), with the
    review request beside them (its summary and Markdown description) or without it: each review's top, comments and
    bottom."""
    if not isinstance(document, dict) or not isinstance(document.get("reviews"), list):
        return False
    request = document.get("review_request")
    if isinstance(request, dict):
        return isinstance(request.get("description"), str)
    reviews = dicts(document["reviews"])
    return bool(reviews) and all(isinstance(r.get("body_top"), str) and ("ship_it" in r or "diff_comments" in r) for r in reviews)


def _review_board(document: dict) -> list[str]:
    """The request's summary as a heading, its description and what was tested, then each review oldest first: its
    top, each comment on the diff (with the lines it is about; one whose issue its reviewer dropped quoted, set aside as
    the reviewer took it back), its bottom, then each reply to it the same way."""
    request = document.get("review_request")
    texts = []
    if isinstance(request, dict):
        texts += [heading(request.get("summary")), request["description"]]
        if isinstance(request.get("testing_done"), str) and request["testing_done"].strip():
            texts.append("## Testing done\n\n" + request["testing_done"])

    def said(review: dict) -> list[str]:
        words = [review.get("body_top")]
        for comment in oldest_first(dicts(review.get("diff_comments")), "timestamp"):
            if isinstance(comment.get("text"), str) and comment["text"].strip():
                lines = (
                    f"lines {comment.get('first_line')}-{comment['first_line'] + comment.get('num_lines', 1) - 1}"
                    if isinstance(comment.get("first_line"), int)
                    else "the diff"
                )
                if comment.get("issue_status") == "dropped":
                    quoted = "\n".join(f"> {line}" if line.strip() else ">" for line in comment["text"].split("\n"))
                    words.append(f"Comment on {lines}, its issue dropped by the reviewer:\n\n{quoted}")
                else:
                    words.append(f"Comment on {lines}: {comment['text']}")
        words.append(review.get("body_bottom"))
        return [w for w in words if isinstance(w, str) and w.strip()]

    for review in oldest_first(dicts(document["reviews"]), "timestamp"):
        texts += said(review)
        for reply in oldest_first(dicts(review.get("replies")), "timestamp"):
            texts += said(reply)
    return texts


def _is_hubspot_notes(document: object) -> bool:
    """HubSpot's CRM API answer for notes (``GET /crm/v3/objects/notes``): its results, each a note whose HTML body is
    the property ``hs_note_body``."""
    results = dicts(document.get("results")) if isinstance(document, dict) else []
    return bool(results) and all(isinstance((r.get("properties") or {}).get("hs_note_body"), str) for r in results)


def _hubspot_notes(document: dict) -> list[str]:
    """Each note oldest first (the API lists the newest first), its HTML body read as HTML."""
    notes = sorted(dicts(document["results"]), key=lambda r: str(r["properties"].get("hs_timestamp") or r["properties"].get("hs_createdate") or ""))
    return [message_html(note["properties"]["hs_note_body"]) for note in notes if not note.get("archived")]


def _is_azure_work_item(document: object) -> bool:
    """An Azure DevOps work item saved with its comments: {"workItem": {"fields": {...}}, "comments": ...}, its prose in
    HTML fields (System.Description, Microsoft.VSTS.Common.AcceptanceCriteria)."""
    item = document.get("workItem") if isinstance(document, dict) else None
    fields = item.get("fields") if isinstance(item, dict) else None
    return isinstance(fields, dict) and isinstance(fields.get("System.Title"), str) and "comments" in document


def _azure_work_item(document: dict) -> list[str]:
    """The title as a heading, the description and acceptance criteria (HTML), then each comment oldest first; a deleted
    comment left out, as the board no longer shows it."""
    fields = document["workItem"]["fields"]
    texts = [heading(fields["System.Title"])]
    for name, title in (("System.Description", ""), ("Microsoft.VSTS.Common.AcceptanceCriteria", "## Acceptance criteria")):
        if isinstance(fields.get(name), str) and fields[name].strip():
            texts.append("\n\n".join(part for part in (title, message_html(fields[name])) if part))
    listed = document["comments"]
    comments = dicts(listed.get("comments")) if isinstance(listed, dict) else dicts(listed)
    texts += [message_html(c["text"]) for c in oldest_first(comments, "createdDate") if not c.get("isDeleted") and isinstance(c.get("text"), str)]
    return texts


def _is_focalboard(document: object) -> bool:
    """A Focalboard board as its archive's board.jsonl holds it (read as one JSON document a line): a board line, then
    blocks, each a type (card, text, checkbox, comment) with its parent and title."""
    lines = dicts(document) if isinstance(document, list) else []
    return any(line.get("type") == "board" for line in lines) and any(line.get("type") == "block" and isinstance(line.get("data"), dict) for line in lines)


def _focalboard(document: list) -> list[str]:
    """The board's title as a heading, then each card a heading in the order the board holds them, its content blocks in
    the card's order (a text's Markdown, a checkbox an item, ticked where its value is true), then its comments oldest
    first; a view, which only says how the board is shown, left out."""
    board = next(line["data"] for line in dicts(document) if line.get("type") == "board" and isinstance(line.get("data"), dict))
    blocks = [line["data"] for line in dicts(document) if line.get("type") == "block" and isinstance(line.get("data"), dict)]
    children: dict[object, list[dict]] = {}
    for block in blocks:
        children.setdefault(block.get("parentId"), []).append(block)
    texts = [heading(board.get("title"))]
    for card in (b for b in blocks if b.get("type") == "card"):
        texts.append(f"## {' '.join(str(card.get('title') or '').split())}")
        order = (card.get("fields") or {}).get("contentOrder") if isinstance(card.get("fields"), dict) else None
        ranked = {block_id: rank for rank, block_id in enumerate(order)} if isinstance(order, list) else {}
        content = [b for b in children.get(card.get("id"), []) if b.get("type") != "comment"]
        for block in sorted(content, key=lambda b: ranked.get(b.get("id"), len(ranked))):
            title = str(block.get("title") or "")
            if block.get("type") == "checkbox":
                ticked = bool((block.get("fields") or {}).get("value")) if isinstance(block.get("fields"), dict) else False
                texts.append(f"- [{'x' if ticked else ' '}] {' '.join(title.split())}")
            elif block.get("type") == "text":
                texts.append(title)
        comments = sorted((b for b in children.get(card.get("id"), []) if b.get("type") == "comment"), key=lambda b: b.get("createAt") or 0)
        texts.extend(str(c.get("title") or "") for c in comments)
    return texts



def _sharepoint_page(document: object) -> dict | None:
    """A SharePoint modern page as ``GET /_api/sitepages/pages(id)`` returns it (its web parts in the JSON string
    CanvasContent1), alone or as "page" beside its "comments"."""
    page = document.get("page", document) if isinstance(document, dict) else None
    return page if isinstance(page, dict) and isinstance(page.get("CanvasContent1"), str) else None


def _sharepoint_comments(document: object) -> list[dict]:
    comments = document.get("comments") if isinstance(document, dict) else None
    comments = comments.get("value") if isinstance(comments, dict) else comments
    return dicts(comments) if isinstance(comments, list) else []


def _sharepoint_page_text(document: dict) -> list[str]:
    """The title, then each web part in its place on the page: a text part's HTML, a code snippet's code as a code block;
    then the comments oldest first, each with its replies."""
    page = _sharepoint_page(document) or {}
    texts = [heading(page.get("Title"))]
    try:
        parts = json.loads(page["CanvasContent1"] or "[]")
    except json.JSONDecodeError:
        parts = []
    for part in sorted(dicts(parts) if isinstance(parts, list) else [], key=_canvas_position):
        if isinstance(part.get("innerHTML"), str):
            texts.append(message_html(part["innerHTML"]))
        data = part.get("webPartData") if isinstance(part.get("webPartData"), dict) else {}
        code = ((data.get("serverProcessedContent") or {}).get("searchablePlainTexts") or {}).get("code")
        if isinstance(code, str):
            language = str((data.get("properties") or {}).get("language") or "").lower()
            texts.append(f"```{language}\n{code.rstrip()}\n```")
    for comment in oldest_first(_sharepoint_comments(document), "createdDate"):
        texts.extend(str(c.get("text") or "") for c in [comment, *oldest_first(dicts(comment.get("replies")), "createdDate")])
    return texts


def _canvas_position(part: dict) -> tuple:
    """Where a web part stands on the page: its zone, section and index within them."""
    position = part.get("position") if isinstance(part.get("position"), dict) else {}
    return tuple(position.get(key) if isinstance(position.get(key), (int, float)) else 0 for key in ("zoneIndex", "sectionIndex", "controlIndex"))



def _is_zammad_ticket(document: object) -> bool:
    """A Zammad ticket from its REST API (``/api/v1/tickets/{id}?expand=true``) with its articles beside it, each a
    body of its content type and its sender."""
    articles = dicts(document.get("articles")) if isinstance(document, dict) else []
    return bool(articles) and all("body" in a and "content_type" in a and "sender" in a for a in articles)


def _zammad_ticket(document: dict) -> list[str]:
    """The title, then each article oldest first, its HTML read as HTML; what the system sent (an auto-reply) left out."""
    articles = [a for a in dicts(document["articles"]) if a.get("sender") != "System"]
    texts = [heading(document.get("title"))]
    for article in oldest_first(articles, "created_at"):
        body = str(article.get("body") or "")
        texts.append(message_html(body) if article.get("content_type") == "text/html" else body)
    return texts



def _sheets_ranges(document: object) -> list[dict]:
    """The value ranges of a Google Sheets API answer (``values:batchGet``, or one range's ``values.get``)."""
    if isinstance(document, dict) and isinstance(document.get("values"), list) and "range" in document:
        return [document]
    ranges = dicts(document.get("valueRanges")) if isinstance(document, dict) and "spreadsheetId" in document else []
    return [r for r in ranges if isinstance(r.get("values"), list)]


def _sheets_tables(document: dict) -> list[str]:
    """Each range as a heading (its sheet's name) over a table whose first column is each row's number in the sheet, so
    "Row 18 is wrong" in a comment finds the row; a row the API cut short (its empty cells at the end omitted) has them
    back."""
    texts = []
    for value_range in _sheets_ranges(document):
        sheet, _, cells = str(value_range.get("range", "")).partition("!")
        first = int(re.search(r"\d+", cells).group(0)) if re.search(r"\d+", cells) else 1
        rows = [[str(cell).replace("|", "\\|").replace("\n", " ") for cell in row] for row in value_range["values"] if isinstance(row, list)]
        width = max((len(row) for row in rows), default=0)
        if not width:
            continue
        lines = [f"| {' | '.join(['Row', *rows[0], *[''] * (width - len(rows[0]))])} |", "|" + " --- |" * (width + 1)]
        lines += [f"| {' | '.join([str(first + index), *row, *[''] * (width - len(row))])} |" for index, row in enumerate(rows[1:], 1)]
        texts.append(f"## {sheet.strip(chr(39))}\n\n" + "\n".join(lines))
    return texts



def _is_azure_wiki_page(document: object) -> bool:
    """An Azure DevOps wiki page from its REST API (``.../wiki/wikis/{wiki}/pages?includeContent=true``): its path,
    its Markdown content and its git item path."""
    return isinstance(document, dict) and isinstance(document.get("content"), str) and "gitItemPath" in document and "path" in document


def _azure_wiki_page(document: dict) -> list[str]:
    """The page's Markdown (its "[[_TOC_]]" dropped), then its comments beside it oldest first, a deleted one left out."""
    comments = document.get("comments")
    comments = comments.get("comments") if isinstance(comments, dict) else comments
    texts = [re.sub(r"^\s*\[\[_TOC_\]\]\s*$", "", document["content"], flags=re.MULTILINE)]
    texts += [str(c.get("text") or "") for c in oldest_first((c for c in dicts(comments) if not c.get("isDeleted")), "createdDate")]
    return texts


def _bitbucket_server_comments(document: object) -> list[dict]:
    """The comments of a Bitbucket Server (Data Center) pull request's activities (``.../pull-requests/{id}/activities``):
    each "COMMENTED" activity's comment, its replies nested under it."""
    activities = dicts(document.get("values")) if isinstance(document, dict) and "isLastPage" in document else []
    return [a["comment"] for a in activities if a.get("action") == "COMMENTED" and isinstance((a.get("comment") or {}).get("text"), str)]


def _bitbucket_server_thread(document: dict) -> list[str]:
    """Each comment oldest first (the API lists the newest first), each followed by its replies depth first; every
    text the Markdown it is. The approvals, rescopes and merges in between say nothing."""
    texts: list[str] = []

    def walk(comment: dict) -> None:
        texts.append(str(comment.get("text") or ""))
        for reply in sorted(dicts(comment.get("comments")), key=lambda c: c.get("createdDate") or 0):
            walk(reply)

    for comment in sorted(_bitbucket_server_comments(document), key=lambda c: c.get("createdDate") or 0):
        walk(comment)
    return texts


def _nuclino_item(document: object) -> dict | None:
    """The item of a Nuclino API answer (``GET /v0/items/{id}``: ``{"status": "success", "data": {...}}``), saved as it
    came or under "response" beside its comments; None for any other document."""
    answer = document.get("response", document) if isinstance(document, dict) else None
    item = answer.get("data") if isinstance(answer, dict) else None
    return item if isinstance(item, dict) and item.get("object") == "item" and isinstance(item.get("content"), str) else None


def _nuclino_thread(document: dict) -> list[str]:
    """The item's title as a heading, its Markdown, then each comment oldest first with its replies, a comment's anchor
    (the words it is pinned to) quoted above it."""
    item = _nuclino_item(document) or {}
    texts = [heading(item.get("title")), item["content"]]
    for comment in oldest_first(dicts(document.get("comments")), "createdAt"):
        anchor = comment.get("anchorText")
        texts.append((f"> {anchor}\n\n" if isinstance(anchor, str) and anchor.strip() else "") + str(comment.get("content") or ""))
        texts += [str(reply.get("content") or "") for reply in oldest_first(dicts(comment.get("replies")), "createdAt")]
    return texts


def _reviewable_discussions(document: object) -> list[dict]:
    """The discussions of a Reviewable review's export: ``discussions`` keyed by file, then by line, each holding its
    comments keyed by id, each comment's Markdown and time stamp."""
    files = document.get("discussions") if isinstance(document, dict) and isinstance(document.get("review"), dict) else None
    lines = [d for by_line in files.values() if isinstance(by_line, dict) for d in by_line.values()] if isinstance(files, dict) else []
    return [d for d in lines if isinstance(d, dict) and isinstance(d.get("comments"), dict)]


def _reviewable_thread(document: dict) -> list[str]:
    """Each discussion in the order it was started, its comments oldest first, each comment's Markdown; the reviewers'
    dispositions (satisfied, blocking) say nothing of the patch."""

    def comments(discussion: dict) -> list[dict]:
        return sorted(dicts(list(discussion["comments"].values())), key=lambda c: c.get("timestamp") or 0)

    started = sorted(_reviewable_discussions(document), key=lambda d: min((c.get("timestamp") or 0 for c in comments(d)), default=0))
    return [str(c.get("markdown") or "") for d in started for c in comments(d)]


def _radicle_comments(document: object) -> list[dict]:
    """The comments of a Radicle issue as its collaborative object prints as JSON (``thread.comments`` keyed by id,
    ``thread.timeline`` their order)."""
    thread = document.get("thread") if isinstance(document, dict) and "title" in document else None
    comments = thread.get("comments") if isinstance(thread, dict) else None
    timeline = thread.get("timeline") if isinstance(thread, dict) else None
    if not isinstance(comments, dict) or not isinstance(timeline, list):
        return []
    return [comments[key] for key in timeline if isinstance(comments.get(key), dict) and isinstance(comments[key].get("body"), str)]


def _radicle_issue(document: dict) -> list[str]:
    """The title as a heading, then each comment in the timeline's order, its last edit's Markdown (the earlier
    revisions are what its writer replaced)."""
    return [heading(document.get("title")), *(str(c["body"]) for c in _radicle_comments(document))]


def _mediawiki_parse(document: object) -> dict | None:
    """The page of a MediaWiki Action API answer (``api.php?action=parse&format=json``) with its rendered HTML, in
    ``text`` (formatversion 2) or ``text["*"]`` (formatversion 1); None for any other document."""
    page = document.get("parse") if isinstance(document, dict) else None
    text = page.get("text") if isinstance(page, dict) else None
    html_text = text.get("*") if isinstance(text, dict) else text
    return {"title": page.get("title"), "html": html_text} if isinstance(html_text, str) else None


def _mediawiki_page(document: dict) -> list[str]:
    """The page's title as a heading, then its HTML; the section edit links and the table of contents, the page's
    furniture, left out."""
    page = _mediawiki_parse(document) or {}
    body = re.sub(r'<span class="mw-editsection">.*?</span>\s*</span>', "", page["html"], flags=re.DOTALL)
    body = re.sub(r'<div id="toc" class="toc".*?</ul>\s*</div>', "", body, flags=re.DOTALL)
    return [heading(page.get("title")), message_html(body)]


def _is_taiga_story(document: object) -> bool:
    """A Taiga user story saved with its history (``GET /api/v1/userstories/{id}`` and ``.../history/userstory/{id}``)."""
    story = document.get("userstory") if isinstance(document, dict) else None
    return isinstance(story, dict) and isinstance(story.get("description"), str) and isinstance(document.get("history"), list)


def _taiga_story(document: dict) -> list[str]:
    """The subject as a heading, the Markdown description, then each comment oldest first (the history lists the newest
    first), a deleted one left out; the HTML copies say the same."""
    story = document["userstory"]
    comments = [h for h in oldest_first(dicts(document["history"]), "created_at") if h.get("comment") and not h.get("delete_comment_date")]
    return [heading(story.get("subject")), story["description"], *(str(h["comment"]) for h in comments)]


def _openproject_package(document: object) -> dict | None:
    """An OpenProject work package from the API v3 (HAL+JSON) with its description's Markdown; None otherwise."""
    description = document.get("description") if isinstance(document, dict) and "_links" in document else None
    return document if isinstance(description, dict) and isinstance(description.get("raw"), str) else None


def _openproject_text(document: dict) -> list[str]:
    """The subject as a heading, the description's Markdown, then each activity's comment oldest first; the changes of
    fields the activities also log say nothing of the patch."""
    embedded = (document.get("_embedded") or {}).get("activities") if isinstance(document.get("_embedded"), dict) else None
    elements = dicts(((embedded or {}).get("_embedded") or {}).get("elements")) if isinstance(embedded, dict) else []
    comments = [str((e.get("comment") or {}).get("raw") or "") for e in oldest_first(elements, "createdAt") if isinstance(e.get("comment"), dict)]
    return [heading(document.get("subject")), document["description"]["raw"], *comments]


def _is_vikunja_task(document: object) -> bool:
    """A Vikunja task from its API with its comments (``?expand=comments``): its HTML description and each comment's."""
    return (
        isinstance(document, dict)
        and isinstance(document.get("description"), str)
        and isinstance(document.get("title"), str)
        and "project_id" in document
        and "done" in document
        and isinstance(document.get("comments"), list)
        and all(isinstance(c, dict) and isinstance(c.get("comment"), str) for c in document["comments"])
    )


def _vikunja_task(document: dict) -> list[str]:
    """The title as a heading, the description's HTML, then each comment's HTML oldest first."""
    comments = oldest_first(dicts(document["comments"]), "created")
    return [heading(document["title"]), message_html(document["description"]), *(message_html(c["comment"]) for c in comments)]


def _is_leantime_ticket(document: object) -> bool:
    """A Leantime ticket as JSON: its headline, its HTML description and acceptance criteria, its comments' HTML."""
    return (
        isinstance(document, dict)
        and isinstance(document.get("headline"), str)
        and isinstance(document.get("description"), str)
        and "projectId" in document
        and isinstance(document.get("comments", []), list)
    )


def _leantime_ticket(document: dict) -> list[str]:
    """The headline as a heading, the description and the acceptance criteria as HTML, then each comment oldest first."""
    comments = oldest_first(dicts(document.get("comments")), "date")
    criteria = document.get("acceptanceCriteria")
    return [
        heading(document["headline"]),
        message_html(document["description"]),
        message_html(criteria) if isinstance(criteria, str) else "",
        *(message_html(str(c.get("text") or "")) for c in comments),
    ]


def _gitlab_wiki(document: object) -> list:
    """A GitLab wiki page from its API (``GET /projects/:id/wikis/:slug``), saved with its HTML rendering and its notes
    in one array: the page in Markdown, the same page as HTML, and the notes."""
    parts = document if isinstance(document, list) else []
    pages = [p for p in dicts(parts) if p.get("format") == "markdown" and isinstance(p.get("content"), str) and "slug" in p]
    return pages


def _gitlab_wiki_text(document: list) -> list[str]:
    """The page's title as a heading, its Markdown, then each note's body oldest first; the HTML rendering (the same
    page again) and the system notes left out."""
    page = _gitlab_wiki(document)[0]
    notes = [n for part in document if isinstance(part, list) for n in dicts(part) if isinstance(n.get("body"), str) and not n.get("system")]
    return [heading(page.get("title")), page["content"], *(n["body"] for n in oldest_first(notes, "created_at"))]


def _zotero_notes(document: object) -> list[dict]:
    """The notes of a Zotero Web API answer (``GET /users/{id}/items/{key}``, or a list of items): each item's data
    whose type is "note", its HTML in "note"."""
    items = [document] if isinstance(document, dict) else dicts(document)
    data = [item.get("data") for item in items if isinstance(item.get("data"), dict) and "key" in item]
    return [d for d in data if d.get("itemType") == "note" and isinstance(d.get("note"), str)]


def _zotero_text(document: object) -> list[str]:
    """Each note's HTML, oldest first (Zotero's first line of a note is its title)."""
    return [message_html(note["note"]) for note in oldest_first(_zotero_notes(document), "dateAdded")]


def _yuque_doc(document: object) -> dict | None:
    """The doc of a Yuque (语雀) OpenAPI answer (``GET /api/v2/repos/{book_id}/docs/{id}``: ``{"data": {...}}``) with its
    Markdown body; None for any other document."""
    doc = document.get("data") if isinstance(document, dict) else None
    return doc if isinstance(doc, dict) and "book_id" in doc and isinstance(doc.get("body"), str) and "body_lake" in doc else None


def _yuque_text(document: dict) -> list[str]:
    """The doc's title as a heading, then its Markdown body; its Lake and HTML copies, the same words again, left out."""
    doc = _yuque_doc(document) or {}
    return [heading(doc.get("title")), doc["body"]]


def _is_pagure_issue(document: object) -> bool:
    """A Pagure issue from its API (``GET /api/0/<repo>/issue/<id>``): its Markdown content and its comments."""
    return (
        isinstance(document, dict)
        and isinstance(document.get("content"), str)
        and isinstance(document.get("title"), str)
        and "close_status" in document
        and isinstance(document.get("comments"), list)
        and all(isinstance(c, dict) and isinstance(c.get("comment"), str) for c in document["comments"])
    )


def _pagure_issue(document: dict) -> list[str]:
    """The title as a heading, the content, then each comment oldest first; the comments Pagure writes itself ("Metadata
    Update from @x": a tag, a status) are marked as notifications and left out."""
    comments = [c for c in oldest_first(dicts(document["comments"]), "date_created") if not c.get("notification")]
    return [heading(document["title"]), document["content"], *(c["comment"] for c in comments)]


def _asana_task(document: object) -> tuple[dict, list[dict]] | None:
    """An Asana task from its API (``GET /tasks/{id}``, with ``GET /tasks/{id}/stories`` beside it as ``stories``): the
    task and its comments; None for any other document, or a task no one commented on."""
    task = document.get("data") if isinstance(document, dict) else None
    if not (isinstance(task, dict) and task.get("resource_type") == "task" and isinstance(task.get("notes"), str)):
        return None
    stories = document.get("stories")
    stories = stories.get("data") if isinstance(stories, dict) else stories
    comments = [s for s in dicts(stories) if s.get("type") == "comment" and isinstance(s.get("text"), str)]
    # A task alone is read as its fields (see json_exports); only its comments make it a thread.
    return (task, comments) if comments else None


def _asana_text(document: dict) -> list[str]:
    """The task's name as a heading, its notes (plain text, line for line), then each comment oldest first; the stories
    Asana writes itself (assigned, added to a project) are left out."""
    task, comments = _asana_task(document)
    return [heading(str(task.get("name", ""))), task["notes"], *(c["text"] for c in oldest_first(comments, "created_at"))]


def _launchpad_bug(document: object) -> tuple[dict, list[dict]] | None:
    """A Launchpad bug from its REST API (``GET /bugs/{id}``), alone or followed by its messages collection
    (``.../messages``): the bug and its messages; None for any other document."""
    parts = document if isinstance(document, list) else [document]
    bugs = [p for p in dicts(parts) if str(p.get("resource_type_link", "")).endswith("#bug") and isinstance(p.get("description"), str)]
    if not bugs:
        return None
    entries = [e for p in dicts(parts) for e in dicts(p.get("entries"))]
    messages = [e for e in entries if str(e.get("resource_type_link", "")).endswith("#message") and isinstance(e.get("content"), str)]
    return bugs[0], messages


def _launchpad_text(document: object) -> list[str]:
    """The bug's title as a heading, then each message's text oldest first (the first is the description; a deleted one
    left out), or the description alone where the messages were not saved."""
    bug, messages = _launchpad_bug(document) or ({}, [])
    kept = [m["content"] for m in oldest_first(messages, "date_created") if not m.get("date_deleted")]
    return [heading(bug.get("title")), *(kept or [bug["description"]])]


def _youtrack_issue(document: object) -> dict | None:
    """A YouTrack issue from its REST API (``GET /api/issues/{id}?fields=idReadable,summary,description,comments(...)``):
    the issue; None for any other document."""
    if not isinstance(document, dict) or not isinstance(document.get("description"), str):
        return None
    typed = document.get("$type") == "Issue" or any(c.get("$type") == "IssueComment" for c in dicts(document.get("comments")))
    return document if typed and isinstance(document.get("idReadable"), str) else None


def _youtrack_text(document: object) -> list[str]:
    """The issue's summary as a heading, its description (YouTrack's Markdown), then each comment oldest first (a
    deleted one left out); its custom fields (priority, state) say nothing of the patch."""
    issue = _youtrack_issue(document) or {}
    comments = [c for c in dicts(issue.get("comments")) if isinstance(c.get("text"), str) and not c.get("deleted")]
    return [heading(issue.get("summary")), issue["description"], *(c["text"] for c in oldest_first(comments, "created"))]


def _trello_card(document: object) -> dict | None:
    """A Trello card as its JSON export holds it (``GET /1/cards/{id}?actions=commentCard&checklists=all``, or a card of
    a board's export): the card; None for any other document."""
    if not isinstance(document, dict) or not isinstance(document.get("desc"), str) or not isinstance(document.get("name"), str):
        return None
    return document if "idBoard" in document and ("idList" in document or "shortUrl" in document) else None


def _trello_text(document: object) -> list[str]:
    """The card's name as a heading, its description (Markdown), each checklist as a checklist under its name (a done
    item checked), then each comment oldest first (the export lists the newest first; the board's own actions, a
    moved card or a checked item, are left out)."""
    card = _trello_card(document) or {}
    texts = [heading(card.get("name")), card["desc"]]
    for checklist in dicts(card.get("checklists")):
        items = [i for i in dicts(checklist.get("checkItems")) if isinstance(i.get("name"), str)]
        items.sort(key=lambda item: item.get("pos") if isinstance(item.get("pos"), (int, float)) else 0)
        marks = [f"- [{'x' if i.get('state') == 'complete' else ' '}] {' '.join(i['name'].split())}" for i in items]
        texts.append("\n".join([f"## {' '.join(str(checklist.get('name', 'Checklist')).split())}", *marks]))
    comments = [a for a in dicts(card.get("actions")) if a.get("type") == "commentCard" and isinstance((a.get("data") or {}).get("text"), str)]
    return [*texts, *(a["data"]["text"] for a in oldest_first(comments, "date"))]


def _linear_issue(document: object) -> dict | None:
    """A Linear issue as its GraphQL API returns it (``{"data": {"issue": {...}}}`` or the issue alone): the issue; None
    for any other document."""
    issue = (document.get("data") or {}).get("issue") if isinstance(document, dict) and isinstance(document.get("data"), dict) else document
    if not isinstance(issue, dict) or not isinstance(issue.get("description"), str) or not isinstance(issue.get("title"), str):
        return None
    comments = issue.get("comments")
    return issue if isinstance(issue.get("identifier"), str) and isinstance(comments, dict) and isinstance(comments.get("nodes"), list) else None


def _linear_text(document: object) -> list[str]:
    """The issue's title as a heading, its description (Markdown), then each comment's body oldest first (the API lists
    the newest first)."""
    issue = _linear_issue(document) or {}
    comments = [c for c in dicts((issue.get("comments") or {}).get("nodes")) if isinstance(c.get("body"), str)]
    return [heading(issue.get("title")), issue["description"], *(c["body"] for c in oldest_first(comments, "createdAt"))]


def _gerrit_change(document: object) -> dict | None:
    """A Gerrit change as ``ssh gerrit query --format=JSON --comments --patch-sets`` prints it (the change on one line,
    then a line of query stats): the change; None for any other document."""
    values = document if isinstance(document, list) else [document]
    return next(
        (
            v
            for v in values
            if isinstance(v, dict) and isinstance(v.get("commitMessage"), str) and isinstance(v.get("project"), str)
            and isinstance(v.get("comments", v.get("patchSets")), list)
        ),
        None,
    )


def _gerrit_text(document: object) -> list[str]:
    """The change's subject as a heading, its commit message, each review message oldest first, then each patch set's
    inline comments, each led by where it stands (the reviewer's words about that line, not the commit's)."""
    change = _gerrit_change(document) or {}
    texts = [heading(change.get("subject")), change["commitMessage"]]
    texts += [c["message"] for c in oldest_first([c for c in dicts(change.get("comments")) if isinstance(c.get("message"), str)], "timestamp")]
    for patch_set in dicts(change.get("patchSets")):
        for comment in dicts(patch_set.get("comments")):
            if isinstance(comment.get("message"), str):
                texts.append(f"Inline comment on patch set {patch_set.get('number')} ({comment.get('file')}, line {comment.get('line')}): {comment['message']}")
    return texts


def _is_forgefed_ticket(document: object) -> bool:
    """A ForgeFed (ActivityPub) ``Ticket`` as a forge's federation API returns it: JSON-LD with an ``@context``, its
    ``content`` HTML and a ``replies`` collection of ``Note``s."""
    return (
        isinstance(document, dict)
        and "@context" in document
        and document.get("type") == "Ticket"
        and isinstance(document.get("content"), str)
        and isinstance(document.get("replies"), dict)
    )


def _forgefed_ticket(document: dict) -> list[str]:
    """The ticket's summary as a heading, its content, then each reply's content oldest first (HTML read as Markdown)."""
    replies = document["replies"]
    notes = [n for n in dicts(replies.get("orderedItems", replies.get("items"))) if isinstance(n.get("content"), str)]
    return [heading(document.get("summary")), message_html(document["content"]), *(message_html(n["content"]) for n in oldest_first(notes, "published"))]


EXPORTS: tuple[tuple[Callable[[object], bool], Callable[[object], list[str]]], ...] = (
    (_is_story, _story),
    (lambda document: _gerrit_change(document) is not None, _gerrit_text),
    (_is_forgefed_ticket, _forgefed_ticket),
    (_is_review_threads, _review_threads),
    (_is_issue_comments, _issue_comments),
    (_is_basecamp_message, _basecamp_message),
    (_is_phabricator_transactions, _phabricator_transactions),
    (_is_monday_item, _monday_item),
    (_is_intercom_conversation, _intercom_conversation),
    (_is_zendesk_ticket, _zendesk_ticket),
    (_is_freshdesk_ticket, _freshdesk_ticket),
    (_is_help_scout_conversation, _help_scout_conversation),
    (_is_figma_comments, _figma_comments),
    (_is_wrike_task, _wrike_task),
    (_is_todoist_tasks, _todoist_tasks),
    (lambda document: _kanboard_results(document) is not None, _kanboard_task),
    (_is_drive_comments, _drive_comments),
    (_is_height_task, _height_task),
    (_is_planner_task, _planner_task),
    (lambda document: _guru_card(document) is not None, _guru),
    (lambda document: _sourcehut_ticket(document) is not None, _sourcehut),
    (_is_buildkite_annotations, _buildkite_annotations),
    (_is_calendar_event, _calendar_event),
    (_is_wekan_board, _wekan_board),
    (_is_review_board, _review_board),
    (_is_hubspot_notes, _hubspot_notes),
    (_is_azure_work_item, _azure_work_item),
    (_is_focalboard, _focalboard),
    (lambda document: _sharepoint_page(document) is not None, _sharepoint_page_text),
    (_is_zammad_ticket, _zammad_ticket),
    (lambda document: bool(_sheets_ranges(document)), _sheets_tables),
    (_is_azure_wiki_page, _azure_wiki_page),
    (lambda document: bool(_bitbucket_server_comments(document)), _bitbucket_server_thread),
    (lambda document: _nuclino_item(document) is not None, _nuclino_thread),
    (lambda document: _yuque_doc(document) is not None, _yuque_text),
    (lambda document: bool(_zotero_notes(document)), _zotero_text),
    (lambda document: bool(_reviewable_discussions(document)), _reviewable_thread),
    (lambda document: bool(_radicle_comments(document)), _radicle_issue),
    (lambda document: _mediawiki_parse(document) is not None, _mediawiki_page),
    (_is_taiga_story, _taiga_story),
    (lambda document: _openproject_package(document) is not None, _openproject_text),
    (_is_vikunja_task, _vikunja_task),
    (_is_leantime_ticket, _leantime_ticket),
    (lambda document: bool(_gitlab_wiki(document)), _gitlab_wiki_text),
    (_is_pagure_issue, _pagure_issue),
    (lambda document: _asana_task(document) is not None, _asana_text),
    (lambda document: _launchpad_bug(document) is not None, _launchpad_text),
    (lambda document: _youtrack_issue(document) is not None, _youtrack_text),
    (lambda document: _trello_card(document) is not None, _trello_text),
    (lambda document: _linear_issue(document) is not None, _linear_text),
)
