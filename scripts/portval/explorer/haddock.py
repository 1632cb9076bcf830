"""A Haskell module whose notes are Haddock comments, read as the Markdown they stand for, line for line.

Haddock documents a module in comments: a ``{- | ... -}`` block (its header fields ``Module :``, ``Description :``,
``Copyright :`` first), ``-- |`` before a declaration and ``-- ^`` after a field, ``-- $name`` a named chunk the export
list places, and ``-- * Heading`` / ``-- ** Subheading`` in the export list the module's sections. Inside them,
``@code@`` is code (``\\/`` an escaped slash), ``'name'`` and ``"Module"`` link to a name and a module, ``__bold__`` and
``/emphasis/`` mark words, and a line opening with ``>`` (a bird track) or ``>>>`` is code, as are the lines between two
lines of ``@`` alone. Between the comments stands
the Haskell. Read as Markdown, every line opens with ``--``, ``@`` marks nothing and the code reads as sentences.

Here a comment's lines are its Markdown without the comment marks: a section of the export list a heading, a ``*``
line elsewhere an item and ``[term] text`` an item with its term in bold, ``@x@`` a code span, ``__x__`` bold, a
bird-track line an indented line of code, a line of ``@`` alone a fence; the ``Description`` field a line of text and
the module's other header fields, the pragmas (``{-# ... #-}``), the named chunks' labels and the Haskell code
between the comments blank (the code only models what the notes say), but for a field's ``-- ^`` note after it.
"""

from __future__ import annotations

import re

_HEADER_FIELD = re.compile(r"^\s*(Module|Description|Copyright|License|Maintainer|Stability|Portability)\s*:\s*(.*)$")
_SECTION = re.compile(r"^\s*(?:[(,]\s*)?--\s*(\*{1,4})\s+(\S.*)$")


def is_haddock_module(text: str) -> bool:
    """Whether the report is a Haskell module documented with Haddock: a ``module ... where`` and Haddock comments."""
    module = bool(re.search(r"^module\s+[A-Z][\w.]*", text, re.MULTILINE))
    comments = len(re.findall(r"^[ \t]*--[ \t]*[|^$*]|\{-[ \t]*\|", text, re.MULTILINE))
    return module and comments >= 3


def haddock_lines(lines: list[str]) -> list[str]:
    """The module as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    block = False  # inside a {- ... -} comment
    exports = False  # inside the export list, where "-- * x" heads a section (elsewhere it is an item)
    code = False  # inside a code block a line of "@" alone opens and closes
    for line in lines:
        stripped = line.strip()
        if re.match(r"^module\s", line):
            exports = "where" not in line
        elif exports and re.search(r"\)\s*where\b", line):
            exports = False
        if block:
            block = not stripped.endswith("-}")
            field = _HEADER_FIELD.match(line)
            if field:
                out.append(_inline(field.group(2)) if field.group(1) == "Description" else "")
            else:
                words, code = _code_block(line.rstrip().removesuffix("-}"), code)
                out.append(words)
            continue
        if stripped.startswith("{-#"):
            out.append("")
            continue
        if stripped.startswith("{-"):
            block = not stripped.endswith("-}")
            out.append(_text(re.sub(r"^\{-\s*[|^]?", "", stripped).removesuffix("-}")))
            continue
        section = _SECTION.match(line) if exports else None
        if section:
            out.append(f"{'#' * min(len(section.group(1)) + 1, 6)} {_inline(section.group(2))}")
            continue
        comment = re.match(r"^\s*(?:,\s*)?--\s?([|^]\s?)?(.*)$", line)
        if comment and not line.lstrip().startswith("-->"):
            words = comment.group(2)
            if re.match(r"\$\w+\s*$", words.strip()):
                out.append("")
            else:
                words, code = _code_block(words, code)
                out.append(words)
            continue
        # The module's Haskell models the notes and states nothing of its own; a field's "-- ^" note after it is words.
        after = re.search(r"--\s*\^\s?(.*)$", line)
        out.append(_text(after.group(1)) if after else "")
    return out


def _code_block(words: str, code: bool) -> tuple[str, bool]:
    """A comment line's words where a line of "@" alone fences a code block: the fence, a line in the block as written
    (never read as a statement), or the line's Markdown; and whether a block is open after it."""
    if words.strip() == "@":
        return "```", not code
    return (words if code else _text(words)), code


def _text(line: str) -> str:
    """One line of a comment: a bird-track line as code, an item as an item ("* x", "[term] x" with its term in bold),
    else its inline marks as Markdown."""
    bird = re.match(r"^\s*(>>>|>)\s?(.*)$", line)
    if bird:
        return "    " + bird.group(2)
    item = re.match(r"^(\s*)\*\s+(.*)$", line)
    if item:
        return f"{item.group(1)}- {_inline(item.group(2))}"
    term = re.match(r"^(\s*)\[([^\]]+)\]\s+(.*)$", line)
    if term:
        return f"{term.group(1)}- **{_inline(term.group(2))}:** {_inline(term.group(3))}"
    return _inline(line)


def _inline(text: str) -> str:
    """Haddock's inline marks as Markdown's: ``@x@`` code, ``__x__`` bold, ``/x/`` emphasis, ``'name'`` a name."""
    text = re.sub(r"@((?:\\.|[^@\\])+)@", lambda m: "`" + re.sub(r"\\(.)", r"\1", m.group(1)) + "`", text)
    parts = re.split(r"(`[^`]*`)", text)
    written = []
    for index, part in enumerate(parts):
        if index % 2:
            written.append(part)
            continue
        part = re.sub(r"__(\S(?:.*?\S)?)__", r"**\1**", part)
        part = re.sub(r"(?<![\w/])/(\w(?:[^/\n]*?\w)?)/(?![\w/])", r"*\1*", part)
        part = re.sub(r"(?<![\w'])'([A-Za-z_][\w.]*)'(?![\w'])", r"`\1`", part)
        written.append(re.sub(r"\\(.)", r"\1", part))
    return "".join(written)
