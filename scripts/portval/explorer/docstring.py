"""A report kept as a Python module's docstring in Google style (Napoleon), read as the Markdown it stands for.

An engineer who documents a patch in code writes ``Attributes:``, ``Note:``, ``Warning:``, ``Todo:`` and ``See Also:``
sections, each entry ``name (type): description`` with its lines indented below it, and ``text::`` before a literal
block. Read as Markdown, every indented line is a code block, so an entry's sentence that runs over two lines is cut in
two, a ``See Also:`` entry about another patch reads as code, and no section has a heading. Here:

- the quotes that open and close the docstring are blank;
- a section's name is a heading (``Todo:`` an "Open questions" one, ``See Also:`` a "See also" one, which every reader
  takes for another patch's);
- an entry is a list item, its further lines the item's, and prose in a section reads as prose;
- ``::`` ends its paragraph with a colon, and the literal block below it, like an ``Example:`` section's, is code;
- a reST literal (````x````) is a code span.
"""

from __future__ import annotations

import re

DOCSTRING_OPENING = re.compile(r'^[rRuU]?("""|\'\'\')')
_SECTION = re.compile(
    r"^(Args|Arguments|Attributes|Parameters|Keyword Args|Example|Examples|Note|Notes|Warning|Warnings|Raises|Returns"
    r"|Yields|References|Todo|See Also|Methods|Summary)\s*:\s*$"
)
_SECTION_TITLES = {"Todo": "Open questions", "See Also": "See also"}
_CODE_SECTIONS = ("Example", "Examples")
_ENTRY = re.compile(r"^(\*\s+|[-\w.`*]+(?:\s*\([^)]*\))?\s*:(?:\s|$))")


def is_docstring_module(text: str) -> bool:
    """Whether the report is a module docstring with Google-style sections: it opens with triple quotes, and at least
    two of its lines name a section."""
    lines = text.lstrip().split("\n")
    return bool(lines and DOCSTRING_OPENING.match(lines[0])) and sum(1 for line in lines if _SECTION.match(line.strip())) >= 2


def docstring_lines(lines: list[str]) -> list[str]:
    """The docstring as Markdown (see the module's docstring), each line in its place; code after it stays code."""
    out = list(lines)
    inside = False
    quote = ""
    section = ""  # the section being read; "" in the docstring's opening prose
    literal_indent = -1  # the indent a "::" block's lines are deeper than, or -1 outside one
    for number, line in enumerate(lines):
        stripped = line.strip()
        if not inside:
            opening = DOCSTRING_OPENING.match(stripped)
            if opening and not quote:
                inside, quote = True, opening.group(1)
                rest = stripped[opening.end() :]
                out[number] = _closing_removed(rest, quote)
                inside = quote not in rest
            continue
        if quote in stripped:
            out[number] = _closing_removed(stripped, quote)
            inside = False
            continue
        indent = len(line) - len(line.lstrip())
        if literal_indent >= 0 and (not stripped or indent > literal_indent):
            out[number] = "    " + line[literal_indent + 4 :] if stripped else ""
            continue
        literal_indent = -1
        heading = _SECTION.match(stripped) if indent == 0 else None
        if heading:
            section = heading.group(1)
            out[number] = f"## {_SECTION_TITLES.get(section, section)}"
            continue
        if section in _CODE_SECTIONS:
            out[number] = line  # indented under its heading: a code block
            if stripped.endswith("::"):
                out[number] = "    " + line.rstrip()[:-1]
            continue
        body = line[4:] if section and indent >= 4 else line.lstrip() if not section else line
        if section and indent == 4 and _ENTRY.match(stripped):
            body = "- " + re.sub(r"^\*\s+", "", stripped)
        elif section and indent > 4:
            body = "  " + stripped
        if stripped.endswith("::"):
            body = body.rstrip()[:-1]
            literal_indent = indent
        out[number] = rest_literals(body.rstrip())
    return out


def _closing_removed(text: str, quote: str) -> str:
    return rest_literals(text.split(quote, 1)[0].rstrip())


def rest_literals(text: str) -> str:
    """A reST literal (````x````) as Markdown's code span."""
    return re.sub(r"``([^`\n]+)``", r"`\1`", text)
