"""A page in RDoc markup (a Ruby project's README.rdoc), read as the Markdown it stands for, line for line.

RDoc writes ``= Title`` and ``== Section`` as headings, ``+name+`` and ``<tt>name</tt>`` as code, ``*word*`` bold,
``[label] text`` and ``label:: text`` as labelled lists whose entries go on over indented lines, a block indented
after a blank line as verbatim text, and ``:stopdoc:`` ... ``:startdoc:`` around what the documentation leaves out. Read as Markdown or as an
INI file (its ``[label]`` entries look like sections), the headings are prose, the labels are section names and the
hidden text reads as the page's. Here a heading is a heading, a labelled entry an item ("- **Name / id:** ..."), its
indented lines going on with it, a verbatim block a code block, code marks code, and the hidden text and the
directives blank.
"""

from __future__ import annotations

import re

_HEADING = re.compile(r"^(=+)\s+(\S.*?)\s*$")
_DIRECTIVE = re.compile(r"^:(?:title|main|include|section|category|nodoc|doc|notnew|yield(?:s)?|call-seq)\b.*$")
_BRACKET_LABEL = re.compile(r"^\[([^\]\n]{1,60})\]\s+(\S.*)$")
_COLON_LABEL = re.compile(r"^([^\s:][^:\n]{0,60})::\s+(\S.*)$")


def is_rdoc(text: str) -> bool:
    """Whether the report is RDoc: two headings or more of RDoc's form (no closing "=" marks) and RDoc's own code marks
    or directives."""
    lines = text.split("\n")
    headings = sum(1 for line in lines if _HEADING.match(line) and not line.rstrip().endswith("="))
    marks = len(re.findall(r"<tt>[^<\n]+</tt>|(?<![\w+])\+[A-Za-z_][\w.]*\+(?![\w+])", text))
    directives = any(re.match(r"^:(?:stopdoc|startdoc|title|nodoc):", line) for line in lines)
    # AsciiDoc writes "= Title" and "+x+" too: its tables, source blocks, anchors and "----" delimiters are its own.
    asciidoc = bool(re.search(r"^\|===|^\[source\b|^\[\[[\w-]+\]\]|^-{4,}\s*$|^:toc:", text, re.MULTILINE))
    return headings >= 2 and (marks >= 3 or directives) and not asciidoc


def rdoc_lines(lines: list[str]) -> list[str]:
    """The page as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    hidden = False
    entry = False  # inside a labelled entry, whose indented lines go on with it
    verbatim = False  # inside an indented block after a blank line: text shown as written
    listed = False  # the last paragraph was a list's item, whose indented lines go on with it
    for number, line in enumerate(lines):
        stripped = line.strip()
        if entry and stripped and line[:1].isspace():
            out.append("  " + _inline(stripped))
            continue
        entry = False
        indented = bool(re.match(r"^ {2,}\S", line))
        starts = indented and not listed and (number == 0 or not lines[number - 1].strip())
        if verbatim and (not stripped or indented) or starts:
            verbatim = True
            out.append("    " + line if stripped else "")
            continue
        verbatim = False
        if stripped:
            listed = bool(re.match(r"^\s*(?:[*-]|\d+\.)\s", line)) or (listed and line[:1].isspace())
        if stripped == ":stopdoc:":
            hidden = True
            out.append("")
            continue
        if stripped == ":startdoc:":
            hidden = False
            out.append("")
            continue
        if hidden or _DIRECTIVE.match(stripped):
            out.append("")
            continue
        heading = _HEADING.match(line)
        if heading and not line.startswith(" "):
            out.append(f"{'#' * min(len(heading.group(1)), 6)} {_inline(heading.group(2))}")
            continue
        label = _BRACKET_LABEL.match(line) or _COLON_LABEL.match(line)
        if label:
            out.append(f"- **{_inline(label.group(1).strip())}:** {_inline(label.group(2))}")
            entry = True
            continue
        out.append(_inline(line))
    return out


def _inline(text: str) -> str:
    """RDoc's inline marks as Markdown's: ``<tt>x</tt>`` and ``+x+`` code, ``*x*`` bold, ``_x_`` emphasis."""
    text = re.sub(r"<tt>(.*?)</tt>|<code>(.*?)</code>", lambda m: f"`{m.group(1) or m.group(2)}`", text)
    text = re.sub(r"(?<![\w+`])\+([^\s+`][^+`]*?)\+(?![\w+])", r"`\1`", text)
    text = re.sub(r"<b>(.*?)</b>", r"**\1**", text)
    text = re.sub(r"<em>(.*?)</em>|<i>(.*?)</i>", lambda m: f"*{m.group(1) or m.group(2)}*", text)
    # "*bold*" outside code: one word or several, RDoc's bold.
    parts = text.split("`")
    return "`".join(re.sub(r"(?<![\w*])\*([^\s*][^*]*?)\*(?![\w*])", r"**\1**", part) if i % 2 == 0 else part for i, part in enumerate(parts))
