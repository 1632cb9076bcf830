"""Documents a rich-text editor saves as a flat list of blocks, read as Markdown one block a line (see rich_text_json):
an Editor.js save, Sanity's Portable Text, a Quill Delta and a Draft.js raw content. What the readers of editors share
(a block's inline HTML as Markdown, a table's rows) is here too."""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import Callable

from .json_exports import marked_run

# An inline element of the HTML an editor writes a block's words in, and the Markdown it stands for.
_INLINE_HTML = (
    (re.compile(r"<code\b[^>]*>(.*?)</code>", re.IGNORECASE | re.DOTALL), lambda m: marked_run(m.group(1), code=True)),
    (re.compile(r"<(b|strong)\b[^>]*>(.*?)</\1>", re.IGNORECASE | re.DOTALL), lambda m: marked_run(m.group(2), bold=True)),
    (re.compile(r"<(i|em)\b[^>]*>(.*?)</\1>", re.IGNORECASE | re.DOTALL), lambda m: marked_run(m.group(2), italic=True)),
    (re.compile(r"<(s|strike|del)\b[^>]*>(.*?)</\1>", re.IGNORECASE | re.DOTALL), lambda m: marked_run(m.group(2), struck=True)),
    (re.compile(r"<br\s*/?>", re.IGNORECASE), lambda m: " "),
    # A link, a highlight, an underline: their words.
    (re.compile(r"</?(?:a|mark|u|span|font)\b[^>]*>", re.IGNORECASE), lambda m: ""),
)


def inline_html(words: str) -> str:
    """A block's words written as inline HTML (Editor.js's) as Markdown on one line, its entities unescaped."""
    for pattern, replacement in _INLINE_HTML:
        words = pattern.sub(replacement, words)
    return " ".join(html.unescape(words).split())


def table_lines(rows: list, *, headed: bool) -> list[str]:
    """A table's rows (lists of cells, each a string of inline HTML or Markdown) as Markdown's, its first row the header
    (an empty one where the table has none)."""
    cells = [[inline_html(str(c)) if isinstance(c, str) else "" for c in row] for row in rows if isinstance(row, list)]
    if not cells:
        return []
    width = max(len(row) for row in cells)
    header, body = (cells[0], cells[1:]) if headed else ([""] * width, cells)
    return [
        "| " + " | ".join(header + [""] * (width - len(header))) + " |",
        "|" + "---|" * width,
        *("| " + " | ".join(row + [""] * (width - len(row))) + " |" for row in body),
    ]


def dicts(values: object) -> list[dict]:
    """The objects of a JSON array (anything else in it, or no array, left out)."""
    return [v for v in values if isinstance(v, dict)] if isinstance(values, list) else []


# Editor.js -------------------------------------------------------------------------------------------------------


def _is_editorjs(document: object) -> bool:
    blocks = document.get("blocks") if isinstance(document, dict) else None
    return (
        isinstance(blocks, list)
        and bool(blocks)
        and "version" in document
        and all(isinstance(b, dict) and isinstance(b.get("type"), str) and isinstance(b.get("data"), dict) for b in blocks)
    )


def _editorjs(document: dict) -> list[str]:
    """Each block of an Editor.js save: a header a heading, a list its items (nested ones indented), a table its rows,
    a code block fenced, a quote and a warning quoted, a checklist its boxes; a delimiter is no words."""
    lines: list[str] = []
    for block in document["blocks"]:
        kind, data = block["type"], block["data"]
        if kind == "header":
            lines += ["#" * min(int(data.get("level") or 2), 6) + " " + inline_html(str(data.get("text") or "")), ""]
        elif kind in ("list", "nestedList", "nested-list"):
            lines += [*_editorjs_items(data.get("items") or [], ordered=data.get("style") == "ordered", depth=0), ""]
        elif kind == "checklist":
            lines += [*(f"- [{'x' if i.get('checked') else ' '}] {inline_html(str(i.get('text') or ''))}" for i in dicts(data.get("items"))), ""]
        elif kind == "code":
            lines += ["```", *str(data.get("code") or "").split("\n"), "```", ""]
        elif kind == "table":
            lines += [*table_lines(data.get("content") or [], headed=bool(data.get("withHeadings"))), ""]
        elif kind == "quote":
            caption = inline_html(str(data.get("caption") or ""))
            lines += [f"> {inline_html(str(data.get('text') or ''))}" + (f" ({caption})" if caption else ""), ""]
        elif kind == "warning":
            lines += [f"> **{inline_html(str(data.get('title') or 'Warning'))}:** {inline_html(str(data.get('message') or ''))}", ""]
        elif isinstance(data.get("text"), str):
            lines += [inline_html(data["text"]), ""]
    return lines


