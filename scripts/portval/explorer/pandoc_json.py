"""A document as Pandoc's JSON AST (``pandoc -t json``), read as the Markdown it stands for (see rich_text_json).

Pandoc writes a document as typed blocks (a header, a paragraph, a list of blocks per item, a code block, a table of
cells, a div with its classes), each paragraph a list of inlines: a word, a space, a code span, a struck run. Read as
JSON, every word is a string on a line of its own, so no sentence is whole, a header scopes nothing and a struck
claim reads as a statement. Here each block is the Markdown it stands for, a list item indented by its depth, a table a
row a line, a div's class ("warning", "example") its first words.
"""

from __future__ import annotations

from collections.abc import Callable

from .editor_blocks import dicts, table_lines
from .json_exports import marked_run


def is_pandoc_json(document: object) -> bool:
    return isinstance(document, dict) and "pandoc-api-version" in document and isinstance(document.get("blocks"), list)


def pandoc_lines(document: dict) -> list[str]:
    """The document's title, where its metadata holds one, then its blocks as Markdown."""
    title = (document.get("meta") or {}).get("title") if isinstance(document.get("meta"), dict) else None
    lines = [f"# {_meta_words(title)}", ""] if title else []
    return lines + _blocks(document["blocks"], "")


def _blocks(blocks: object, indent: str) -> list[str]:
    lines: list[str] = []
    for block in dicts(blocks):
        lines += _block(block.get("t"), block.get("c"), indent)
    return lines


def _block(kind: object, content: object, indent: str) -> list[str]:
    if kind in ("Para", "Plain"):
        return [f"{indent}{_inlines(content)}", ""]
    if kind == "Header" and isinstance(content, list) and len(content) == 3:
        return [f"{'#' * min(int(content[0]), 6)} {_inlines(content[2])}", ""]
    if kind == "CodeBlock" and isinstance(content, list) and len(content) == 2:
        classes = content[0][1] if isinstance(content[0], list) and len(content[0]) > 1 and content[0][1] else [""]
        return [f"{indent}```{classes[0]}", *(f"{indent}{line}" for line in str(content[1]).split("\n")), f"{indent}```", ""]
    if kind == "BulletList":
        return _items(content, indent, lambda _: "- ")
    if kind == "OrderedList" and isinstance(content, list) and len(content) == 2:
        return _items(content[1], indent, lambda number: f"{number}. ")
    if kind == "BlockQuote":
        quoted = _blocks(content, "")
        while quoted and not quoted[-1].strip():
            quoted.pop()
        return [*(f"{indent}> {line}" if line.strip() else f"{indent}>" for line in quoted), ""]
    if kind == "Div" and isinstance(content, list) and len(content) == 2:
        classes = content[0][1] if isinstance(content[0], list) and len(content[0]) > 1 else []
        inner = _blocks(content[1], indent)
        # "::: warning": the class names what the div's words are, as a callout's type does.
        return ([f"{indent}{str(classes[0]).capitalize()}:", ""] if classes else []) + inner
    if kind == "Table" and isinstance(content, list) and len(content) == 6:
        return [*(f"{indent}{line}" for line in _table(content)), ""]
    if kind == "DefinitionList":
        lines = []
        for term, definitions in (item for item in content if isinstance(item, list) and len(item) == 2):
            lines += [f"{indent}- {_inlines(term)}:", *(line for d in definitions for line in _blocks(d, indent + "  "))]
        return lines
    if kind == "LineBlock":
        return [*(f"{indent}{_inlines(line)}" for line in content), ""]
    return []


def _items(items: object, indent: str, mark: Callable[[int], str]) -> list[str]:
    """A list's items, each its first block after its mark and the rest indented under it."""
    lines: list[str] = []
    for number, item in enumerate(items if isinstance(items, list) else [], 1):
        inner = [line for line in _blocks(item, indent + "  ") if line.strip()]
        if inner:
            lines.append(f"{indent}{mark(number)}{inner[0].strip()}")
            lines += inner[1:]
    return [*lines, ""]


def _table(content: list) -> list[str]:
    """A table's head and body rows (pandoc-types 1.22: each row its cells, each cell its blocks)."""
    head = content[3][1] if isinstance(content[3], list) and len(content[3]) == 2 else []
    bodies = [row for body in (content[4] if isinstance(content[4], list) else []) if isinstance(body, list) and len(body) == 4 for row in body[3]]
    rows = [[" ".join(line.strip() for line in _blocks(cell[4], "") if line.strip()) for cell in row[1]] for row in [*head, *bodies]]
    return table_lines(rows, headed=bool(head))


def _inlines(inlines: object) -> str:
    """A list of inlines as one line of Markdown."""
    words: list[str] = []
    for inline in dicts(inlines):
        kind, content = inline.get("t"), inline.get("c")
        if kind == "Str":
            words.append(str(content))
        elif kind in ("Space", "SoftBreak", "LineBreak"):
            words.append(" ")
        elif kind == "Code" and isinstance(content, list) and len(content) == 2:
            words.append(marked_run(str(content[1]), code=True))
        elif kind in ("Emph", "Strong", "Strikeout", "Underline", "SmallCaps", "Superscript", "Subscript"):
            words.append(marked_run(_inlines(content), bold=kind == "Strong", italic=kind == "Emph", struck=kind == "Strikeout"))
        elif kind in ("Link", "Span") and isinstance(content, list) and len(content) >= 2:
            words.append(_inlines(content[1]))
        elif kind == "Quoted" and isinstance(content, list) and len(content) == 2:
            mark = '"' if isinstance(content[0], dict) and content[0].get("t") == "DoubleQuote" else "'"
            words.append(f"{mark}{_inlines(content[1])}{mark}")
        elif kind == "Math" and isinstance(content, list) and len(content) == 2:
            words.append(str(content[1]))
    return " ".join("".join(words).split())


def _meta_words(value: object) -> str:
    """A metadata value's words: a string, or inlines."""
    if isinstance(value, dict) and value.get("t") in ("MetaInlines", "MetaString"):
        content = value.get("c")
        return str(content) if isinstance(content, str) else _inlines(content)
    return ""
