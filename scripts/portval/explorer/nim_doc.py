"""A Nim module whose findings live in its doc comments, read as the Markdown they stand for, line for line.

A team whose log tooling is Nim documents it where `nim doc` reads it: `##` lines and `##[ ... ]##` blocks of
reStructuredText (field lists, ``code``, `.. code-block::` directives), plain `#` lines and `#[ ... ]#` blocks, a
doc comment after a declaration on its line, and a `{.deprecated: "...".}` pragma. Read as Markdown, every `##` line
is a second-level heading and a `#` line a first-level one, a block's rules of `=` signs make headings of the line
above, and the code (a `const` naming a variable, a `case` over kinds) reads as statements. Here a comment is its
words (their indentation kept, so a code block stays one), a field `:Name: x` a labelled line, a directive blank, a
rule blank, a declaration with a doc comment after it quoted with it, a deprecation "Deprecated: ...", and every
other line of code blank.
"""

from __future__ import annotations

import re

from .text import unfenced

_COMMENT = re.compile(r"^(\s*)##?(?![\[\]])\s?(.*)$")
_TRAILING = re.compile(r'^((?:[^"#\n]|"(?:[^"\\]|\\.)*")*?\S)\s+##?\s?(.*)$')
_DEPRECATED = re.compile(r'\{\.\s*deprecated\s*:\s*"((?:[^"\\]|\\.)*)"')
# Nim's own forms: "proc f*(", "import std/", "type X* = object", "when defined(x):".
_NIM = re.compile(
    r"^[ \t]*(?:(?:proc|func|method|iterator|template|macro)[ \t]+\w+\*?[ \t]*[(\[]|import[ \t]+std/|from[ \t]+std/|when[ \t]+defined\()",
    re.MULTILINE,
)


def is_nim_module(text: str) -> bool:
    """Whether the report is a Nim module with doc comments, outside any Markdown fence: two of Nim's own forms and
    three `##` doc lines or a `##[` block, and nothing but comments before the code (its doc comments are
    reStructuredText, which prose markup's test would take for a document of its own)."""
    text = unfenced(text)
    if re.search(r"^#{3,6}[ \t]+\S", text, re.MULTILINE):
        return False
    outside = re.sub(r"##?\[.*?\]##?", "", text, flags=re.DOTALL)
    first = next((line.strip() for line in outside.split("\n") if line.strip() and not line.lstrip().startswith("#")), "")
    if not re.match(r"(?:import|from|include|type|const|let|var|proc|func|when|\{\.)\b", first):
        return False
    docs = len(re.findall(r"^[ \t]*##(?!#)", text, re.MULTILINE))
    return len(_NIM.findall(text)) >= 2 and (docs >= 3 or bool(re.search(r"^[ \t]*##\[", text, re.MULTILINE)))


def nim_lines(lines: list[str]) -> list[str]:
    """The module as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    closer = ""  # inside a block comment: "]##" or "]#"
    for line in lines:
        if closer:
            words = line.split(closer, 1)[0].rstrip()
            closer = "" if closer in line else closer
            out.append(_rst(words))
            continue
        opened = re.match(r"^\s*(##?)\[(.*)$", line)
        if opened:
            closer = "]" + opened.group(1)
            words = opened.group(2).split(closer, 1)[0].rstrip()
            closer = "" if closer in opened.group(2) else closer
            out.append(_rst(words))
            continue
        if deprecated := _DEPRECATED.search(line):
            out.append(f"Deprecated: {deprecated.group(1)}")
        elif comment := _COMMENT.match(line):
            # A doc comment under a declaration is indented with it; its words keep only their own indentation.
            out.append(_rst(comment.group(2).rstrip()))
        elif trailing := _TRAILING.match(line):
            out.append(f"> `{trailing.group(1).strip()}` {_rst(trailing.group(2)).strip()}".rstrip())
        else:
            out.append("")
    return out


def _rst(words: str) -> str:
    """A line of reStructuredText as Markdown: a rule or a directive blank, a field a labelled line."""
    if re.fullmatch(r"\s*[=\-~^*#]{3,}\s*", words) or re.match(r"\s*\.\.\s+[\w-]+::", words):
        return ""
    field = re.match(r"^(\s*):([\w -]+):\s*(.*)$", words)
    return f"{field.group(1)}{field.group(2)}: {field.group(3)}" if field else words