def _editorjs_items(items: list, *, ordered: bool, depth: int) -> list[str]:
    """A list's items, each a string (Editor.js's list before 2.0) or an object with its "content" and its own "items"."""
    lines: list[str] = []
    for item in items:
        words = item if isinstance(item, str) else item.get("content") if isinstance(item, dict) else None
        if isinstance(words, str):
            lines.append("  " * depth + ("1. " if ordered else "- ") + inline_html(words))
        if isinstance(item, dict) and isinstance(item.get("items"), list):
            lines += _editorjs_items(item["items"], ordered=ordered, depth=depth + 1)
    return lines


# Portable Text (Sanity) ----------------------------------------------------------------------------------------------


def _portable_text(document: object) -> tuple[str, list[dict]] | None:
    """The first array of Portable Text blocks the document holds, with the title of the object holding it; None when
    it holds none."""
    stack = [document]
    while stack:
        value = stack.pop(0)
        if isinstance(value, dict):
            for child in value.values():
                if _is_blocks(child):
                    return str(value.get("title") or value.get("name") or ""), child
            stack += list(value.values())
        elif isinstance(value, list):
            stack += value
    return None


def _is_blocks(value: object) -> bool:
    return (
        isinstance(value, list)
        and bool(value)
        and all(isinstance(b, dict) and isinstance(b.get("_type"), str) for b in value)
        and any(b["_type"] == "block" and isinstance(b.get("children"), list) for b in value)
    )


def _portable(document: object) -> list[str]:
    """The title a heading, then each block: a style "h2" a heading, "blockquote" quoted, a list item ("bullet",
    "number") indented by its level, a code block fenced; a span marked as its marks say (a link's mark is its words)."""
    title, blocks = _portable_text(document) or ("", [])
    lines = [f"# {' '.join(title.split())}", ""] if title.strip() else []
    previous_item = False
    for block in blocks:
        if block["_type"] == "code":
            lines += ["```" + str(block.get("language") or ""), *str(block.get("code") or "").split("\n"), "```", ""]
            previous_item = False
            continue
        if block["_type"] != "block":
            continue
        words = " ".join(
            "".join(
                marked_run(
                    str(span.get("text") or ""),
                    code="code" in (marks := set(span.get("marks") or [])),
                    bold="strong" in marks,
                    italic="em" in marks,
                    struck=bool(marks & {"strike-through", "strike"}),
                )
                for span in dicts(block.get("children"))
            ).split()
        )
        style, item = str(block.get("style") or "normal"), block.get("listItem")
        if item:
            level = int(block.get("level") or 1)
            lines += ([""] if not previous_item else []) + ["  " * (level - 1) + ("1. " if item == "number" else "- ") + words]
        elif re.fullmatch(r"h[1-6]", style):
            lines += ([""] if previous_item else []) + ["#" * int(style[1]) + " " + words, ""]
        else:
            lines += ([""] if previous_item else []) + [("> " if style == "blockquote" else "") + words, ""]
        previous_item = bool(item)
    return lines


# Quill Delta ---------------------------------------------------------------------------------------------------------


def _is_delta(document: object) -> bool:
    ops = document.get("ops") if isinstance(document, dict) else None
    return isinstance(ops, list) and bool(ops) and all(isinstance(op, dict) and "insert" in op for op in ops)


def _delta(document: dict) -> list[str]:
    """Each line of a Quill document: its runs marked as their attributes say, then the format the newline that ends it
    carries (a header, a list item indented by its "indent", a code block's line, a quote)."""
    lines: list[str] = []
    runs: list[str] = []
    in_code = False
    for op in document["ops"]:
        insert, attributes = op["insert"], op.get("attributes") or {}
        if not isinstance(insert, str):
            continue
        pieces = insert.split("\n")
        for index, piece in enumerate(pieces):
            if piece:
                runs.append(
                    marked_run(
                        piece,
                        code=bool(attributes.get("code")),
                        bold=bool(attributes.get("bold")),
                        italic=bool(attributes.get("italic")),
                        struck=bool(attributes.get("strike")),
                    )
                )
            if index == len(pieces) - 1:
                continue
            # A newline ends the line: its attributes are the line's format.
            words, runs = "".join(runs), []
            code = bool(attributes.get("code-block"))
            if code != in_code:
                lines.append("```")
                in_code = code
            lines += _delta_line(words, attributes, code)
    lines += ["```"] if in_code else []
    return lines


