"""A document saved as Rich Text Format (Word's, WordPad's or TextEdit's .rtf), read as the Markdown it stands for.

RTF is text a word processor writes for itself: a font table, a color table, a style sheet and the document's
properties come first, each paragraph is a run of groups (``{\\rtlch\\fcs1 ... The handler reads }``) switching fonts
and emphasis on and off, a non-ASCII character is an escape ("13\\'9618" is "13–18") and a paragraph ends with ``\\par``,
not with a line break. Read as Markdown, every line is control words and the words of a sentence are scattered among
them. Here the document is rewritten as the HTML it stands for (a paragraph whose outline level is set a heading, a
list paragraph an item, a run in a monospaced font code, bold, italic and struck runs marked, a table's row an item
"first cell: second cell (the others)") and read as word_html reads HTML: each paragraph on the line it starts on, the
lines it runs over holding no word. Word writes no blank line between paragraphs, so a paragraph right below another
is an item of its own: read as Markdown, the two would be one paragraph. The tables before the text (fonts, colors, styles) and the document's properties are blank.
"""

from __future__ import annotations

import html
import re

from .text import MONOSPACED_FONT
from .word_html import html_markdown, separated_paragraphs

# A control word with its numeric parameter and the one space that ends it, a control symbol, a group's brace, or text.
_TOKEN = re.compile(r"\\([a-zA-Z]+)(-?\d+)? ?|\\'([0-9a-fA-F]{2})|\\([^a-zA-Z])|([{}])|(\r?\n)|([^\\{}\r\n]+)")
# Destinations that hold no words of the document: its tables, its properties, pictures, a field's instruction.
_SKIPPED = frozenset(
    {
        "fonttbl",
        "colortbl",
        "stylesheet",
        "info",
        "pict",
        "themedata",
        "colorschememapping",
        "latentstyles",
        "datastore",
        "xmlnstbl",
        "listtable",
        "listoverridetable",
        "rsidtbl",
        "generator",
        "mmathPr",
        "pgdsctbl",
        "header",
        "headerl",
        "headerr",
        "headerf",
        "footer",
        "footerl",
        "footerr",
        "footerf",
        "listtext",
        "pntext",
        "fldinst",
        "object",
        "filetbl",
        "revtbl",
        "defchp",
        "defpap",
        "wgrffmtfilter",
        "ftnsep",
        "ftnsepc",
        "aftnsep",
    }
)
_SYMBOLS = {
    "emdash": "—",
    "endash": "–",
    "lquote": "‘",
    "rquote": "’",
    "ldblquote": "“",
    "rdblquote": "”",
    "bullet": "•",
    "tab": " ",
    "line": "<br>",
    "emspace": " ",
    "enspace": " ",
    "qmspace": " ",
}


def is_rtf(text: str) -> bool:
    """Whether the report is Rich Text Format: it opens with ``{\\rtf``."""
    return text.lstrip().startswith("{\\rtf")


def rtf_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    text = "\n".join(lines)
    # Word writes each paragraph on a line of its own, with no blank line between: one right below another is an item.
    return separated_paragraphs(html_markdown(_as_html(text, _monospaced_fonts(text))).split("\n"))


def _monospaced_fonts(text: str) -> frozenset[str]:
    """The numbers of the font table's monospaced fonts (by family, ``\\fmodern``, or by name)."""
    table = re.search(r"\{\\fonttbl(.*?)\}\s*(?:\{\\colortbl|\{\\\*\\|\{\\stylesheet)", text, re.DOTALL)
    entries = re.findall(r"\\f(\d+)\b([^;]*);", table.group(1) if table else "")
    return frozenset(number for number, entry in entries if "\\fmodern" in entry or MONOSPACED_FONT.search(entry))


