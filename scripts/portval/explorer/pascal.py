"""A Delphi (Object Pascal) unit whose comments hold the findings, read as the Markdown it stands for, line for line.

A team whose inventory tool is Delphi keeps its notes on a patch in the unit that models it: `{ ... }` and `(* ... *)`
comment blocks, `//` lines, `///` XML doc comments (`<summary>`, `<remarks>`, `<c>`), and compiler directives
(`{$IFDEF ROCM}`) that look like comments but choose code. Read as Markdown, a `{ ... }` block is braces around
prose that runs into the code, and the code (a `const` naming a variable, a `case` over styles) reads as
statements. Here the comments are read and the code set aside as `code_comments` does, `{`, `(*` and `//` opening
comments; a directive is code, blank; an XML doc comment reads as a C# doc's does (`source_comments.xml_doc_words`:
a frame tag blank, `<c>` a code span).
"""

from __future__ import annotations

import re

from .code_comments import commented_code_lines
from .source_comments import xml_doc_words
from .text import unfenced, written_in_prose_markup

# "{" opens a comment, "{$" a compiler directive; "(*" a comment too.
_BLOCKS = ((r"\{(?!\$)", "}"), (r"\(\*", "*)"))
# A statement commented out: an assignment, a call, a declaration.
_COMMENTED_OUT = re.compile(
    r"^(?:\w[\w.\[\]]*\s*:=.*|\w[\w.]*\s*\(.*\)\s*;|(?:var|const|type|uses|procedure|function|begin|end)\b.*)$", re.IGNORECASE
)
_UNIT = re.compile(r"^[ \t]*(?:unit|program|library)[ \t]+[\w.]+[ \t]*;", re.MULTILINE | re.IGNORECASE)


def is_pascal_unit(text: str) -> bool:
    """Whether the report is a Pascal unit, outside any Markdown fence: "unit X;" (or "program X;") first, then an
    `interface` or `implementation` section or a `begin`; a Markdown heading or prose markup rules it out."""
    text = unfenced(text)
    if re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    code = [
        line
        for line in re.sub(r"\{[^}]*\}|\(\*.*?\*\)", "", text, flags=re.DOTALL).split("\n")
        if line.strip() and not line.strip().startswith("//")
    ]
    if not code or not _UNIT.match(code[0]):
        return False
    return bool(re.search(r"^[ \t]*(?:interface|implementation|begin)\b", text, re.MULTILINE | re.IGNORECASE))


def pascal_lines(lines: list[str]) -> list[str]:
    """The unit as Markdown (see the module's docstring), the line count unchanged."""
    out = commented_code_lines(lines, re.compile(r"//+"), _COMMENTED_OUT, _BLOCKS)
    for index, line in enumerate(lines):
        if re.match(r"\s*\{\$", line):
            out[index] = ""  # a directive ("{$IFDEF ROCM}") chooses code; it says nothing
        elif re.match(r"\s*///", line):
            out[index] = xml_doc_words(out[index])  # as a C# doc comment's
    return out
