"""A reStructuredText page as Sphinx sources it, read as the Markdown it stands for, line for line.

reST marks a section by underlining its title (``What it does`` over ``====``), a comment or a directive by a line
opening with ``..`` (``.. note::``, ``.. code-block:: yaml``) whose body is indented under it, inline code by double
backquotes and a reference by a role (``:py:func:`~a.b.f```); ``#.`` numbers a list's items. Read as Markdown, an
underline is a rule or a heading of the wrong line, a comment reads as the writer's words, a role keeps its markup
run into the name it names, and ``#.`` items are a heading. Here a title is a heading (its level by the order its
underline first appears), a comment is blank, a code directive's body is fenced, another directive's body is its
paragraph, a list-table's rows are an HTML table's (see list_tables), and the inline marks are Markdown's.
"""

from __future__ import annotations

import re

from .list_tables import list_table_rows

_ADORNMENT = re.compile(r"^([=\-~^\"'`#*+:.])\1{2,}\s*$")
_DIRECTIVE = re.compile(r"^\.\.\s+([\w:-]+)::\s*(.*)$")
_COMMENT = re.compile(r"^\.\.(?:\s|$)")
_ROLE = re.compile(r":[\w:.-]+:`~?([^`<]*?)(?:\s*<([^>]+)>)?`")
_CODE_DIRECTIVES = ("code-block", "code", "sourcecode", "literalinclude")


def is_rst(text: str) -> bool:
    """Whether the report is a reST page: a title underlined and a directive, and neither Python source (a module whose
    docstrings are reST is read as code) nor Markdown headings."""
    lines = text.split("\n")
    underlined = any(_ADORNMENT.match(lines[i + 1]) and lines[i].strip() and not _ADORNMENT.match(lines[i]) for i in range(len(lines) - 1))
    directive = re.search(r"^\.\.\s+[\w:-]+::", text, re.MULTILINE)
    other = re.search(r"^(?:def|class|import|from)\s|^#{1,6}\s|^[ \t]*[\[{]", text, re.MULTILINE)
    return underlined and bool(directive) and not other


def rst_lines(lines: list[str]) -> list[str]:
    """The page as Markdown (see the module's docstring), the line count unchanged."""
    # A literal may run over a line break ("``iterations_to_skip:\nnull``"): its marks are read over the whole page.
    lines = _LITERAL.sub(lambda m: f"`{m.group(1)}`", "\n".join(lines)).split("\n")
    out = list(lines)
    levels: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        directive = _DIRECTIVE.match(line)
        if directive or _COMMENT.match(line):
            end = _body_end(lines, index)
            name = directive.group(1) if directive else ""
            options = {i for i in range(index + 1, end) if re.match(r"\s+:[\w-]+:", lines[i])}
            if name in _CODE_DIRECTIVES and end < len(lines) and not lines[end].strip():
                # The code between a fence on the directive's line and one on the blank line after the body.
                width = _indent(lines, index + 1, end)
                out[index] = "```" + directive.group(2).strip()
                out[index + 1 : end] = ["" if i in options else lines[i][width:] for i in range(index + 1, end)]
                out[end] = "```"
                index = end + 1
                continue
            if name == "list-table":
                # An inventory as reST writes a table: rows of bullets, read as the table they stand for.
                out[index] = f"**{_inline(directive.group(2).strip())}**" if directive.group(2).strip() else ""
                header = any(re.match(r"\s*:header-rows:\s*[1-9]", lines[i]) for i in options)
                list_table_rows(lines, index + 1, end, out, header=header, inline=_inline)
            elif directive and name not in ("contents", "toctree", "image", "figure"):
                # ".. note::", ".. warning::", ".. deprecated:: 26.5": the writer's words, in a box.
                out[index] = f"**{name.capitalize()}:** {_inline(directive.group(2).strip())}".rstrip()
                out[index + 1 : end] = ["" if i in options else _inline(lines[i].strip()) for i in range(index + 1, end)]
            else:
                out[index:end] = [""] * (end - index)  # a comment, a link target, a table of contents: no words
            index = end
            continue
        if index + 1 < len(lines) and line.strip() and not _ADORNMENT.match(line) and _ADORNMENT.match(lines[index + 1]):
            over = index > 0 and _ADORNMENT.match(lines[index - 1]) is not None
            mark = lines[index + 1].strip()[0] + ("o" if over else "")
            levels += [mark] if mark not in levels else []
            out[index] = "#" * min(levels.index(mark) + 1, 6) + " " + _inline(line.strip())
            out[index + 1] = ""
            if over:
                out[index - 1] = ""
            index += 2
            continue
        # "#. item" numbers itself; ":Phase: ``build_args``", a field of the page, is a labelled line.
        line = re.sub(r"^(\s*)#\.(\s)", r"\g<1>1.\2", _inline(line))
        out[index] = re.sub(r"^:([^:`]+):\s+", r"\1: ", line)
        index += 1
    return out


def _body_end(lines: list[str], start: int) -> int:
    """The line after the last line of a directive's (or a comment's) indented body."""
    end = last = start + 1
    while end < len(lines) and (not lines[end].strip() or lines[end][:1] in (" ", "\t")):
        end += 1
        last = end if lines[end - 1].strip() else last
    return last


def _indent(lines: list[str], start: int, end: int) -> int:
    widths = [len(line) - len(line.lstrip()) for line in lines[start:end] if line.strip()]
    return min(widths) if widths else 0


def _inline(text: str) -> str:
    """A role as the name it refers to, in code."""
    return _ROLE.sub(lambda m: f"`{(m.group(2) or m.group(1)).strip()}`", text)


# A double-backquoted literal, within a paragraph (no blank line inside).
_LITERAL = re.compile(r"``((?:[^`\n]|\n(?!\s*\n))+?)``")