class _Writer:
    """The HTML a walk through the RTF writes: each paragraph where it starts, followed by the line breaks it held."""

    def __init__(self) -> None:
        self.out: list[str] = []
        self.words: list[str] = []  # the open paragraph's HTML
        self.breaks = 0  # the source's line breaks inside the open paragraph
        self.cells: list[str] = []  # the open table row's cells

    def close_paragraph(self, tag: str) -> None:
        words = "".join(self.words).strip()
        self.words = []
        if tag == "td":
            self.cells.append(words)
            return
        if words:
            self.out.append(f"<{tag}>{words}</{tag}>")
        self.out.append("\n" * self.breaks)
        self.breaks = 0

    def close_row(self) -> None:
        # A row is an item of its cells ("Phase: `build_args` (line 16)"): as HTML rows, a table would run on to the
        # next blank line, and the paragraph right below it, with no blank line between, would be read as its row.
        cells = [cell for cell in self.cells if cell]
        header = all(re.fullmatch(r"<b>[^<]*</b>", cell) for cell in cells)
        if cells and not header:
            rest = f" ({'; '.join(cells[2:])})" if len(cells) > 2 else ""
            self.out.append(f"<li>{cells[0]}: {cells[1]}{rest}</li>" if len(cells) > 1 else f"<li>{cells[0]}</li>")
        self.out.append("\n" * self.breaks)
        self.cells, self.words, self.breaks = [], [], 0

    def line_break(self) -> None:
        if self.words or self.cells:
            self.breaks += 1
        else:
            self.out.append("\n")


def _as_html(text: str, monospaced: frozenset[str]) -> str:
    """The document as HTML of the same line count (see the module's docstring)."""
    writer = _Writer()
    # Each group's state: skipped, and its character formatting (bold, italic, struck, code).
    stack: list[dict] = [{"skip": False, "b": False, "i": False, "strike": False, "code": False}]
    paragraph = {"heading": 0, "list": False, "table": False}
    skip_chars = 0  # the fallback characters after a \uN escape
    ignorable = False  # "\*" opened the group: a destination a reader may skip
    for match in _TOKEN.finditer(text):
        word, parameter, hexa, symbol, brace, newline, plain = match.groups()
        state = stack[-1]
        if newline:
            writer.line_break()
            continue
        if brace == "{":
            stack.append(dict(state))
            ignorable = False
            continue
        if brace == "}":
            if len(stack) > 1:
                stack.pop()
            continue
        if symbol == "*":
            ignorable = True
            continue
        if word is not None:
            if word in _SKIPPED or (ignorable and not state["skip"]):
                state["skip"] = True
            ignorable = False
            if state["skip"]:
                continue
            on = parameter != "0"
            if word in ("b", "i", "strike"):
                state[word] = on
            elif word == "f":
                state["code"] = parameter in monospaced
            elif word == "plain":
                state.update(b=False, i=False, strike=False, code=False)
            elif word == "pard":
                paragraph = {"heading": 0, "list": False, "table": False}
            elif word == "outlinelevel":
                paragraph["heading"] = int(parameter or 0) + 1
            elif word in ("ls", "ilvl"):
                paragraph["list"] = True
            elif word == "intbl":
                paragraph["table"] = True
            elif word == "par":
                tag = f"h{min(paragraph['heading'], 6)}" if paragraph["heading"] else "li" if paragraph["list"] else "p"
                writer.close_paragraph("td" if paragraph["table"] else tag)
            elif word == "cell":
                writer.close_paragraph("td")
            elif word == "row":
                writer.close_row()
            elif word == "u":
                writer.words.append(_run(chr(int(parameter) % 65536), state))
                skip_chars = 1
            elif word in _SYMBOLS:
                writer.words.append(_SYMBOLS[word] if word == "line" else _run(_SYMBOLS[word], state))
            continue
        if state["skip"]:
            continue
        if hexa:
            if skip_chars:
                skip_chars -= 1
                continue
            writer.words.append(_run(bytes([int(hexa, 16)]).decode("cp1252", "replace"), state))
        elif symbol:
            if skip_chars:
                skip_chars -= 1
                continue
            writer.words.append(_run({"~": "\u00a0", "_": "-", "-": ""}.get(symbol, symbol), state))
        elif plain:
            if skip_chars:
                plain, skip_chars = plain[skip_chars:], 0
            writer.words.append(_run(plain, state))
    writer.close_paragraph("p")
    # A bold phrase with a name in code inside is three runs: "<b>Only when </b><b><code>x</code></b><b> is set</b>".
    return re.sub(r"</(b|i|s|code)>(\s*)<\1>", r"\2", "".join(writer.out))


def _run(words: str, state: dict) -> str:
    """A run of text as HTML, wrapped in the tags its formatting stands for."""
    run = html.escape(words, quote=False)
    if not run.strip():
        return run
    for tag, on in (("code", state["code"]), ("b", state["b"]), ("i", state["i"]), ("s", state["strike"])):
        if on:
            run = f"<{tag}>{run}</{tag}>"
    return run
