"""A JavaScript or TypeScript module whose notes are JSDoc comments, read as the Markdown they stand for, line for line.

A JSDoc comment is a ``/** ... */`` block, each line opening with `` * ``; its text is Markdown, and its tags say what
follows them: ``@file`` and ``@description`` the module's words, ``@see`` a link, ``@deprecated`` and ``@todo`` notes,
``@example`` (with an optional ``<caption>``) code up to the next tag, ``{@link url|text}`` a link. Between the comments
stands the module's code, and ``//`` comments. Read as Markdown, each line opens with a star (an item), the example's
code reads as the writer's sentences, and a string in the code reads as a setting.

Here each comment's lines are its Markdown without the stars; ``@file`` is the title, a tag a label ("See:",
"Deprecated:"), and an ``@example`` a heading of its caption ("Example: Hypothetical run config ...") over its code,
indented as a code block; ``{@link url|text}`` is its text; the ``/**`` and ``*/`` lines are blank. The module's code
between comments is an indented code block too, shown as written; a ``//`` line comment is blank (what a generator
writes at the top).
"""

from __future__ import annotations

import re

_OPEN = re.compile(r"^\s*/\*\*(?!\*)")
_TAG = re.compile(r"^@(\w+)\s*(.*)$")
# The tags whose words a label introduces; the tags that say who wrote the comment and which version of it, blank ("@version
# 3" is the card's, no package's).
_LABELS = {"see": "See", "deprecated": "Deprecated", "todo": "To do", "property": "Property", "typedef": "Type", "returns": "Returns", "param": "Parameter"}
_METADATA = frozenset({"author", "version", "since", "license", "copyright"})


def is_jsdoc_module(text: str) -> bool:
    """Whether the report is a JavaScript or TypeScript module documented with JSDoc: ``/**`` comments with tags, and
    code (a declaration or an export) beside them."""
    # "[ \t]*", not "\s*", after "^": a blank that could run over newlines would try again from every line.
    comments = len(re.findall(r"^[ \t]*/\*\*(?!\*)", text, re.MULTILINE))
    tags = len(re.findall(r"^[ \t]*\*[ \t]*@(?:file|description|see|example|param|returns|typedef|property|module)\b", text, re.MULTILINE))
    code = bool(re.search(r"^[ \t]*(?:export\s|const\s|let\s|function\s|module\.exports\b|'use strict'|\"use strict\")", text, re.MULTILINE))
    return comments >= 2 and tags >= 2 and code


def jsdoc_lines(lines: list[str]) -> list[str]:
    """The module as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    comment = False
    example = False  # inside an @example's code
    for line in lines:
        if not comment and _OPEN.match(line):
            comment, example = not line.rstrip().endswith("*/"), False
            out.append("")
            continue
        if not comment:
            # The module's code: an indented code block, its blank lines inside it; a "//" comment blank.
            out.append("" if line.lstrip().startswith("//") or not line.strip() else "    " + line)
            continue
        comment = not line.rstrip().endswith("*/")
        inner = re.sub(r"^\s*\*(?: |$)", "", line.rstrip().removesuffix("*/").rstrip()) if line.strip() != "*/" else ""
        tag = _TAG.match(inner.strip())
        if tag and tag.group(1) == "example":
            # A heading ends the paragraph above, so the code under it is a code block of its own.
            caption = re.search(r"<caption>(.*?)</caption>", tag.group(2))
            out.append(f"#### Example: {caption.group(1).strip()}" if caption else "#### Example")
            example = True
            continue
        if tag:
            example = False
            out.append(_tagged(tag))
        elif example:
            out.append("    " + inner if inner.strip() else "")
        else:
            out.append(_links(inner))
    return out


def _tagged(tag: re.Match[str]) -> str:
    """A tag's line: the title (``@file``), a label and its words ("See: ..."), the words alone (``@description``), or
    nothing (``@author``, ``@version``)."""
    name, words = tag.group(1), _links(tag.group(2).strip())
    if name in ("file", "fileoverview", "overview"):
        return f"# {words}" if words else ""
    if name in _METADATA:
        return ""
    label = _LABELS.get(name)
    return f"{label}: {words}" if label and words else words


def _links(text: str) -> str:
    """``{@link url|text}`` as its text, ``{@link url}`` as its url."""
    return re.sub(r"\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*|\s+)?([^}]*)\}", lambda m: m.group(2).strip() or m.group(1), text)
