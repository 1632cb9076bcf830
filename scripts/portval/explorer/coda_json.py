"""A Coda page's content as Coda's API returns it (``GET /docs/{doc}/pages/{page}/content``), read as its Markdown.

The API gives a page as "items", one a line of the page, each holding its words ("itemContent.content"), its style
("h1", "paragraph", "bulletedList", "code", ...) and its nesting ("lineLevel"). Read one string a line, the page is
JSON: its headings scope nothing, a code block is lines of prose, and a list item is a paragraph. Here each item is
the Markdown line its style stands for, a heading a "#" line, an item "- " indented by its level, the lines of code
one fenced block; the draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view

# Each style's mark at the line's start; a list item's is indented by its level.
_HEADINGS = {"title": "#", "h1": "#", "h2": "##", "h3": "###"}
_ITEMS = {"bulletedList": "- ", "numberedList": "1. ", "checkboxList": "- [ ] ", "checkedList": "- [x] "}


def coda_page_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The lines of a Coda page's content, and what its line numbers count; ``(text, "")`` for any other report."""
    items = _content_items(loaded_json(text.strip()))
    if not items:
        return text, ""
    lines: list[str] = []
    previous = ""
    for item in items:
        style, words = str(item.get("style") or "paragraph"), item["content"]
        if previous == "code" and style != "code":
            lines += ["```", ""]
        if style == "code":
            lines += ["```"] if previous != "code" else []
            lines.append(words)
        elif style in _HEADINGS:
            lines += [f"{_HEADINGS[style]} {words}", ""]
        elif style in _ITEMS:
            level = item.get("lineLevel") if isinstance(item.get("lineLevel"), int) else 0
            # A list after a paragraph must start a block of its own, or Markdown reads it as the paragraph's words.
            lines += [""] if previous not in _ITEMS else []
            lines.append("  " * level + _ITEMS[style] + words)
        elif style == "blockQuote":
            lines += [f"> {words}", ""]
        else:
            lines += [""] if previous in _ITEMS else []
            lines += [words, ""]
        previous = style
    lines += ["```"] if previous == "code" else []
    return printed_view(lines, name, "each item of the page as the Markdown its style stands for")


def _content_items(document: object) -> list[dict]:
    """The content of each line of the page, or [] when the document is no page's content: "items" each of type "line"
    with an "itemContent" holding its words as a string."""
    items = document.get("items") if isinstance(document, dict) else None
    if not isinstance(items, list) or not items:
        return []
    if not all(isinstance(i, dict) and i.get("type") == "line" and isinstance(i.get("itemContent"), dict) for i in items):
        return []
    contents = [i["itemContent"] for i in items]
    return contents if all(isinstance(c.get("content"), str) for c in contents) else []
