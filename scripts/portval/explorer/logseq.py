"""A page of an outliner (Logseq), read as the Markdown it stands for, line for line.

Every line of such a page is a bullet, nested by tabs; a page's and a block's properties are ``key:: value`` lines; a
page is linked as ``[[maxtext.logger]]``, a block as ``((66a1f0c2-...))`` through its ``id::`` property; ``TODO``,
``LATER`` and ``DONE`` mark tasks and ``#tags`` file the block. Read as Markdown, the whole page is one list: a block
headed "Sibling patches - NOT this patch's" is an item like any other, not a section about other patches, a link's
brackets hide the id an item opens with, and a property reads as a sentence. Here:

- a top-level block with children is a section: its words a heading, its children the section's items;
- a page property is an item "key: value", the title the page's heading; a block property "this-patch:: false" (or a
  tag ``#not-this-patch``) marks its block as another patch's; Logseq's own properties (``id::``, ``collapsed::``),
  ``SCHEDULED:`` lines and ``{{macros}}`` are blank;
- a page link is its name, in a code span when it is dotted; a task still open (``TODO``, ``LATER``, ``NOW``) is an open
  question, a done one a plain statement;
- a block referenced by one that says it is wrong ("((66a1f0c2-...)) is wrong about the phase") is retracted, and the
  reference reads as the block's words.
"""

from __future__ import annotations

import re

_PROPERTY = re.compile(r"^([\w-]+):: ?(.*)$")
_BULLET = re.compile(r"^(\s*)- ?(.*)$")
_OWN_PROPERTIES = ("id", "collapsed", "heading", "background-color")  # Logseq's own, of no report
_OPEN_TASK = re.compile(r"^(?:TODO|LATER|NOW|DOING|WAITING)\s+")
_DONE_TASK = re.compile(r"^(?:DONE|CANCELED|CANCELLED)\s+")
_SCHEDULE = re.compile(r"^(?:SCHEDULED|DEADLINE):\s*<[^>]*>\s*$")
_REFERENCE = re.compile(r"\(\(([0-9a-f]{8}-[0-9a-f-]{27,})\)\)")
_PAGE_LINK = re.compile(r"\[\[([^\]\n]+)\]\]")
_TAG = re.compile(r"(?<![\w`#/])#(\[\[[^\]\n]+\]\]|[\w-]+)")
# A property or a tag that sets its block apart from this patch.
_NOT_THIS_PATCH = re.compile(
    r"^(?:this-patch|applies|ours)\s*=\s*(?:false|no)$|^(?:not-this-patch|not-ours|another-patch|sibling|companion)$",
    re.IGNORECASE,
)
_RETRACTING = re.compile(r"^\W*(?:is|was)\s+(?:wrong|incorrect|not true|false|outdated|superseded)\b", re.IGNORECASE)


def is_logseq(text: str) -> bool:
    """Whether the report is an outliner's page: ``key:: value`` properties and a page of bullets."""
    lines = [line for line in text.split("\n") if line.strip()]
    properties = sum(1 for line in lines if _PROPERTY.match(line.strip()))
    bullets = sum(1 for line in lines if _BULLET.match(line))
    return properties >= 2 and bullets * 2 >= len(lines)


def logseq_lines(lines: list[str]) -> list[str]:
    """The page as Markdown (see the module's docstring), each line in its place."""
    blocks = _blocks(lines)
    by_id = {block.properties["id"]: block for block in blocks if "id" in block.properties}
    retracted = {
        ref.group(1)
        for block in blocks
        for ref in _REFERENCE.finditer(block.words)
        if _RETRACTING.match(block.words[ref.end():]) and ref.group(1) in by_id
    }
    out = list(lines)
    for number, line in enumerate(lines):
        if _SCHEDULE.match(line.strip()):
            out[number] = ""
    for block in blocks:
        out[block.line] = _rendered(block, by_id, retracted)
        for number, (key, value) in block.property_lines.items():
            out[number] = "" if key in _OWN_PROPERTIES or _NOT_THIS_PATCH.match(f"{key}={value}") else f"{_indent(block.level)}- {key}: {_inline(value, by_id)}"
        for number in block.more_lines:
            out[number] = f"{_indent(block.level)}  {_inline(lines[number].strip(), by_id)}"
    return out


