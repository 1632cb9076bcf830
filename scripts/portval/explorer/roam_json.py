"""A Roam Research graph exported as JSON, read as the Markdown it stands for, line for line.

The export is an array of pages, each a "title" and its blocks, each block a "string" of Roam's markup with its own
"children" nested to any depth and a "heading" level. Read as a JSON document, every string is a paragraph of one
flat document: a block under "Related, NOT this patch" reads as plainly as the patch's own, a link's brackets hide the
id it names (``[[megatron.x.own]]``), and a block reference (``((rK8pW2mLe))``) says nothing. Here each page's title is
a heading, a block with a heading level a heading under it, and every other block an item nested as it is in Roam
(counted from the heading above it), on the line its "string" stands on; a link is its page's name (in a code span when
dotted), a block reference the words of the block it points to, an open ``{{[[TODO]]}}`` an open question, ``key::
value`` a labelled line; the rest of the JSON (uids, times, who edited) is blank.
"""

from __future__ import annotations

import re

from .json_exports import json_value_lines, loaded_json, one_line_markdown

_PAGE_LINK = re.compile(r"#?\[\[([^\[\]\n]+)\]\]")
_TAG = re.compile(r"(?<![\w`#/])#(?!\[)[\w-]+")
_REFERENCE = re.compile(r"\(\(([\w-]{6,})\)\)")
_OPEN_TASK = re.compile(r"^\s*\{\{\[\[TODO\]\]\}\}\s*")
_DONE_TASK = re.compile(r"^\s*\{\{\[\[DONE\]\]\}\}\s*")
_ATTRIBUTE = re.compile(r"^([\w -]{1,40})::\s*(.*)$", re.DOTALL)


def roam_pages(text: str) -> list[dict] | None:
    """The graph's pages, or None for any other text: an array of pages, each with a "title", whose blocks have a
    "string" and a "uid"."""
    document = loaded_json(text) if '"uid"' in text and '"title"' in text else None
    if not isinstance(document, list) or not document:
        return None
    if not all(isinstance(page, dict) and isinstance(page.get("title"), str) for page in document):
        return None
    blocks = [block for page in document for block in page.get("children") or [] if isinstance(block, dict)]
    return document if blocks and all("string" in block and "uid" in block for block in blocks) else None


def roam_lines(lines: list[str], pages: list[dict]) -> list[str]:
    """Each page's title and blocks on their lines, as the module's docstring says; every other line blank."""
    out = [""] * len(lines)
    where = json_value_lines("\n".join(lines))
    by_uid = {block["uid"]: block for page in pages for block in _walk(page.get("children") or [])}
    for index, page in enumerate(pages):
        if (index, "title") in where:
            out[where[(index, "title")]] = "# " + _inline(page["title"], by_uid)
        _place(page.get("children") or [], (index,), 0, out, where, by_uid)
    return out


def _walk(blocks: list) -> list[dict]:
    found = []
    for block in blocks:
        if isinstance(block, dict):
            found.append(block)
            found.extend(_walk(block.get("children") or []))
    return found


def _place(blocks: list, path: tuple, depth: int, out: list[str], where: dict, by_uid: dict) -> None:
    """Each block of ``blocks`` on its line, an item ``depth`` levels deep or a heading (whose children start again)."""
    for number, block in enumerate(blocks):
        if not isinstance(block, dict):
            continue
        here = (*path, "children", number)
        words = _words(str(block.get("string", "")), by_uid)
        heading = block.get("heading") if isinstance(block.get("heading"), int) else 0
        line = where.get((*here, "string"))
        if line is not None and words:
            out[line] = f"{'#' * (heading + 1)} {words}" if heading else f"{'  ' * depth}- {words}"
        _place(block.get("children") or [], here, 0 if heading else depth + 1, out, where, by_uid)


def _words(string: str, by_uid: dict) -> str:
    """A block's string as one line of Markdown: its task marker, attribute and links read."""
    question = bool(_OPEN_TASK.match(string))
    string = _DONE_TASK.sub("", _OPEN_TASK.sub("", string))
    attribute = _ATTRIBUTE.match(string)
    if attribute:
        string = f"{attribute.group(1).strip()}: {attribute.group(2)}"
    words = one_line_markdown(_inline(string, by_uid))
    return f"Open question: {words}" if question and words else words


def _inline(text: str, by_uid: dict) -> str:
    """Links as their pages' names (a dotted one as code), a block reference as the block's words, a tag and a
    highlight's marks dropped."""
    text = _REFERENCE.sub(lambda m: f"“{_unlinked(str(by_uid[m.group(1)].get('string', '')))}”" if m.group(1) in by_uid else "", text)
    text = _PAGE_LINK.sub(lambda m: f"`{m.group(1)}`" if re.fullmatch(r"[\w-]+(?:\.[\w-]+)+", m.group(1)) else m.group(1), text)
    text = _TAG.sub("", text).replace("^^", "")
    return re.sub(r"\{\{[^{}\n]*\}\}", "", text).strip()


def _unlinked(text: str) -> str:
    return _PAGE_LINK.sub(lambda m: m.group(1), _OPEN_TASK.sub("", _DONE_TASK.sub("", text))).strip()
