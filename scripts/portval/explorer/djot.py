"""A Djot document, read as the Markdown it stands for, line for line.

Djot (John MacFarlane's successor to CommonMark) writes most things as Markdown does, headings, lists, tables, code
spans and fenced blocks, but marks some its own way: ``_emphasis_`` and ``*strong*`` (one asterisk), an edit's
deletion ``{-old-}`` and insertion ``{+new+}``, a div between ``::: warning`` fences, an attribute ``{.correction}`` on a
line of its own or after a span, and a table's caption ``^ ...``. Read as Markdown, "*strong*" is emphasis, a deletion
reads as plainly as the text around it, and the fences and attributes are words. Here strong is Markdown's strong, a
deletion is struck (taken back, as a report's own struck text is) and an insertion its words, and the fences,
attributes and captions are blank lines.
"""

from __future__ import annotations

import re

from .criticmarkup import struck_lines

# A block attribute on a line of its own ("{#id .class}"), a div's fence ("::: warning", ":::"), a table's caption.
_ATTRIBUTE_LINE = re.compile(r"^\s*\{[#.%][^}]*\}\s*$")
_DIV_FENCE = re.compile(r"^\s*:::+(?:\s+[\w-]+)?\s*$")
_CAPTION = re.compile(r"^\^\s")
# An edit: "{-old-}" deleted, "{+new+}" inserted, over lines too.
_EDIT = re.compile(r"\{([-+])(.*?)\1\}", re.DOTALL)
# An attribute right after a span or a link ("`x`{.py}", "[text]{.note}").
_INLINE_ATTRIBUTE = re.compile(r"(?<=[`\]_*])\{[#.%][^}]*\}")
_STRONG = re.compile(r"(?<![\w*\\])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])")
_EMPHASIS = re.compile(r"(?<![\w\\])_(?=\S)([^_\n]+?)(?<=\S)_(?!\w)")


def is_djot(text: str) -> bool:
    """Whether the report is Djot: a div fence ("::: note") or a caption, with an edit or an attribute of Djot's."""
    lines = text.split("\n")
    container = any(_DIV_FENCE.match(line) and line.strip() != ":::" for line in lines) or any(_CAPTION.match(line) for line in lines)
    own = bool(_EDIT.search(text)) or any(_ATTRIBUTE_LINE.match(line) for line in lines)
    return container and own


def djot_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    text = _EDIT.sub(lambda m: struck_lines(m.group(2)) if m.group(1) == "-" else m.group(2), "\n".join(lines))
    out = []
    fenced = False
    for line in text.split("\n"):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            out.append(line)
            continue
        if fenced:
            out.append(line)
            continue
        if _ATTRIBUTE_LINE.match(line) or _DIV_FENCE.match(line) or _CAPTION.match(line):
            out.append("")
            continue
        line = _INLINE_ATTRIBUTE.sub("", line)
        out.append("".join(part if part.startswith("`") else _inline(part) for part in re.split(r"(`[^`\n]*`)", line)))
    return out


def _inline(words: str) -> str:
    """Djot's inline marks outside code as Markdown's: strong and emphasis."""
    return _EMPHASIS.sub(r"*\1*", _STRONG.sub(r"**\1**", words))
