"""A report written as a code comment, read as the Markdown it stands for, line for line.

A C++ engineer writes a port note as a Doxygen block at the top of a header:
``/** ... */``, every line opened by `` * ``, tags such as ``@brief``,
``@param``, ``@note``, ``@see`` and ``@deprecated``, and ``@code`` ...
``@endcode`` around code. Read as Markdown, each `` * `` line is a list item
of its own, so a sentence that runs over two lines is cut in two and a
``@see`` paragraph that says "not part of this patch" no longer reaches its
second line. Here the comment's frame is taken off and each tag becomes the
label it stands for; a tag's continuation lines stay in its paragraph.
"""

from __future__ import annotations

import re

_DOXYGEN_TAG = re.compile(r"^\s*\*?\s*[@\\](?:brief|param|see|note|deprecated|file|details)\b", re.MULTILINE)
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
}


def is_doxygen(text: str) -> bool:
    """Whether a report is a Doxygen comment block: opened by ``/**`` and tagged."""
    return any(_OPENING.match(line) for line in text.split("\n")) and bool(_DOXYGEN_TAG.search(text))


def doxygen_lines(lines: list[str]) -> list[str]:
    """The comment's lines without its frame, each tag a label, @code ... @endcode a fence, a blank line between tags.

    A tag opens a paragraph of its own: Markdown would join it to the line above, so the line before each tag that is
    not blank already is kept as it is and the tag's label starts the next paragraph only where a blank line comes
    before it; continuation lines join the tag's paragraph.
    """
    out: list[str] = []
    code = False
    for line in lines:
        if _OPENING.match(line) or _CLOSING.match(line):
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
        tag = re.match(r"\s*[@\\](\w+)\b\s*(.*)$", body)
        if tag and tag.group(1) == "param":
            # "@param use_x  Must be true ...": the field "`use_x`: Must be true ...".
            name, _, rest = tag.group(2).partition(" ")
            out.append(f"- `{name}`: {rest.strip()}")
        elif tag and tag.group(1) in _LABELS:
            out.append(f"{_LABELS[tag.group(1)]} {tag.group(2)}".strip())
        else:
            out.append(body.strip() if out and out[-1].strip() else body)
    return out