class _Block:
    """One bullet: its line, its depth, its first line's words, its properties and any further lines of its words."""

    def __init__(self, line: int, level: int, words: str) -> None:
        self.line, self.level, self.words = line, level, words
        self.properties: dict[str, str] = {}
        self.property_lines: dict[int, tuple[str, str]] = {}
        self.more_lines: list[int] = []
        self.children = 0
        self.page = False  # a page property, not a bullet


def _blocks(lines: list[str]) -> list[_Block]:
    blocks: list[_Block] = []
    open_blocks: list[_Block] = []  # the blocks enclosing the current line, outermost first
    for number, line in enumerate(lines):
        if not line.strip() or _SCHEDULE.match(line.strip()):
            continue
        bullet = _BULLET.match(line)
        if bullet:
            level = _depth(bullet.group(1))
            block = _Block(number, level, bullet.group(2))
            prop = _PROPERTY.match(block.words)
            if prop:  # "- patch-id:: [[maxtext.train]]": a block that opens with a property
                block.words = f"{prop.group(1)}: {prop.group(2)}"
                block.properties[prop.group(1).lower()] = prop.group(2).strip()
            while open_blocks and open_blocks[-1].level >= level:
                open_blocks.pop()
            if open_blocks:
                open_blocks[-1].children += 1
            open_blocks.append(block)
            blocks.append(block)
            continue
        prop = _PROPERTY.match(line.strip())
        if not open_blocks:
            if prop:  # a page property, above the first bullet
                page = _Block(number, 0, f"{prop.group(1)}: {prop.group(2)}")
                page.page = True
                page.properties[prop.group(1).lower()] = prop.group(2).strip()
                blocks.append(page)
            continue
        owner = open_blocks[-1]
        if prop:
            owner.properties[prop.group(1).lower()] = prop.group(2).strip()
            owner.property_lines[number] = (prop.group(1).lower(), prop.group(2).strip())
        else:
            owner.more_lines.append(number)
    return blocks


def _rendered(block: _Block, by_id: dict[str, _Block], retracted: set[str]) -> str:
    if block.page:
        key, value = block.words.split(": ", 1)
        return f"# {_inline(value, by_id)}" if key.lower() == "title" else f"- {key}: {_inline(value, by_id)}"
    words = block.words
    marks: list[str] = []
    if block.properties.get("id") in retracted:
        marks.append("Retracted" if block.children else "Not true")
    tags = [tag.strip("[]") for tag in _TAG.findall(words)]
    if any(_NOT_THIS_PATCH.match(tag) for tag in tags) or any(
        _NOT_THIS_PATCH.match(f"{key}={value}") for key, value in block.properties.items()
    ):
        marks.append("Not this patch")
    if _OPEN_TASK.match(words):
        marks.append("Open question")
    words = _inline(_DONE_TASK.sub("", _OPEN_TASK.sub("", _TAG.sub("", words))).strip(), by_id)
    # "- ## What the patch rebinds": a block the writer made a heading; its marks are the heading's, not more words.
    heading = re.match(r"(#{1,6})\s+(.*)", words)
    if heading:
        words = heading.group(2)
    text = ": ".join([*marks, words]) if words else ": ".join(marks)
    if block.level == 0 and (block.children or heading):
        return f"{heading.group(1) if heading else '##'} {text}"
    return f"{_indent(block.level)}- {text}" if text else ""


def _inline(text: str, by_id: dict[str, _Block]) -> str:
    """A link as its page's name (a dotted one as code), a block reference as the block's words, a macro blank."""
    text = re.sub(r"\{\{[^}\n]*\}\}", "", text)
    text = _REFERENCE.sub(lambda m: f"“{_unlinked(by_id[m.group(1)].words)}”" if m.group(1) in by_id else "", text)
    return _PAGE_LINK.sub(lambda m: f"`{m.group(1)}`" if re.fullmatch(r"[\w-]+(?:\.[\w-]+)+", m.group(1)) else m.group(1), text)


def _unlinked(text: str) -> str:
    return _PAGE_LINK.sub(lambda m: m.group(1), text)


def _depth(indent: str) -> int:
    return indent.count("\t") + (len(indent.replace("\t", "")) // 2)


def _indent(level: int) -> str:
    """A nested item's indent once the top-level blocks are headings: a child of the top level is an item of its own."""
    return "  " * max(level - 1, 0)
