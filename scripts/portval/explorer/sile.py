"""A SILE document (.sil, in SILE's TeX-like syntax), read as the Markdown it stands for, line for line.

A SILE file wraps its text in ``\\begin[papersize=a4]{document}``, loads packages with ``\\script[src=...]`` and sets
fonts and parameters with ``\\font[...]`` and ``\\set[...]``; ``\\chapter{...}``, ``\\section{...}`` and
``\\subsection{...}`` head its parts, ``\\code{x}`` is code, ``\\em{x}`` and ``\\strong{x}`` emphasis, ``\\item{...}``
an item of an ``itemize`` (or ``enumerate``) environment, a ``verbatim`` environment code shown as written, a
``ptable`` environment a table whose ``row`` environments hold ``\\cell{...}`` commands, ``\\footnote{...}`` a note, and
a line opening with ``%`` a comment. Read as Markdown, every command is words, a table is a column of cells and the
comments and settings read as the writer's.

Here the settings, packages, environments' own lines and comments are blank; a heading is a heading, a command its
words in Markdown's marks, an item an item (its words on the lines it holds), a verbatim block a fenced block, each row
of a table an HTML row on the line that opens it (a first row of bold cells a header row), and a footnote "(Footnote:
...)" where it stands.
"""

from __future__ import annotations

import html
import re

from .table_rows import ROW_GOES_ON

_HEADINGS = {"chapter": 1, "section": 2, "subsection": 3, "subsubsection": 4}
_BLANK = frozenset({"script", "font", "set", "begin", "end", "pagebreak", "break", "skip", "bigskip", "medskip", "smallskip", "hrule", "noindent", "par"})
_MARKS = {"em": "*", "strong": "**", "textbf": "**", "textit": "*", "emph": "*"}
_CODE = frozenset({"code", "texttt", "url", "verb"})


def is_sile(text: str) -> bool:
    """Whether the report is a SILE document: its ``\\begin[...]{document}`` with SILE's options, or ``\\script`` loads."""
    head = text[:3000]
    return bool(re.search(r"\\begin\[[^\]]*\]\{document\}", head)) or len(re.findall(r"^\\script\[src=", head, re.MULTILINE)) >= 1


def sile_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    verbatim = False
    table: list[tuple[int, list[str]]] = []  # the table's rows so far: the line each opens on, and its cells
    row: tuple[int, list[str]] | None = None  # the line a row opens on, and its cells
    numbered = False
    number = 0
    while number < len(lines):
        line = lines[number]
        stripped = line.strip()
        if verbatim:
            verbatim = not re.match(r"\\end\{verbatim\}", stripped)
            out[number] = line if verbatim else "```"
            number += 1
            continue
        if re.match(r"\\begin(?:\[[^\]]*\])?\{verbatim\}", stripped):
            out[number], verbatim = "```", True
        elif re.match(r"\\begin(?:\[[^\]]*\])?\{row\}", stripped):
            row = (number, [])
        elif re.match(r"\\end\{row\}", stripped) and row is not None:
            table.append(row)
            row = None
        elif row is not None and stripped.startswith("\\cell"):
            end = _command_end(lines, number)
            row[1].append(" ".join(_render("\n".join(lines[number : end + 1]).strip()).split()))
            number = end
        elif re.match(r"\\end\{ptable\}", stripped):
            _write_table(out, table)
            table = []
        elif re.match(r"\\begin(?:\[[^\]]*\])?\{(enumerate|itemize)\}", stripped):
            numbered = "enumerate" in stripped
        elif stripped.startswith("%") or re.match(r"\\(?:begin|end|script|font|set)\b", stripped):
            pass  # a comment, an environment's own line, a setting: blank
        elif stripped.startswith("\\item"):
            end = _command_end(lines, number)
            words = _render("\n".join(lines[number : end + 1]).strip()).split("\n")
            out[number : end + 1] = [("1. " if numbered else "- ") + words[0], *("  " + w.strip() for w in words[1:])]
            number = end
        else:
            end = _command_end(lines, number) if re.search(r"\\\w+(?:\[[^\]]*\])?\{", line) else number
            words = _render("\n".join(lines[number : end + 1])).split("\n")
            out[number : end + 1] = words + [""] * (end + 1 - number - len(words))
            number = end
        number += 1
    return out


def _write_table(out: list[str], rows: list[tuple[int, list[str]]]) -> None:
    """The table's rows as HTML rows on the lines they open on, the lines between them a no-break space."""
    header = bool(rows) and all(re.fullmatch(r"\*\*.*\*\*", cell) for cell in rows[0][1])
    for index, (line, cells) in enumerate(rows):
        tag = "th" if header and index == 0 else "td"
        written = "".join(f"<{tag}>{html.escape(cell.strip('*') if tag == 'th' else cell, quote=False)}</{tag}>" for cell in cells)
        out[line] = ("<table>" if index == 0 else "") + f"<tr>{written}</tr>" + ("</table>" if index == len(rows) - 1 else "")
    for line in range(rows[0][0] + 1, rows[-1][0]) if rows else []:
        out[line] = out[line] or ROW_GOES_ON


def _command_end(lines: list[str], start: int) -> int:
    """The line on which the braces opened on ``start`` close."""
    depth = 0
    for number in range(start, len(lines)):
        depth += lines[number].count("{") - lines[number].count("\\{") - lines[number].count("}") + lines[number].count("\\}")
        if depth <= 0:
            return number
    return len(lines) - 1


def _render(text: str) -> str:
    """The commands of ``text`` as Markdown, its line breaks kept."""
    out: list[str] = []
    position = 0
    for match in re.finditer(r"\\([A-Za-z]+)(\[[^\]]*\])?(\{)?|\\([\\%{}])|(?<!\\)%[^\n]*", text):
        if match.start() < position:
            continue
        out.append(text[position : match.start()])
        position = match.end()
        if match.group(4):
            out.append(match.group(4))
            continue
        if not match.group(1):
            continue  # a comment after the text
        name = match.group(1)
        body = ""
        if match.group(3):
            end = _brace_end(text, match.end() - 1)
            body, position = text[match.end() : end - 1], end
        out.append(_command(name, body))
    out.append(text[position:])
    return "".join(out)


def _command(name: str, body: str) -> str:
    """One command as Markdown, with as many line breaks as its body."""
    breaks = "\n" * body.count("\n")
    if name in _HEADINGS:
        return "#" * _HEADINGS[name] + " " + " ".join(_render(body).split()) + breaks
    if name in _CODE:
        return f"`{' '.join(body.split())}`" + breaks
    if name in _MARKS:
        return f"{_MARKS[name]}{_render(body)}{_MARKS[name]}"
    if name == "footnote":
        return f" (Footnote: {' '.join(_render(body).split())})" + breaks
    if name in _BLANK:
        return breaks
    return _render(body)


def _brace_end(text: str, start: int) -> int:
    """Where the brace opened at ``start`` closes (the index after it); an escaped brace is no brace."""
    depth = 0
    position = start
    while position < len(text):
        if text[position] == "\\":
            position += 2
            continue
        if text[position] == "{":
            depth += 1
        elif text[position] == "}":
            depth -= 1
            if depth == 0:
                return position + 1
        position += 1
    return len(text)
