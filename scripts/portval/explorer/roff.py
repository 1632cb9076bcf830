"""A manual page written in roff (man macros), read as the Markdown it stands for, line for line.

``.SH OPTIONS`` heads a section, ``.TP`` a tagged paragraph whose next line is its tag, ``.nf`` ... ``.fi`` a block
shown as written, ``.B save`` and ``\\fBargs.save\\fR`` the literal text a reader types, ``\\(dq`` a double quote and
``.\\"`` a comment. Read as Markdown, the macros are words of the text and the escapes stick to the names
(``fBargs.save``), so a section about another patch ("NOT THIS PATCH") goes unnoticed and no name reads as written.

A memo written with the ms macros reads the same way, with its own requests: ``.TL`` titles the document over the lines
after it, ``.AU``/``.AI`` name its author, ``.NH 2`` numbers a heading written on the next line, ``.IP \\(bu`` opens an
item (``.IP 1.`` a numbered one), ``.DS`` ... ``.DE`` is a display shown as written and a tbl table between ``.TS``
and ``.TE`` holds a row a line, its cells split at the tab its options name. Here the title is a heading, an author
nothing, a numbered heading a heading of its depth, an item an item and each row of a table an item ("Phase: convert"
for a row of two cells).
"""

from __future__ import annotations

import re

_REQUEST = re.compile(r"^[.'](\\\"|[A-Za-z]{1,3}\b)\s*(.*)$")
_NAMED_CHARACTERS = {"dq": '"', "aq": "'", "lq": "“", "rq": "”", "em": "—", "en": "–", "->": "→", "<-": "←", "mi": "-", "bu": "•"}
# A bold or italic run: "\fBargs.save\fR", "\f(CWx\fP", "\f[B]x\f[]".
_FONT_RUN = re.compile(r"\\f(?:\(\w\w|\[\w*\]|[BIC])(.*?)\\f(?:[RP]|\[\]|\(\w\w|\[\w*\])")
# A literal name, not a word set in bold for emphasis ("\fBnot\fR"): it has a dot, an underscore, a slash or brackets.
_CODE_LIKE = re.compile(r"^[^\s`]*[._=/()\[\]<>:-][^\s`]*$")


def is_roff(text: str) -> bool:
    """Whether the report is roff: a man page (a ``.TH`` title or two ``.SH`` sections) or an ms memo (a ``.TL``
    title or two ``.NH`` headings), with font escapes or paragraph macros."""
    sections = len(re.findall(r"^\.(?:TH|SH)\s", text, re.MULTILINE))
    memo = len(re.findall(r"^\.NH\b", text, re.MULTILINE)) >= 2 or bool(re.search(r"^\.TL\s*$", text, re.MULTILINE))
    return (sections >= 2 or memo) and bool(re.search(r"\\f[BIR(]|^\.(?:B|I|TP|PP|LP|IP)\b", text, re.MULTILINE))


