"""A Confluence page as Confluence's REST API returns it with its body in the storage format, read as that page.

``GET /wiki/api/v2/pages/{id}?body-format=storage`` (and v1's ``/rest/api/content/{id}?expand=body.storage``) gives the
page's "title" and its body as one JSON string of storage-format XHTML ("body.storage.value"), often on one line with
the page's metadata. Read one string a line, the whole page is one line: every value cites it, its headings scope
nothing, and one "Related patch" in it hedges every sentence. Here the page is its title as a heading and its body one
block a line (see one_line_html), which the reader of Confluence's storage format reads (panels, code macros, struck
text); the draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import re

from .json_exports import loaded_json, printed_view

# The elements of the storage format a line starts before: blocks, and a macro's frames (its element, its parameters,
# its body), which the reader of the storage format leaves blank.
_OPENS_LINE = re.compile(
    r"(?=<(?:p|h[1-6]|li|ul|ol|table|tbody|thead|tr|pre|blockquote|div|hr|ac:structured-macro|ac:rich-text-body"
    r"|ac:parameter|ac:plain-text-body)\b|</(?:ul|ol|table|tbody|thead|blockquote|div|ac:structured-macro|ac:rich-text-body)>)",
    re.IGNORECASE,
)
# The closing tags a line ends after.
_ENDS_LINE = re.compile(
    r"(</(?:p|h[1-6]|li|ul|ol|table|tbody|thead|tr|pre|blockquote|div|ac:structured-macro|ac:rich-text-body|ac:parameter)>)",
    re.IGNORECASE,
)
# What stays as written, never split: a code macro's body (its lines), and a table's row (the reader of wiki tables
# reads a row a line).
_KEPT = re.compile(r"(<ac:plain-text-body><!\[CDATA\[.*?\]\]></ac:plain-text-body>|<tr\b.*?</tr>)", re.DOTALL | re.IGNORECASE)
# An item's paragraph: the item's words (the reader of the storage format reads "<li>words</li>" as an item).
_ITEM_PARAGRAPH = ((re.compile(r"<li>\s*<p\b[^>]*>", re.IGNORECASE), "<li>"), (re.compile(r"</p>\s*</li>", re.IGNORECASE), "</li>"))
# A task list's frames, and a task's id and status: no words; a task's body is an item of a list.
_TASK_FRAME = re.compile(r"</?ac:task(?:-list)?>|<ac:task-(?:id|status)>[^<]*</ac:task-(?:id|status)>", re.IGNORECASE)
_TASK_BODY = ((re.compile(r"<ac:task-body>", re.IGNORECASE), "\n<li>"), (re.compile(r"</ac:task-body>", re.IGNORECASE), "</li>\n"))


def confluence_page_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The title and body of a Confluence page, and what its line numbers count; ``(text, "")`` for any other report."""
    page = loaded_json(text.strip())
    body = _storage_body(page)
    if body is None:
        return text, ""
    title = " ".join(str(page.get("title") or "").split())
    lines = [f"<h1>{title}</h1>", ""] if title else []
    lines += [line for line in _blocks_on_lines(body.replace("\r\n", "\n")).split("\n") if line.strip()]
    return printed_view(lines, name, "the page's title and its storage-format body one block a line")


def _blocks_on_lines(body: str) -> str:
    """The storage-format body with each block, and each frame of a macro, on a line of its own; a code macro's body
    and a table's row as written (a line break in a row a space)."""
    parts = _KEPT.split(body)
    for index in range(0, len(parts), 2):
        part = parts[index]
        for pattern, replacement in (*_ITEM_PARAGRAPH, *_TASK_BODY):
            part = pattern.sub(replacement, part)
        part = _TASK_FRAME.sub("\n", part)
        parts[index] = _ENDS_LINE.sub("\\1\n", _OPENS_LINE.sub("\n", part))
    for index in range(1, len(parts), 2):
        parts[index] = parts[index] if parts[index].startswith("<ac:") else "\n" + " ".join(parts[index].split("\n")) + "\n"
    return "".join(parts)


def _storage_body(page: object) -> str | None:
    """The storage-format body of a page (a "page" or "blogpost" of v1, or v2's object with its "spaceId"), or None."""
    if not isinstance(page, dict) or not ("spaceId" in page or page.get("type") in ("page", "blogpost")):
        return None
    body = page.get("body")
    storage = body.get("storage") if isinstance(body, dict) else None
    value = storage.get("value") if isinstance(storage, dict) else None
    return value if isinstance(value, str) and value.strip() else None
