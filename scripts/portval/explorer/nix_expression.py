"""A Nix expression (a NixOS module, a flake's output, a `default.nix`) whose comments hold the findings, read as the
Markdown it stands for, line for line.

A team that builds its training environment with Nix keeps its notes next to the settings they govern: `#` comment
blocks (a title under a rule of dashes), `/* ... */` block comments, an attribute commented out when it was dropped,
and a comment at a line's end on the setting it explains. Read as Markdown, every `#` line is a first-level heading,
so no sentence runs over two lines, and the expression's strings ("description = "Maps to x"" of a module's option,
a pinned version in an overlay) read as statements of the report. Here a `#` comment is prose (the short line under
a rule a heading), a block comment its lines without the frame, an attribute commented out a quotation (set aside,
never stated), a line of code with a comment at its end, or one that sets an environment variable, a quotation of the
code (and its comment), and every other line of code blank: what an option's description or an overlay's pin says is the environment's, not the patch's.
"""

from __future__ import annotations

import re

from .config_text import hash_comment
from .text import unfenced, written_in_prose_markup

# What only Nix writes: a module's argument set, "let"/"in", the library's option and condition builders, an overlay.
_NIX_SIGNS = (
    re.compile(r"^\s*\{[^{}\n]*\.\.\.\s*\}\s*:", re.MULTILINE),
    re.compile(r"^\s*let\s*$[\s\S]*?^\s*in\b", re.MULTILINE),
    re.compile(r"\blib\.(?:mk(?:If|Option|EnableOption|Default|Force|Merge|Overlay)|optionals?|types\.)"),
    re.compile(r"\b(?:final|self):\s*(?:prev|super):"),
    re.compile(r"\bwith\s+(?:pkgs|lib|ps)\s*;"),
    re.compile(r"\bpkgs\.\w"),
)
# An attribute commented out: "name = value;", "name.path = {" or "inherit x;".
_ATTRIBUTE = re.compile(r"^(?:[\w\"${}.-]+\s*=\s*\S.*|inherit\b.*;)$")
_BLOCK_OPEN = re.compile(r"^\s*/\*+\s?(.*?)\s*(\*/)?\s*$")
# An environment variable set ("PRIMUS_PATCHES = "all";"): a name every report's reader checks, so never left out.
_ENVIRONMENT = re.compile(r"^\s*([A-Z][A-Z0-9_]{2,}\s*=\s*[^;]+;)\s*$")
# A comment at a line's end: "#" after the code, outside any string.
_TRAILING = re.compile(r'^((?:[^"#\n]|"(?:[^"\\]|\\.)*")*?\S)\s+#\s?(.*)$')


def is_nix_expression(text: str) -> bool:
    """Whether the report is a Nix expression: three of Nix's own forms and three comment lines or a block comment,
    outside any Markdown fence; a Markdown heading below the first level, a fence or prose markup rules it out."""
    text = unfenced(text)
    if re.search(r"^#{2,6}[ \t]+\S|^```", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    signs = sum(bool(sign.search(text)) for sign in _NIX_SIGNS)
    comments = len(re.findall(r"^[ \t]*#", text, re.MULTILINE)) >= 3 or re.search(r"^\s*/\*", text, re.MULTILINE)
    return signs >= 3 and bool(comments)


def nix_lines(lines: list[str]) -> list[str]:
    """The expression as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    in_block = False  # inside a /* ... */ comment
    for index, line in enumerate(lines):
        if in_block:
            in_block = "*/" not in line
            words = re.sub(r"\*+/\s*$", "", line).strip()
            out.append(re.sub(r"^\*\s?", "", words).rstrip() if words != "*" else "")
            continue
        if block := _BLOCK_OPEN.match(line):
            in_block = not block.group(2)
            out.append(block.group(1).strip())
            continue
        said = hash_comment(lines, index, _ATTRIBUTE)
        if said is not None:
            out.append(said)
            continue
        if environment := _ENVIRONMENT.match(line):
            out.append(_quoted(environment.group(1)))
            continue
        trailing = _TRAILING.match(line)
        # "HSA_NO_SCRATCH_RECLAIM = "1";   # cluster-wide, unrelated to HSDP": what the comment says is about the
        # setting on its line, quoted with it, never stated.
        out.append(f"{_quoted(trailing.group(1))} {trailing.group(2).strip()}" if trailing else "")
    return out


def _quoted(code: str) -> str:
    """A line of code set aside as a quotation, in a code span (a backtick in it read as a quote)."""
    return "> `" + code.strip().replace("`", "'") + "`"