def roff_lines(lines: list[str]) -> list[str]:
    """The page as Markdown: sections as headings, a tagged paragraph's tag as an item's label, requests blank."""
    out: list[str] = []
    shown_as_written = False  # between .nf and .fi (or .EX and .EE, .DS and .DE)
    tag_next = False  # the line after .TP is the paragraph's tag
    opens = ""  # what the next line of text opens with: a heading's marks after .NH, an item's after .IP
    title: int | None = None  # the line of the title, while the lines after .TL go on with it
    author = False  # the lines after .AU and .AI
    table: _Table | None = None
    for line in lines:
        request = _REQUEST.match(line)
        name, rest = (request.group(1), request.group(2)) if request else ("", "")
        if table is not None:
            out.append(table.read(line) if name != "TE" else "")
            if table.last is not None:
                table.rows.append((len(out) - 1, table.last))
                table.last = None
            if name == "TE":
                table.as_markdown(out)
                table = None
            continue
        if name == "TS":
            out.append("")
            table = _Table()
        elif name in ("nf", "EX", "DS"):
            out.append("```")
            shown_as_written = True
        elif name in ("fi", "EE", "DE"):
            out.append("```")
            shown_as_written = False
        elif shown_as_written:
            out.append(_plain(_macro_words(name, rest)) if request and name not in _LAYOUT else "" if request else _plain(line))
        elif name == "TL":
            out.append("")
            title, author = -1, False
        elif name in ("AU", "AI"):
            out.append("")
            title, author = None, True
        elif name == "NH" or (name == "SH" and not rest.strip()):
            out.append("")
            depth = int(rest.split()[0]) if rest.split() and rest.split()[0].isdigit() else 1
            opens, title, author = "#" * min(depth + 1, 6) + " ", None, False
        elif name == "IP":
            out.append("")
            label = _arguments(rest)[0] if _arguments(rest) else ""
            opens = "- " if label in ("", "•", "*", "-", "–", "—") else f"- {label} "
            title, author = None, False
        elif not request and title is not None:
            # A title set over several lines (".TL", a line, ".br", a line) is one heading, on its first line.
            if title < 0:
                title = len(out)
                out.append("# " + _inline(line))
            else:
                out[title] += " " + _inline(line)
                out.append("")
        elif not request and author:
            out.append("")
        elif not request and opens:
            out.append(opens + _inline(line))
            opens = ""
        elif name == '\\"':
            out.append("")
        elif name in ("SH", "SS"):
            out.append(("## " if name == "SH" else "### ") + _inline(_unquoted(rest)))
        elif name == "TP":
            out.append("")
            tag_next = True
        elif request and name in ("B", "I", "BR", "BI", "IB", "IR", "RB", "RI", "SM", "SB", "CW"):
            words = _macro_words(name, rest)
            # A tagged paragraph's tag is the option or name it explains ("save"), as literal as a dotted one.
            shown = f"`{words}`" if tag_next and re.fullmatch(r"[\w.-]+", words) else _fonts_shown(name, rest)
            out.append(f"- {shown}:" if tag_next else shown)
            tag_next = False
        elif request:
            out.append("")  # .TH, .PP, .RS, .br, .sp and the rest: layout, not words
            if name not in ("br", "sp"):
                title, author = None, False
        else:
            out.append(f"- {_inline(line)}:" if tag_next else _inline(line))
            tag_next = False
    return out


def _macro_words(name: str, rest: str) -> str:
    """A font macro's arguments as they print: ``.BR a (7),`` alternates fonts with no space between its arguments."""
    arguments = _arguments(rest)
    return "".join(arguments) if len(name) == 2 else " ".join(arguments)


def _arguments(rest: str) -> list[str]:
    """A request's arguments, each unquoted and unescaped: ``"    phase=\\(dqx\\(dq,"`` is one."""
    return [escaped(_unquoted(a)) for a in re.findall(r'"(?:[^"\\]|\\.)*"|\S+', rest)]


def _fonts_shown(name: str, rest: str) -> str:
    """A font macro's arguments with each bold or italic one as code where it reads as a literal name: ``.BR a (7),``
    alternates bold and roman with no space between, ``.B a b`` sets all its words bold."""
    arguments = _arguments(rest)
    if len(name) == 1:
        return _code_or_words(" ".join(arguments)) if name in "BI" else " ".join(arguments)
    return "".join(_code_or_words(a) if name[i % 2] in "BI" else a for i, a in enumerate(arguments))


def _unquoted(text: str) -> str:
    text = text.strip()
    return text[1:-1] if len(text) >= 2 and text[0] == text[-1] == '"' else text


def _inline(text: str) -> str:
    """A line's font runs as code where they read as a literal name, its escapes as the characters they print."""
    text = escaped(_FONT_RUN.sub(lambda m: _code_or_words(escaped(m.group(1))), text))
    # A name roff prints as written, "config-layer __post_init__ mapping": read as Markdown its underscores would be
    # bold marks ("post_init"), so outside code it is code.
    parts = text.split("`")
    return "`".join(_DUNDER_NAME.sub(r"`\1`", part) if index % 2 == 0 else part for index, part in enumerate(parts))


def _plain(text: str) -> str:
    return escaped(_FONT_RUN.sub(lambda m: m.group(1), text))


def _code_or_words(words: str) -> str:
    return f"`{words}`" if words and "`" not in words and (_CODE_LIKE.match(words) or re.match(r"[\w.]+\(", words)) else words


