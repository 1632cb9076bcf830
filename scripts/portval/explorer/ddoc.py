"""A D module whose findings live in DDoc comments, read as the Markdown they stand for, line for line.

A team whose trace tool is D documents it where DDoc reads it: `///` lines, `/** ... */` and `/++ ... +/` blocks
whose sections are labels (`Params:`, `Returns:`, `See_Also:`, `Deprecated:`), whose examples stand between lines of
dashes (`---`), and whose macros mark code (`$(D name)`); plain `//` and `/* */` comments say more, and a
`deprecated("...")` declaration marks what no longer holds. Read as Markdown, a `/++` block is plus signs around
prose, a `---` line a rule that turns the line above into a heading, and the code (a `version (ROCm)` block, an enum
naming a Turbo symbol) reads as statements. Here the comments are read and the code set aside as `code_comments`
does, `/+ +/` a block comment too; a `---` line in a comment a code fence, `$(D x)` a code span, and a
`deprecated("...")` message "Deprecated: ...".
"""

from __future__ import annotations

import re

from .code_comments import C_BLOCKS, commented_code_lines
from .text import unfenced, written_in_prose_markup

_BLOCKS = (*C_BLOCKS, (r"/\+", "+/"))
# A line of D commented out: a declaration, an assignment, a call.
_COMMENTED_OUT = re.compile(
    r"^(?:(?:enum|struct|class|auto|void|int|string|import|module|version)\b.*|[\w.]+\s*=\s*\S.*;|[\w.]+\(.*\)\s*;)$"
)
_DEPRECATED = re.compile(r'^\s*deprecated\s*\(\s*"((?:[^"\\]|\\.)*)"')


def is_ddoc_module(text: str) -> bool:
    """Whether the report is a D module documented with DDoc, outside any Markdown fence: a `module x;` declaration or
    a `/++` block, two doc comments, and D's own forms (`import std.`, `version (`, `struct`, `enum`); a Markdown
    heading or prose markup rules it out."""
    text = unfenced(text)
    if re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    first = next((line.strip() for line in text.split("\n") if line.strip()), "")
    if not re.match(r"(?://|/\*|/\+|module\s+[\w.]+\s*;)", first):
        return False
    own = re.search(r"^[ \t]*(?:module[ \t]+[\w.]+[ \t]*;|import[ \t]+std\.|version[ \t]*\()|^[ \t]*/\+\+", text, re.MULTILINE)
    docs = len(re.findall(r"^[ \t]*(?:///|/\*\*|/\+\+)", text, re.MULTILINE))
    return bool(own) and docs >= 2


def ddoc_lines(lines: list[str]) -> list[str]:
    """The module as Markdown (see the module's docstring), the line count unchanged."""
    out = commented_code_lines(lines, re.compile(r"//+"), _COMMENTED_OUT, _BLOCKS)
    example = False  # between two lines of dashes in a doc comment
    for index, line in enumerate(lines):
        if re.fullmatch(r"\s*(?:[*+]|///)?\s*-{3,}\s*", line):
            # An example between two lines of dashes: code as written, never a statement.
            example = not example
            out[index] = "```"
        elif example:
            out[index] = re.sub(r"^\s*(?:[*+]|///)\s?", "", line).rstrip()
        elif deprecated := _DEPRECATED.match(line):
            out[index] = f"Deprecated: {deprecated.group(1)}"
        else:
            out[index] = _macros(out[index])
    return out


def _macros(words: str) -> str:
    """DDoc's macros as Markdown: `$(D x)` a code span, `$(LI x)` an item, a list's `$(UL` blank."""
    if re.fullmatch(r"\s*\$\((?:UL|OL)\s*", words):
        return ""
    words = re.sub(r"\$\((?:D|D_INLINECODE|REF|LREF|D_CODE)\s+((?:[^()]|\([^()]*\))+)\)", r"`\1`", words)
    item = re.match(r"^(\s*)\$\(LI\s+(.*?)\)+\s*$", words)
    return f"{item.group(1)}- {item.group(2)}" if item else words
