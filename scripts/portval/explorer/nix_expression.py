"""A Nix expression (a NixOS module, a flake's output, a `default.nix`) whose comments hold the findings, read as the
Markdown it stands for, line for line.

A team that builds its training environment with Nix keeps its notes next to the settings they govern (see
`code_comments`). Read as Markdown, every `#` line is a first-level heading, so no sentence runs over two lines, and
the expression's strings ('description = "Maps to x"' of a module's option, a pinned version in an overlay) read as
statements of the report. Here the comments are read and the code set aside as `code_comments` does, `#` opening a
line comment and an attribute commented out quoted.
"""

from __future__ import annotations

import re

from .code_comments import QUOTED_ITEMS, commented_code_lines
from .text import opens_with_prose, unfenced, written_in_prose_markup

# What only Nix writes: a module's argument set, "let"/"in", the library's option and condition builders, an overlay.
_NIX_SIGNS = (
    # "[ \t]*", not "\s*", after "^": a blank that could run over newlines would try again from every line.
    re.compile(r"^[ \t]*\{[^{}\n]*\.\.\.[ \t]*\}[ \t]*:", re.MULTILINE),
    re.compile(r"^[ \t]*let[ \t]*\n(?:.*\n)*?[ \t]*in\b", re.MULTILINE),
    re.compile(r"\blib\.(?:mk(?:If|Option|EnableOption|Default|Force|Merge|Overlay)|optionals?|types\.)"),
    re.compile(r"\b(?:final|self):\s*(?:prev|super):"),
    re.compile(r"\bwith\s+(?:pkgs|lib|ps)\s*;"),
    re.compile(r"\bpkgs\.\w"),
)
# An attribute commented out: "name = value;", "name.path = {" or "inherit x;".
_ATTRIBUTE = re.compile(rf"^(?:[\w\"${{}}.-]+\s*=\s*\S.*|inherit\b.*;|{QUOTED_ITEMS})$")


def is_nix_expression(text: str) -> bool:
    """Whether the report is a Nix expression: three of Nix's own forms and three comment lines or a block comment,
    outside any Markdown fence; a Markdown heading below the first level, a fence or prose markup rules it out."""
    text = unfenced(text)
    if re.search(r"^#{2,6}[ \t]+\S|^```|^#\+begin_src\b", text, re.MULTILINE | re.IGNORECASE) or written_in_prose_markup(text):
        return False
    if opens_with_prose(text, re.compile(r"\s*(?:#|/\*|\*)")):
        return False
    signs = sum(bool(sign.search(text)) for sign in _NIX_SIGNS)
    comments = len(re.findall(r"^[ \t]*#", text, re.MULTILINE)) >= 3 or re.search(r"^[ \t]*/\*", text, re.MULTILINE)
    return signs >= 3 and bool(comments)


def nix_lines(lines: list[str]) -> list[str]:
    """The expression as Markdown (see the module's docstring), the line count unchanged."""
    return commented_code_lines(lines, re.compile("#"), _ATTRIBUTE)
