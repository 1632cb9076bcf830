"""Documents a rich-text editor saves as a tree of nodes, read as Markdown one block a line (see rich_text_json): a
ProseMirror or Tiptap document, a Contentful Rich Text field, a Lexical editor state and a Slate value.

Each names its nodes its own way ("bulletList", "unordered-list", "list" with its "listType", "bulleted-list") and
keeps its marks its own way (a list of marks, a bitmask, a leaf's booleans), but all four are one model: blocks holding
blocks or runs of text, each run marked code, bold, italic or struck. Each is read into ProseMirror's names, then
written out by one writer: a heading, a paragraph, a list's items indented by their depth, a code block fenced, a
quote's paragraphs quoted, a table's rows.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .editor_blocks import dicts, table_lines
from .json_exports import marked_run

# A node in ProseMirror's names: {"type": ..., "content": [...], "attrs": {...}}, a run {"type": "text", "text", "marks"}.
Node = dict


def _text(words: str, marks: set[str]) -> Node:
    return {"type": "text", "text": words, "marks": [{"type": m} for m in sorted(marks)]}


def _block(kind: str, content: list[Node], **attrs: object) -> Node:
    return {"type": kind, "content": content, "attrs": attrs}


# Writing ProseMirror's nodes ------------------------------------------------------------------------------------------


def _is_prosemirror(document: object) -> bool:
    return isinstance(document, dict) and document.get("type") == "doc" and isinstance(document.get("content"), list)


def prosemirror_lines(document: Node) -> list[str]:
    """Each block node of the document as its Markdown lines, a blank line after each."""
    lines: list[str] = []
    for node in dicts(document["content"]):
        lines += [*_node_lines(node, depth=0, quoted=False), ""]
    return lines


def _node_lines(node: Node, *, depth: int, quoted: bool) -> list[str]:
    kind = node.get("type")
    children = dicts(node.get("content"))
    lead = "> " if quoted else ""
    if kind == "heading":
        return [lead + "#" * min(int((node.get("attrs") or {}).get("level") or 2), 6) + " " + _runs(children)]
    if kind == "paragraph":
        return [lead + _runs(children)]
    if kind in ("codeBlock", "code_block"):
        code = "".join(str(c.get("text") or "") if c.get("type") == "text" else "\n" for c in children)
        return [f"{lead}```", *(lead + line for line in code.split("\n")), f"{lead}```"]
    if kind in ("bulletList", "bullet_list", "orderedList", "ordered_list", "taskList"):
        return _list_lines(node, depth=depth, quoted=quoted)
    if kind == "blockquote":
        return [line for child in children for line in _node_lines(child, depth=depth, quoted=True)]
    if kind == "table":
        rows = [[_runs([t for p in dicts(cell.get("content")) for t in _inline(p)]) for cell in dicts(row.get("content"))] for row in children]
        headed = bool(children) and all(c.get("type") in ("tableHeader", "table_header") for c in dicts(children[0].get("content")))
        return [lead + line for line in table_lines(rows, headed=headed)]
    if kind in ("horizontalRule", "horizontal_rule"):
        return []
    if kind == "text":
        return [lead + _runs([node])]
    return [line for child in children for line in _node_lines(child, depth=depth, quoted=quoted)]


def _list_lines(node: Node, *, depth: int, quoted: bool) -> list[str]:
    """A list's items, each its first paragraph after the list's mark (a task's box too), what else it holds below it
    one level deeper."""
    mark = "1. " if str(node.get("type")).startswith("ordered") else "- "
    lead = "> " if quoted else ""
    lines: list[str] = []
    for item in dicts(node.get("content")):
        box = ("[x] " if (item.get("attrs") or {}).get("checked") else "[ ] ") if item.get("type") == "taskItem" else ""
        first, *rest = dicts(item.get("content")) or [{}]
        words = _runs(dicts(first.get("content"))) if first.get("type") == "paragraph" else ""
        lines.append(lead + "  " * depth + mark + box + words)
        for child in ([first] if first.get("type") not in ("paragraph", None) else []) + rest:
            lines += _node_lines(child, depth=depth + 1, quoted=quoted)
    return lines


def _inline(node: Node) -> list[Node]:
    """The runs of a paragraph (or of a cell's paragraph)."""
    return [node] if node.get("type") == "text" else dicts(node.get("content"))


def _runs(nodes: list[Node]) -> str:
    """Text nodes as Markdown on one line, each marked as its marks say (Tiptap's "bold", "italic"; ProseMirror's
    "strong", "em"); a hard break a space."""
    words = []
    for node in nodes:
        if node.get("type") in ("hardBreak", "hard_break"):
            words.append(" ")
            continue
        marks = {m.get("type") for m in dicts(node.get("marks"))}
        words.append(
            marked_run(
                str(node.get("text") or ""),
                code="code" in marks,
                bold=bool(marks & {"bold", "strong"}),
                italic=bool(marks & {"italic", "em"}),
                struck=bool(marks & {"strike", "strikethrough"}),
            )
        )
    return " ".join("".join(words).split())


# Contentful Rich Text -------------------------------------------------------------------------------------------------

_CONTENTFUL_BLOCKS = {
    "document": "doc",
    "paragraph": "paragraph",
    "unordered-list": "bulletList",
    "ordered-list": "orderedList",
    "list-item": "listItem",
    "blockquote": "blockquote",
    "hr": "horizontalRule",
    "table": "table",
    "table-row": "tableRow",
    "table-header-cell": "tableHeader",
    "table-cell": "tableCell",
}


def _contentful_document(document: object) -> tuple[str, Node] | None:
    """The first Rich Text document the JSON holds (an entry's field), with the entry's title; None when none."""
    stack = [document]
    while stack:
        value = stack.pop(0)
        if isinstance(value, dict):
            for child in value.values():
                if isinstance(child, dict) and child.get("nodeType") == "document" and isinstance(child.get("content"), list):
                    return str(value.get("title") or value.get("name") or ""), child
            stack += list(value.values())
        elif isinstance(value, list):
            stack += value
    return None


def _contentful(document: object) -> list[str]:
    """The entry's title a heading, then its Rich Text read as ProseMirror's nodes."""
    title, body = _contentful_document(document) or ("", {})
    return _titled(title, prosemirror_lines(_from_contentful(body)))


def _from_contentful(node: dict) -> Node:
    kind = str(node.get("nodeType"))
    if kind == "text":
        return _text(str(node.get("value") or ""), {str(m.get("type")) for m in dicts(node.get("marks"))})
    children = [_from_contentful(c) for c in dicts(node.get("content"))]
    # A link's words are words of the paragraph holding it; an embedded entry holds none.
    children = [run for child in children for run in (dicts(child.get("content")) if child.get("type") == "inline" else [child])]
    heading = re.fullmatch(r"heading-([1-6])", kind)
    if heading:
        return _block("heading", children, level=int(heading.group(1)))
    return _block(_CONTENTFUL_BLOCKS.get(kind, "inline" if kind.endswith("hyperlink") else "unknown"), children)


# Lexical --------------------------------------------------------------------------------------------------------------

# Lexical's text format bits.
_LEXICAL_MARKS = {1: "bold", 2: "italic", 4: "strike", 16: "code"}


def _is_lexical(document: object) -> bool:
    root = document.get("root") if isinstance(document, dict) else None
    return isinstance(root, dict) and root.get("type") == "root" and isinstance(root.get("children"), list)


def _lexical(document: dict) -> list[str]:
    return prosemirror_lines(_from_lexical(document["root"]))


def _from_lexical(node: dict) -> Node:
    kind = str(node.get("type"))
    if kind in ("text", "code-highlight"):
        bits = node.get("format") if isinstance(node.get("format"), int) else 0
        return _text(str(node.get("text") or ""), {mark for bit, mark in _LEXICAL_MARKS.items() if bits & bit})
    if kind in ("linebreak", "tab"):
        return _text("\n" if kind == "linebreak" else "\t", set())
    children = [_from_lexical(c) for c in dicts(node.get("children"))]
    if kind in ("link", "autolink"):
        return _block("inline", children)
    children = [run for child in children for run in (child["content"] if child.get("type") == "inline" else [child])]
    if kind == "root":
        return _block("doc", children)
    if kind == "heading":
        return _block("heading", children, level=int(str(node.get("tag") or "h2")[1:] or 2))
    if kind == "list":
        return _block("orderedList" if node.get("listType") == "number" else "bulletList", children)
    if kind == "listitem":
        return _block("listItem", _paragraphs(children))
    if kind == "code":
        return _block("codeBlock", [_text("".join(str(c.get("text") or "") for c in children), set())])
    if kind == "quote":
        return _block("blockquote", _paragraphs(children))
    if kind in ("table", "tablerow"):
        return _block("table" if kind == "table" else "tableRow", children)
    if kind == "tablecell":
        return _block("tableHeader" if node.get("headerState") else "tableCell", _paragraphs(children))
    return _block("paragraph" if kind == "paragraph" else "unknown", children)


# Slate ----------------------------------------------------------------------------------------------------------------

# Slate leaves its element types to the app: the names apps use, read by what they say.
_SLATE_HEADING = re.compile(r"(?:heading|h)[-_]?(one|two|three|four|five|six|[1-6])$")
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _is_slate(document: object) -> bool:
    return (
        isinstance(document, list)
        and bool(document)
        and all(isinstance(n, dict) and isinstance(n.get("type"), str) and isinstance(n.get("children"), list) for n in document)
        and any("text" in leaf for n in document for leaf in dicts(n["children"]))
    )


def _slate(document: list) -> list[str]:
    return prosemirror_lines(_block("doc", [_from_slate(n) for n in dicts(document)]))


def _from_slate(node: dict) -> Node:
    if "text" in node and "children" not in node:
        marks = {"bold": "bold", "italic": "italic", "code": "code", "strikethrough": "strike", "strike": "strike"}
        return _text(str(node.get("text") or ""), {mark for key, mark in marks.items() if node.get(key)})
    kind = str(node.get("type") or "paragraph").lower()
    children = [_from_slate(c) for c in dicts(node.get("children"))]
    if kind in ("link", "a"):
        return _block("inline", children)
    children = [run for child in children for run in (child["content"] if child.get("type") == "inline" else [child])]
    heading = _SLATE_HEADING.fullmatch(kind)
    if heading:
        return _block("heading", children, level=_NUMBERS.get(heading.group(1)) or int(heading.group(1)))
    if re.search(r"(?:bulleted|unordered)[-_]?list|^ul$", kind):
        return _block("bulletList", children)
    if re.search(r"(?:numbered|ordered)[-_]?list|^ol$", kind):
        return _block("orderedList", children)
    if kind in ("list-item", "list_item", "li"):
        return _block("listItem", _paragraphs(children))
    if kind in ("code-block", "code_block"):
        lines = ["".join(str(t.get("text") or "") for t in _inline(line)) for line in children]
        return _block("codeBlock", [_text("\n".join(lines), set())])
    if kind in ("block-quote", "blockquote", "quote"):
        return _block("blockquote", _paragraphs(children))
    if kind in ("table", "table-row", "table_row", "tr"):
        return _block("table" if kind == "table" else "tableRow", children)
    if kind in ("table-cell", "table_cell", "td", "th", "table-header", "header-cell"):
        return _block("tableHeader" if kind in ("th", "table-header", "header-cell") else "tableCell", _paragraphs(children))
    return _block("paragraph", children)


# Shared ---------------------------------------------------------------------------------------------------------------


def _paragraphs(children: list[Node]) -> list[Node]:
    """What a list item, a quote or a cell holds, its runs of text gathered into paragraphs and its blocks kept."""
    out: list[Node] = []
    for child in children:
        if child.get("type") == "text":
            if out and out[-1].get("type") == "paragraph" and out[-1].get("attrs", {}).get("gathered"):
                out[-1]["content"].append(child)
            else:
                out.append(_block("paragraph", [child], gathered=True))
        else:
            out.append(child)
    return out


def _titled(title: str, lines: list[str]) -> list[str]:
    return ([f"# {' '.join(title.split())}", ""] if title.strip() else []) + lines


TREE_EDITORS: tuple[tuple[Callable[[object], bool], Callable[[object], list[str]], str], ...] = (
    (_is_prosemirror, prosemirror_lines, "each node of the document as the Markdown its type stands for"),
    (lambda document: _contentful_document(document) is not None, _contentful, "the Rich Text nodes as the Markdown their types stand for"),
    (_is_lexical, _lexical, "each node of the editor state as the Markdown its type stands for"),
    (_is_slate, _slate, "each Slate element as the Markdown its type stands for"),
)