def escaped(text: str) -> str:
    """roff's escapes as the characters they print: ``\\(dq`` a double quote, ``\\-`` a hyphen, a font change nothing."""
    text = re.sub(r"\\\((..)|\\\[(\w+)\]", lambda m: _NAMED_CHARACTERS.get(m.group(1) or m.group(2), ""), text)
    text = re.sub(r"\\f(?:\(\w\w|\[\w*\]|[BIRPC])", "", text)
    text = text.replace("\\-", "-").replace("\\&", "").replace("\\e", "\\").replace("\\ ", " ").replace("\\|", "")
    return text


# A name with a double underscore at either end: "__post_init__", "OptimizerConfig.__init__".
_DUNDER_NAME = re.compile(r"(?<![\w`.])((?:\w+\.)*__\w+__(?:\.\w+)*)(?![\w`])")
# A format line's column set in bold: "lB", "cfB", "l B".
_BOLD_FORMAT = re.compile(r"(?:^|\s)[lrcnaLRCNA][a-zA-Z0-9()]*B\b|(?:^|\s)[lrcnaLRCNA]\s+B\b")
# Requests inside a display that set its layout, not its words: ".ft CW", ".ps 9".
_LAYOUT = frozenset({"ft", "ps", "vs", "sp", "br", "in", "ti", "ne"})


class _Table:
    """A tbl table read a row a line: its options and format lines blank, a rule blank, a row an item of its cells,
    a cell written over several lines (``T{`` ... ``T}``) joined onto its row's line.

    A table of three columns or more whose first format line sets its first row in bold ("lB lB lB") has a header: it is
    read as a Markdown table, so that a reader of tables knows each column by its header ("Default", "Value for the
    patch"). The header's words go on the format line above it, and its own line holds the table's rule."""

    def __init__(self) -> None:
        self.tab = "\t"
        self.formatted = False  # the format lines end at the one ending in "."
        self.row: int | None = None  # while a T{ cell runs on: the row's cells so far
        self.cells: list[str] = []
        self.headed = False  # the first format line sets the first row in bold
        self.format_lines = 0
        self.last: list[str] | None = None  # the cells of the row the last line read ended
        self.rows: list[tuple[int, list[str]]] = []  # each row's line in the output, and its cells

    def read(self, line: str) -> str:
        if not self.formatted:
            options = re.search(r"\btab\s*\((.)\)", line)
            if options:
                self.tab = options.group(1)
            if not line.rstrip().endswith(";"):
                self.format_lines += 1
                self.headed = self.headed or (self.format_lines == 1 and bool(_BOLD_FORMAT.search(line)))
            self.formatted = line.rstrip().endswith(".")
            return ""
        if self.row is not None:
            if line.startswith("T}"):
                self.cells[-1] = (self.cells[-1] + " " + _inline(line[2:].lstrip(self.tab))).strip()
                self.row = None
                rest = line[2:].split(self.tab)[1:]
                self.cells += [_inline(cell.strip()) for cell in rest]
                return self._flush()
            self.cells[-1] = (self.cells[-1] + " " + _inline(line.strip())).strip()
            return ""
        if line.strip() in ("_", "=", ".sp", ".br") or line.startswith(".") and not line.startswith(".T"):
            return ""
        cells = line.split(self.tab)
        if cells[-1].strip() == "T{":
            self.cells = [_inline(cell.strip()) for cell in cells[:-1]] + [""]
            self.row = 1
            return ""
        self.cells = [_inline(cell.strip()) for cell in cells]
        return self._flush()

    def as_markdown(self, out: list[str]) -> None:
        """The rows in ``out`` as a Markdown table, where the table has a header and the line above it is blank."""
        if not self.headed or len(self.rows) < 2 or len(self.rows[0][1]) < 3:
            return
        first, header = self.rows[0]
        if first == 0 or out[first - 1].strip():
            return
        out[first - 1] = "| " + " | ".join(header) + " |"
        out[first] = "|" + "---|" * len(header)
        for number, cells in self.rows[1:]:
            out[number] = "| " + " | ".join(cells + [""] * (len(header) - len(cells))) + " |"

    def _flush(self) -> str:
        self.last = list(self.cells)
        cells = [cell for cell in self.cells if cell]
        self.cells = []
        if len(cells) == 2:
            return f"- {cells[0]}: {cells[1]}"
        return "- " + " | ".join(cells) if len(cells) > 2 else (cells[0] if cells else "")

