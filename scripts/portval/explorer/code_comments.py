"""The comments of a configuration language's source (Nix, Terraform's HCL) read as the Markdown they are written
in, and its code set aside, line for line.

A team that keeps its findings beside the settings they govern writes them as line comments (`#`, `//`), block
comments (`/* ... */`), the `description` of a variable or an option, an attribute commented out when it was
dropped, and a comment at a line's end on the setting it explains. The code itself (a pin in an overlay, a value in
a ConfigMap, a conditional resource) is the environment's, never a statement about the patch. Here a line comment is
prose (the short line under a rule a heading), a block comment its lines without the frame (a line of code in it
blank: a resource taken out of the build), a line of code commented out a quotation, a `description` a quotation of
its words, a line of code with a comment at its end, or one that sets an environment variable, a quotation of the
code (and its comment), and every other line of code blank.
"""

from __future__ import annotations

import re

from .config_text import marked_comment

# A block comment's delimiters, as (what opens it, as a pattern; what closes it): C's "/*", "/**" (a doc block) or
# Rust's "/*!" (a crate's or a module's own doc), closed by "*/". Other languages give their own (Pascal's "{" and
# "(*", D's "/+", Nim's "#[").
C_BLOCKS = ((r"/\*(?:!(?!/))?", "*/"),)
# An environment variable set ("PRIMUS_PATCHES = "all";", "HIP_FORCE_DEV_KERNARG = 1"), read from the stripped
# line: a name every report's reader checks, so never left out.
_ENVIRONMENT = re.compile(r"([A-Z][A-Z0-9_]{2,}\s*=\s*[^;#\s](?:[^;#]*[^;#\s])?;?)")
# A description a variable or an option gives itself: 'description = "Maps to x."' (its words, quoted as written).
_DESCRIPTION = re.compile(r'^\s*description\s*=\s*"((?:[^"\\]|\\.)*)"\s*;?\s*$')
# A comment at a line's end: the marker after the code, outside any string.
_TRAILING = r'^((?:[^"#/\n]|"(?:[^"\\]|\\.)*"|/(?![/*]))*?\S)\s+(?:{marker})\s?(.*)$'


# A line of a list or a command commented out: quoted strings only ('"megatron-core>=0.16.0",', '"--flag" "true"'),
# or a bracket that opens or closes one.
QUOTED_ITEMS = r'(?:"[^"]*"\s*)+[,;]?|[\[\]{}()]+[,;]?'


def commented_code_lines(
    lines: list[str], marker: re.Pattern[str], commented_out: re.Pattern[str], blocks: tuple[tuple[str, str], ...] = C_BLOCKS
) -> list[str]:
    """The source as Markdown (see the module's docstring), the line count unchanged: ``marker`` opens a line comment,
    ``commented_out`` tells a comment's words that are code set aside, ``blocks`` are the block comments' delimiters."""
    trailing_comment = re.compile(_TRAILING.replace("{marker}", marker.pattern))
    out: list[str] = []
    in_block: str | bool = False  # inside a block comment: what closes it
    for index, line in enumerate(lines):
        words, in_block = block_comment(line, in_block, blocks)
        if words is not None:
            # A resource or an attribute a block comment holds is code taken out of the build: nothing it says holds.
            out.append("" if commented_out.match(words.strip()) else words)
            continue
        said = marked_comment(lines, index, marker, commented_out)
        if said is not None:
            out.append(said)
        elif description := _DESCRIPTION.match(line):
            # What a variable says of itself is the writer's gloss on a setting, never the patch's summary.
            words = description.group(1).replace('\\"', '"')
            out.append(f"> description: {words}" if words else "")
        elif environment := _ENVIRONMENT.fullmatch(line.strip()):
            out.append(_quoted(environment.group(1)))
        elif trailing := trailing_comment.match(line):
            # 'HSA_NO_SCRATCH_RECLAIM = "1";   # cluster-wide, unrelated': the comment speaks of the setting on its
            # line, quoted with it, never stated.
            out.append(f"{_quoted(trailing.group(1))} {trailing.group(2).strip()}")
        else:
            out.append("")
    return out


def block_comment(line: str, in_block: str | bool, blocks: tuple[tuple[str, str], ...] = C_BLOCKS) -> tuple[str | None, str | bool]:
    """The words a line holds of a block comment (its frame and leading stars taken off, and whatever code follows its
    end on the line left out), and what closes the comment where it goes on past the line (False where it ends); None
    for a line that is in no block comment. "/* gpu-b only */ count = 1" holds "gpu-b only"; " * b */ pin = 1" holds
    "b". ``in_block`` is what the line before left open (True for the first of ``blocks``)."""
    closer = blocks[0][1] if in_block is True else in_block
    if not closer:
        opened = next(((m, close) for pattern, close in blocks if (m := re.match(rf"^\s*{pattern}(.*)$", line))), None)
        if not opened:
            return None, False
        line, closer = opened[0].group(1), opened[1]
    ends = closer in line
    words = re.sub(r"^(?:\*+(?!/)|\++(?!/))\s?", "", line.split(closer, 1)[0].strip())
    # "/*** d ***/", "/++ d ++/": the frame's marks on either side of the words; "{ ====== }" a rule, nothing said.
    words = (re.sub(r"\s*[*+]+$", "", words) if ends else words).rstrip()
    return ("" if re.fullmatch(r"[-=#*~+_]{3,}", words) else words), (False if ends else closer)


def lead_deprecated(out: list[str], doc: list[int], examples: set[int]) -> None:
    """Lead a doc that says `@deprecated` with "### Deprecated:" on its first line of prose (not a line of its
    examples, a quotation or a heading), so that nothing it says reads as a fact of the patch; a doc that opens with
    its "Deprecated: ..." line is led by that label already."""
    first = next((n for n in doc if out[n].strip() and n not in examples and not out[n].startswith(("> ", "#"))), None)
    if first is not None and not out[first].startswith("Deprecated"):
        out[first] = f"### Deprecated: {out[first].strip()}"


def _quoted(code: str) -> str:
    """A line of code set aside as a quotation, in a code span (a backtick in it read as a quote)."""
    return "> `" + code.strip().replace("`", "'") + "`"
