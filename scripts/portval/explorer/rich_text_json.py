"""A document a rich-text editor saves as JSON, read as the Markdown it stands for, one block a line.

Web editors store a document as blocks or as a tree of nodes rather than as text: Editor.js's ``save()``, Sanity's
Portable Text, Quill's Delta (a Slab post's too, its Delta kept as a JSON string) and Draft.js's raw content (see
editor_blocks); a ProseMirror or Tiptap document, a
Contentful Rich Text field, a Lexical editor state and a Slate value (see editor_trees); an Anytype object's blocks
(see anytype); Pandoc's JSON AST (see pandoc_json). Read as JSON, each run of words
is a string on a line of its own: a sentence is cut wherever a code span begins, headings scope nothing, a code block
is prose, and a struck run reads as a statement. Here each block is the Markdown line its type stands for (a heading,
an item indented by its level, a table row, a fenced code block), its runs marked as their marks say, the document's
title, where the export holds one, a heading above it; the draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .anytype import anytype_lines, is_anytype
from .editor_blocks import BLOCK_EDITORS
from .editor_trees import TREE_EDITORS
from .json_exports import loaded_json, printed_view
from .pandoc_json import is_pandoc_json, pandoc_lines


def rich_text_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The Markdown lines of a document a rich-text editor saved, and what its line numbers count; ``(text, "")`` for
    any other report."""
    document = loaded_json(text.strip())
    # Slab's GraphQL answer keeps a post's Delta as a JSON string: read it as the Delta it holds, under the post's title.
    title, document = _slab_post(document) or ("", document)
    anytype = (is_anytype, anytype_lines, "each Anytype block from the root down as the Markdown its style stands for")
    pandoc = (is_pandoc_json, pandoc_lines, "each block of Pandoc's AST as the Markdown it stands for")
    for recognises, read, what in (*BLOCK_EDITORS, *TREE_EDITORS, anytype, pandoc):
        if recognises(document):
            lines = read(document)
            if any(line.strip() for line in lines):
                # The post's title heads it, unless its first line already says it.
                titled = title and title not in next((line for line in lines if line.strip()), "")
                return printed_view([f"# {title}", "", *lines] if titled else lines, name, what)
    return text, ""


def _slab_post(document: object) -> tuple[str, dict] | None:
    """A Slab post as its GraphQL API returns it (``{"data": {"post": {"title": ..., "content": "<Delta ops as JSON>"}}}``):
    its title and its Delta; None for any other document."""
    data = document.get("data") if isinstance(document, dict) else None
    post = data.get("post") if isinstance(data, dict) else None
    content = loaded_json(post["content"]) if isinstance(post, dict) and isinstance(post.get("content"), str) else None
    ops = content.get("ops") if isinstance(content, dict) else content
    if not isinstance(ops, list) or not ops or not all(isinstance(op, dict) and "insert" in op for op in ops):
        return None
    return str(post.get("title") or ""), {"ops": ops}