def _delta_line(words: str, attributes: dict, code: bool) -> list[str]:
    if code:
        return [words]
    if attributes.get("header"):
        return ["", "#" * min(int(attributes["header"]), 6) + " " + words.strip(), ""]
    if attributes.get("list"):
        box = {"checked": "[x] ", "unchecked": "[ ] "}.get(attributes["list"], "")
        return ["  " * int(attributes.get("indent") or 0) + ("1. " if attributes["list"] == "ordered" else "- ") + box + words.strip()]
    if attributes.get("blockquote"):
        return [f"> {words.strip()}", ""]
    return ["", words.strip(), ""] if words.strip() else [""]


# Draft.js ------------------------------------------------------------------------------------------------------------

# A Draft.js block type and the Markdown mark its line starts with ("" a paragraph); a list item is indented by its depth.
_DRAFT_HEADINGS = {"header-one": 1, "header-two": 2, "header-three": 3, "header-four": 4, "header-five": 5, "header-six": 6}
_DRAFT_ITEMS = {"unordered-list-item": "- ", "ordered-list-item": "1. "}
_DRAFT_STYLES = {"CODE": "code", "BOLD": "bold", "ITALIC": "italic", "STRIKETHROUGH": "struck"}


def _is_draft(document: object) -> bool:
    blocks = document.get("blocks") if isinstance(document, dict) else None
    return (
        isinstance(blocks, list)
        and bool(blocks)
        and isinstance(document.get("entityMap"), dict)
        and all(isinstance(b, dict) and isinstance(b.get("text"), str) and isinstance(b.get("type"), str) for b in blocks)
    )


def _draft(document: dict) -> list[str]:
    """Each block of a Draft.js raw content as the Markdown line its type stands for, its text marked where its inline
    style ranges say (code, bold, italic, struck); consecutive code-block lines one fenced block."""
    lines: list[str] = []
    previous = ""
    for block in document["blocks"]:
        kind, words = block["type"], _draft_styled(block)
        if previous == "code-block" and kind != "code-block":
            lines += ["```", ""]
        if kind == "code-block":
            lines += (["```"] if previous != "code-block" else []) + [block["text"]]
        elif kind in _DRAFT_HEADINGS:
            lines += ["#" * _DRAFT_HEADINGS[kind] + " " + words, ""]
        elif kind in _DRAFT_ITEMS:
            lines += ([""] if previous not in _DRAFT_ITEMS else []) + ["  " * int(block.get("depth") or 0) + _DRAFT_ITEMS[kind] + words]
        elif kind == "blockquote":
            lines += [f"> {words}", ""]
        elif kind != "atomic":
            lines += ([""] if previous in _DRAFT_ITEMS else []) + [words, ""]
        previous = kind
    return lines + (["```"] if previous == "code-block" else [])


def _draft_styled(block: dict) -> str:
    """A block's text with its inline style ranges (offset and length) as Markdown marks (see ``styled_text``)."""
    spans = []
    for styled in dicts(block.get("inlineStyleRanges")):
        start, length = styled.get("offset"), styled.get("length")
        if isinstance(start, int) and isinstance(length, int):
            spans.append((_DRAFT_STYLES.get(str(styled.get("style"))), start, start + length))
    return styled_text(block["text"], spans)


def styled_text(words: str, spans: list[tuple[str | None, int, int]]) -> str:
    """``words`` with each ``(mark, start, end)`` span marked (code, bold, italic, struck; a span of no mark the reader
    knows is left plain): each run of characters sharing the same marks marked once, and a struck passage struck once
    over the runs in it, so "~~Pinned to `0.14`.~~" stays one strike around its code span."""
    styles: list[set[str]] = [set() for _ in words]
    for mark, start, end in spans:
        for index in range(max(start, 0), min(end, len(words))) if mark else ():
            styles[index].add(mark)
    runs: list[tuple[bool, str]] = []
    start = 0
    for index in range(1, len(words) + 1):
        if index == len(words) or styles[index] != styles[start]:
            marks = {kind: True for kind in styles[start] if kind != "struck"}
            runs.append(("struck" in styles[start], marked_run(words[start:index], **marks)))
            start = index
    passages = [(struck, "".join(run for _, run in group)) for struck, group in itertools.groupby(runs, key=lambda run: run[0])]
    return " ".join("".join(marked_run(text, struck=struck) for struck, text in passages).split())


BLOCK_EDITORS: tuple[tuple[Callable[[object], bool], Callable[[object], list[str]], str], ...] = (
    (_is_editorjs, _editorjs, "each Editor.js block as the Markdown its type stands for"),
    (lambda document: _portable_text(document) is not None, _portable, "the Portable Text blocks as the Markdown their styles stand for"),
    (_is_delta, _delta, "each line of the Delta with the format its newline carries"),
    (_is_draft, _draft, "each Draft.js block as the Markdown its type stands for, its inline styles as marks"),
)
