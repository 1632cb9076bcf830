"""A report written as a code comment, read as the Markdown it stands for, line for line.

A C++ engineer writes a port note as a Doxygen block at the top of a header:
``/** ... */``, every line opened by `` * ``, tags such as ``@brief``,
``@param``, ``@note``, ``@see`` and ``@deprecated``, and ``@code`` ...
``@endcode`` around code. Read as Markdown, each `` * `` line is a list item
of its own, so a sentence that runs over two lines is cut in two and a
``@see`` paragraph that says "not part of this patch" no longer reaches its
second line. Here the comment's frame is taken off and each tag becomes the
label it stands for; a tag's continuation lines stay in its paragraph.

A Java engineer writes the same block as Javadoc, sometimes inside a Python string: names in ``{@code ...}`` and
``{@link pkg.Class#member}`` (a code span, however it is wrapped or nested), paragraphs opened by ``<p>``, lists of
``<li>``, and block tags (``@throws``, ``@since``) in a run at the end. Each tag there is an item of its own, so that a
``@see`` of another patch does not carry the ``@throws`` and ``@since`` above it into its paragraph.
"""

from __future__ import annotations

import re

_DOXYGEN_TAG = re.compile(r"^\s*\*?\s*[@\\](?:brief|param|see|note|deprecated|file|details|throws|since)\b", re.MULTILINE)
_OPENING = re.compile(r"^\s*/\*\*+\s*$")
_CLOSING = re.compile(r"^\s*\*+/\s*$")
# Each tag as the label a report would write: what a reader takes @deprecated and @see for.
_LABELS = {
    "brief": "Summary:",
    "details": "",
    "file": "File:",
    "note": "Note:",
    "warning": "Warning:",
    "deprecated": "Deprecated:",
    "todo": "Open question:",
    "see": "See also:",
    "sa": "See also:",
    "return": "Returns:",
    "returns": "Returns:",
    "throws": "Raises:",
    "exception": "Raises:",
    "since": "Since:",
    "author": "Author:",
    "version": "Version:",
}
# Javadoc's inline tags: a name in the code font, a link to one, text taken as it is.
_INLINE_TAG = re.compile(r"\{@(code|link|linkplain|literal|value)\s+")
# Javadoc's HTML: a paragraph's or a list's frame, and the inline tags of emphasis and code.
_HTML_FRAME = re.compile(r"</?(?:p|ul|ol|pre)\s*>|</li\s*>", re.IGNORECASE)
_HTML_INLINE = (
    (re.compile(r"<(b|strong)>(.*?)</\1>", re.IGNORECASE), r"**\2**"),
    (re.compile(r"<(i|em)>(.*?)</\1>", re.IGNORECASE), r"*\2*"),
    (re.compile(r"<(code|tt)>(.*?)</\1>", re.IGNORECASE), r"`\2`"),
)


def is_doxygen(text: str) -> bool:
    """Whether a report is a Doxygen comment block: opened by ``/**`` and tagged."""
    return any(_OPENING.match(line) for line in text.split("\n")) and bool(_DOXYGEN_TAG.search(text))


def doxygen_lines(lines: list[str]) -> list[str]:
    """The comment's lines without its frame, each tag a label, @code ... @endcode a fence, a blank line between tags.

    A tag opens a paragraph of its own: Markdown would join it to the line above, so the line before each tag that is
    not blank already is kept as it is and the tag's label starts the next paragraph only where a blank line comes
    before it; continuation lines join the tag's paragraph. In Javadoc, whose block tags run together at the end of
    the comment, each tag is an item instead.
    """
    javadoc = any(_INLINE_TAG.search(line) or _HTML_FRAME.search(line) for line in lines)
    out: list[str] = []
    code = False
    for line in _inline_tags(lines) if javadoc else lines:
        if _OPENING.match(line) or _CLOSING.match(line) or (javadoc and line.strip() in ('"""', "'''", 'r"""')):
            out.append("")
            continue
        body = re.sub(r"^\s*\*(?!/)\s?", "", line)
        if re.match(r"\s*[@\\]code\b", body):
            out.append("```" + ("python" if "py" in body else ""))
            code = True
            continue
        if re.match(r"\s*[@\\]endcode\b", body):
            out.append("```")
            code = False
            continue
        if code:
            out.append(body)
            continue
        if javadoc:
            body = _javadoc_html(body)
        tag = re.match(r"\s*[@\\](\w+)\b\s*(.*)$", body)
        if tag and tag.group(1) == "param":
            # "@param use_x  Must be true ...": the field "`use_x`: Must be true ...".
            name, _, rest = tag.group(2).partition(" ")
            out.append(f"- `{name}`: {rest.strip()}")
        elif tag and tag.group(1) in _LABELS:
            out.append(("- " if javadoc else "") + f"{_LABELS[tag.group(1)]} {tag.group(2)}".strip())
        else:
            out.append(body.strip() if out and out[-1].strip() else body)
    return out


def _inline_tags(lines: list[str]) -> list[str]:
    """The lines with each Javadoc inline tag a code span, its braces matched across nested ones and line breaks
    ("{@code {"DEBUG": 10}}"); a link's "#member" a dotted name; the line count unchanged."""
    text = "\n".join(lines)
    out: list[str] = []
    position = 0
    for match in _INLINE_TAG.finditer(text):
        if match.start() < position:
            continue  # an inline tag inside one already read
        depth, end = 1, match.end()
        while end < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            end += 1
        inner = text[match.end() : end - 1]
        if match.group(1) in ("link", "linkplain"):
            target, _, label = inner.partition(" ")
            inner = target.replace("#", ".").strip(".") if not label.strip() else target.replace("#", ".")
        # A line break inside the span keeps its comment frame out of the code: " * " becomes the break it stands for.
        inner = re.sub(r"\n\s*\*(?!/)\s?", "\n", inner)
        out.append(text[position : match.start()] + (inner if match.group(1) == "literal" else f"`{inner}`"))
        position = end
    out.append(text[position:])
    return "".join(out).split("\n")


def _javadoc_html(body: str) -> str:
    """A line's Javadoc HTML as Markdown: "<li>" an item, a paragraph's or list's frame nothing, emphasis and code marked."""
    body = re.sub(r"^(\s*)<li\s*>\s*", r"\1- ", body, flags=re.IGNORECASE)
    body = _HTML_FRAME.sub("", body)
    for pattern, replacement in _HTML_INLINE:
        body = pattern.sub(replacement, body)
    return body
