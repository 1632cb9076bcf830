"""A Notion page as its API returns it (the page object and its blocks as JSON), read as the Markdown it stands for,
line for line.

The API gives a page as blocks ("paragraph", "heading_2", "bulleted_list_item", "to_do", "code", "callout",
"toggle"), each holding its text as runs of "rich_text" with their annotations (code, bold, struck). Read as JSON, each
run's words are a string on a line of their own, twice ("content" and "plain_text"), and a sentence is cut wherever a
run of code begins: "Phase:" on one line, the struck "build_args" on another. Here each block is one line of Markdown on
the line that opens it ("object": "block"): its runs joined, marked as their annotations say; a heading a heading, an
item an item, a to-do a check box, a toggle a heading over the blocks it holds; a code block fenced over the lines the
block takes. The page's title is a heading on the page's line; every other line of JSON is blank.
"""

from __future__ import annotations

import re

from .json_exports import code_block_lines, json_values, loaded_json, marked_run

_BLOCK_LINE = re.compile(r'^\s*"object"\s*:\s*"block"')
_PAGE_LINE = re.compile(r'^\s*"object"\s*:\s*"page"')


def notion_blocks(text: str) -> tuple[dict | None, list[dict]] | None:
    """The page and its blocks, in the order they are written, or None for any other text."""
    document = loaded_json(text) if '"rich_text"' in text else None
    if document is None:
        return None
    dicts = [value for value in json_values(document) if isinstance(value, dict)]
    page = next((value for value in dicts if value.get("object") == "page"), None)
    blocks = [value for value in dicts if value.get("object") == "block" and isinstance(value.get("type"), str)]
    return (page, blocks) if blocks else None


def notion_lines(lines: list[str], page: dict | None, blocks: list[dict]) -> list[str]:
    """The page as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    starts = [i for i, line in enumerate(lines) if _BLOCK_LINE.match(line)]
    if len(starts) != len(blocks):
        return out
    page_line = next((i for i, line in enumerate(lines) if _PAGE_LINE.match(line)), None)
    title = _title(page)
    if page_line is not None and title:
        out[page_line] = "# " + title
    for number, (start, block) in enumerate(zip(starts, blocks)):
        end = starts[number + 1] if number + 1 < len(starts) else len(lines)
        kind = block["type"]
        content = block.get(kind) if isinstance(block.get(kind), dict) else {}
        runs = content.get("rich_text") or []
        if kind == "code":
            code = "".join(run.get("plain_text", "") for run in runs)
            code_block_lines(out, start, end, code, str(content.get("language") or ""))
            continue
        words = "".join(_run(run) for run in runs).strip()
        if not words:
            continue
        heading = re.fullmatch(r"heading_(\d)", kind)
        if heading:
            out[start] = "#" * (int(heading.group(1)) + 1) + " " + words
        elif kind == "toggle" and block.get("has_children"):
            out[start] = "### " + words  # the blocks it holds, written after it, are its section
        elif kind in ("bulleted_list_item", "toggle"):
            out[start] = "- " + words
        elif kind == "numbered_list_item":
            out[start] = "1. " + words
        elif kind == "to_do":
            out[start] = ("- [x] " if content.get("checked") else "- [ ] ") + words
        elif kind == "quote":
            out[start] = "> " + words
        else:
            out[start] = words  # a paragraph, a callout
    return out


def _title(page: dict | None) -> str:
    """The page's title: the text of its property of type "title"."""
    properties = (page or {}).get("properties") or {}
    for value in properties.values():
        if isinstance(value, dict) and value.get("type") == "title":
            return "".join(run.get("plain_text", "") for run in value.get("title") or []).strip()
    return ""


def _run(run: dict) -> str:
    """A run of rich text as Markdown, marked as its annotations say."""
    words = run.get("plain_text")
    if not isinstance(words, str):
        words = (run.get("text") or {}).get("content", "")
    marks = run.get("annotations") or {}
    return marked_run(
        words,
        code=bool(marks.get("code")),
        bold=bool(marks.get("bold")),
        italic=bool(marks.get("italic")),
        struck=bool(marks.get("strikethrough")),
    )
