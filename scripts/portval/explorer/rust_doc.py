"""A Rust source file whose doc comments hold the findings, read as the Markdown they are written in, line for line.

A team whose launcher is written in Rust keeps its notes where rustdoc reads them: `//!` lines document the crate or
the module they stand in, `///` lines the item below them, both in Markdown ("//! # `megatron.x.own`", fenced code,
lists); plain `//` and `/* ... */` comments say more between the items, and `#[deprecated(note = "...")]` marks an item
as no longer true. Read as text, every doc line opens with its slashes, so no heading is one, the docs of a
`mod neighbour { ... }` read as this patch's, and the items' code runs through the prose. Here a doc comment is the
Markdown after its slashes (one space taken off), a plain comment its words, a block comment its lines without the
frame, a deprecation note "Deprecated: ..." and every other line of code blank.
"""

from __future__ import annotations

import re

from .text import unfenced

_DOC = re.compile(r"^\s*//[!/](?![/!])\s?(.*)$")
_LINE_COMMENT = re.compile(r"^\s*//(?![/!])\s?(.*)$")
_BLOCK_OPEN = re.compile(r"^\s*/\*+!?\s?(.*?)\s*(\*/\s*)?$")
_DEPRECATED = re.compile(r'^\s*#\[deprecated\s*\((?:[^)]*\bnote\s*=\s*)?"((?:[^"\\]|\\.)*)"')
# An item of Rust: what a Rust file holds between its doc comments.
_ITEM = re.compile(r"^\s*(?:pub(?:\([\w ]+\))?\s+)?(?:fn|mod|const|static|struct|enum|trait|impl|use|type|let|extern\s+crate)\b|^\s*#!?\[")


def is_rust_source(text: str) -> bool:
    """Whether the report is Rust source documented with `//!` or `///` comments, outside any Markdown fence: three doc
    lines or more and two items of Rust; a Markdown heading at the margin rules it out."""
    text = unfenced(text)
    if re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE):
        return False
    lines = text.split("\n")
    return sum(bool(_DOC.match(line)) for line in lines) >= 3 and sum(bool(_ITEM.match(line)) for line in lines) >= 2


def rust_doc_lines(lines: list[str]) -> list[str]:
    """The file as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    in_block = False  # inside a /* ... */ comment
    for line in lines:
        if in_block:
            in_block = "*/" not in line
            words = re.sub(r"\*+/\s*$", "", line).strip()
            out.append(re.sub(r"^\*\s?", "", words).rstrip() if words != "*" else "")
            continue
        if doc := _DOC.match(line):
            out.append(doc.group(1).rstrip())
        elif comment := _LINE_COMMENT.match(line):
            out.append(comment.group(1).strip())
        elif block := _BLOCK_OPEN.match(line):
            in_block = not block.group(2)
            out.append(block.group(1).strip())
        elif deprecated := _DEPRECATED.match(line):
            out.append(f"Deprecated: {deprecated.group(1)}")
        else:
            out.append("")
    return out
