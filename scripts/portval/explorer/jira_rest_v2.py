"""An issue as Jira's REST API v2 returns it (``GET /rest/api/2/issue/KEY``), read as the wiki markup of its text.

Version 2 of the API gives an issue's "description" and each comment's "body" as strings of Jira wiki markup ("h3."
headings, "{code}" blocks, "-struck-" words, "[~user]" mentions), their Windows line ends escaped, inside one object of
fields (status, priority, people, dates). Read as text, the whole issue is one line of JSON, or the JSON laid out key by
key: a description is one line, its headings scope nothing, and a comment that corrects it is a string beside it. Here
the issue's key and summary are the title, its description its own lines, and each comment a section under its author
and time; the markup is then read as Confluence's and Jira's is (see markup). The draft gives the command that prints
these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view
from .thread_text import dicts


def jira_issue_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The wiki markup of a Jira issue's description and comments, and what its line numbers count; ``(text, "")`` for
    any other report."""
    issue = loaded_json(text.strip()) if '"fields"' in text and '"description"' in text else None
    fields = issue.get("fields") if isinstance(issue, dict) else None
    if not isinstance(fields, dict) or not isinstance(fields.get("description"), str) or not isinstance(issue.get("key"), str):
        return text, ""
    title = " ".join(part for part in (issue["key"] + ":", str(fields.get("summary") or "").strip()) if part)
    lines = [f"h1. {title}", "", *_markup_lines(fields["description"]), ""]
    comments = fields.get("comment") if isinstance(fields.get("comment"), dict) else {}
    for comment in dicts(comments.get("comments")):
        if not isinstance(comment.get("body"), str):
            continue
        author = comment.get("author") if isinstance(comment.get("author"), dict) else {}
        who = str(author.get("displayName") or author.get("name") or "someone")
        when = str(comment.get("created") or "")
        lines += [f"h2. Comment by {who}" + (f" ({when})" if when else ""), "", *_markup_lines(comment["body"]), ""]
    return printed_view(lines, name, "the issue's key and summary, its description, then each comment under its author and time")


def _markup_lines(markup: str) -> list[str]:
    """A field's wiki markup as lines, its Windows line ends read as line ends."""
    return markup.replace("\r\n", "\n").strip("\n").split("\n")
