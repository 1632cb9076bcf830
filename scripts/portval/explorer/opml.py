"""An outline exported as OPML (OmniOutliner, Workflowy, Dynalist), read as the Markdown it stands for, line for line.

An outliner keeps each item's words in attributes: ``<outline text="..." _note="...">``, its children nested inside,
its HTML escaped twice over ("&lt;b&gt;Summary&lt;/b&gt;") and its note's line breaks as "&#10;". Read as XML of the
writer's own schema, every item is an element named "outline" and its words are attributes no reader looks at; read as
Markdown, a dunder name ("__init__.py") turns bold. Here each item is a list item on its line, nested as the outline
nests it, its note after a dash on the same line (the note is the item's own words: "Scratch that, wrong" belongs to
the item it is written under), a ticked item ("_complete") a ticked box; an item whose text is all bold and that has
children, or the outline's one top item, is a heading; the head and the closing tags are blank.
"""

from __future__ import annotations

import html
import re

from .paths import with_bare_code_quoted
from .word_html import inline_markdown

_ROOT = re.compile(r"<opml\b", re.IGNORECASE)
# An item's opening tag (its attributes, and whether it closes itself) or an item's closing tag.
_OUTLINE = re.compile(r"<outline\b((?:[^>\"']|\"[^\"]*\"|'[^']*')*?)(/?)>|</outline\s*>", re.IGNORECASE)
_ATTRIBUTE = re.compile(r"([\w:-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')")
# A word outside a code span that holds a double underscore.
_DUNDER_WORD = re.compile(r"(?<![`\w/.])([\w./]*__\w+__[\w./]*)(?![`\w])")
_ALL_BOLD = re.compile(r"^\s*<(b|strong)\b[^>]*>(.*?)</\1\s*>\s*:?\s*$", re.IGNORECASE | re.DOTALL)


def is_opml(text: str) -> bool:
    """Whether the report is an OPML outline: its root is ``<opml>``."""
    return bool(_ROOT.search(text[:2000]))


def opml_lines(lines: list[str]) -> list[str]:
    """The outline as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    text = "\n".join(lines)
    # Whether each open item is a heading, and how many of them are: a list item's depth counts the items above it
    # that are not.
    open_items: list[bool] = []
    headings = 0
    for match in _OUTLINE.finditer(text):
        if match.group(1) is None:
            if open_items and open_items.pop():
                headings -= 1
            continue
        attributes = {k.lower(): html.unescape(a if a is not None else b) for k, a, b in _ATTRIBUTE.findall(match.group(1))}
        has_children = not match.group(2)
        markdown, heading = _item(attributes, has_children, top=not open_items)
        if heading:
            markdown = "#" * min(headings + 1, 6) + " " + markdown
        elif not markdown.startswith("**"):
            markdown = "  " * (len(open_items) - headings) + "- " + markdown
        number = _line_of(starts, match.start())
        out[number] = f"{out[number]} {markdown}".strip() if out[number] else markdown
        if has_children:
            open_items.append(heading)
            headings += heading
    return out


def _item(attributes: dict[str, str], has_children: bool, top: bool) -> tuple[str, bool]:
    """An item as one line of Markdown (a list item's words without its marker, a heading's title, or a labelled
    paragraph "**Summary:** ..."), and whether it is a heading."""
    text = attributes.get("text", "")
    note = _markdown(attributes.get("_note", ""))
    bold = _ALL_BOLD.match(text)
    if has_children and bold and not top and note:
        # A section's note is its opening words; on the heading's line they would be its title, so the section is a
        # labelled paragraph with its items below it.
        return f"**{_markdown(bold.group(2))}:** {note}", False
    if has_children and (top or bold):
        title = _markdown(bold.group(2) if bold else text)
        return (f"{title} ({note})" if note else title), True
    words = _markdown(text)
    if note:
        # The note is the item's own words: "Scratch that, wrong" belongs to the item it is written under.
        words = f"{words} — {note}" if words else note
    if attributes.get("_complete", "").lower() == "true":
        words = "[x] " + words
    return words, False


def _markdown(fragment: str) -> str:
    """An attribute's words (HTML an outliner allows in an item: bold, italic, code) as one line of Markdown, its line
    breaks as "; ", its bare code and any word holding a dunder ("__init__.py", read as bold otherwise) in backticks."""
    lines = [inline_markdown(line) for line in fragment.split("\n")]
    return with_bare_code_quoted(_DUNDER_WORD.sub(r"`\1`", "; ".join(line for line in lines if line)))


def _line_of(starts: list[int], offset: int) -> int:
    """The number of the line an offset of the joined text falls on."""
    low, high = 0, len(starts) - 1
    while low < high - 1:
        middle = (low + high) // 2
        if starts[middle] <= offset:
            low = middle
        else:
            high = middle
    return low
