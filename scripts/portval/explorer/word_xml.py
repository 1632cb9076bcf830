"""The body of a Word document as its ``word/document.xml`` holds it (a .docx unzipped), read as Markdown.

Word writes the whole body on one line: each paragraph a <w:p> with its style (Title, Heading1, ListParagraph), its
text in runs <w:r> whose properties say the font (Consolas for code), bold or struck, a run cut wherever an edit began
("primus/ba" then "ckends/..."), tracked deletions in <w:del>, a table a <w:tbl> of rows and cells. Read as text, the
document is one line and its paragraphs run together ("SummaryPrimus registers ..."). There is no line of the writer's
to keep, so here the body is read one paragraph a line, a blank line between paragraphs: a heading a heading, a list
paragraph an item, code-font runs code (a cut name whole again), struck runs struck, a tracked deletion dropped, a
table's rows HTML rows. The line numbers a draft cites count the lines of the document as read, from the line the
body starts on.
"""

from __future__ import annotations

import html
import itertools
import re

from .text import MONOSPACED_FONT

_DOCUMENT = re.compile(r"<w:document\b[^>]*xmlns:w=")
_BODY = re.compile(r"<w:body>(.*)</w:body>", re.DOTALL)
_PARAGRAPH = re.compile(r"<w:p\b[^>]*?(?:/>|>(.*?)</w:p>)", re.DOTALL)
_TABLE = re.compile(r"<w:tbl>(.*?)</w:tbl>", re.DOTALL)
_RUN = re.compile(r"<w:r\b[^>]*>(.*?)</w:r>", re.DOTALL)


def is_word_xml(text: str) -> bool:
    """Whether the report is a Word document's ``document.xml``."""
    return bool(_DOCUMENT.search(text[:5000])) and "<w:body>" in text


def word_xml_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring): the lines before the body blank, then one paragraph a line."""
    text = "\n".join(lines)
    body = _BODY.search(text)
    if not body:
        return [""] * len(lines)
    before = text.count("\n", 0, body.start())
    out = [""] * before
    position = 0
    inner = body.group(1)
    for table in _TABLE.finditer(inner):
        out += _paragraphs(inner[position : table.start()])
        out += [_table(table.group(1)), ""]
        position = table.end()
    out += _paragraphs(inner[position:])
    return out


def _paragraphs(xml: str) -> list[str]:
    out: list[str] = []
    for match in _PARAGRAPH.finditer(xml):
        words = _runs(match.group(1) or "")
        if not words.strip():
            continue
        style = re.search(r'<w:pStyle w:val="([^"]+)"', match.group(1) or "")
        name = style.group(1) if style else ""
        heading = re.fullmatch(r"Heading(\d)", name)
        if name == "Title":
            out.append("# " + words)
        elif heading:
            out.append("#" * min(int(heading.group(1)) + 1, 6) + " " + words)
        elif name.startswith("List") or "<w:numPr>" in (match.group(1) or ""):
            out.append("- " + words)
        else:
            out.append(words)
        out.append("")
    return out


def _table(xml: str) -> str:
    """A table's rows as HTML rows on lines that touch, so that the table is one block."""
    rows = []
    for row in re.findall(r"<w:tr\b[^>]*>(.*?)</w:tr>", xml, re.DOTALL):
        cells = [" ".join(_runs(p or "") for p in _PARAGRAPH.findall(cell)) for cell in re.findall(r"<w:tc>(.*?)</w:tc>", row, re.DOTALL)]
        rows.append("<tr>" + "".join(f"<td>{html.escape(cell, quote=False)}</td>" for cell in cells) + "</tr>")
    return "<table>" + "\n".join(rows) + "</table>" if rows else ""


def _runs(xml: str) -> str:
    """A paragraph's runs as one line of Markdown; a tracked deletion is no text of the document."""
    xml = re.sub(r"<w:del\b.*?</w:del>", "", xml, flags=re.DOTALL)
    pieces: list[tuple[str, str]] = []  # (the run's marks, its text)
    for run in _RUN.finditer(xml):
        properties = re.search(r"<w:rPr>(.*?)</w:rPr>", run.group(1), re.DOTALL)
        props = properties.group(1) if properties else ""
        words = "".join(
            html.unescape(t) if t is not None else " "
            for t, _ in re.findall(r"<w:t(?:\s[^>]*)?>(.*?)</w:t>|<w:(tab|br)\b[^>]*/>", run.group(1), re.DOTALL)
        )
        marks = ("code" if MONOSPACED_FONT.search(props) else "") + ("~~" if re.search(r"<w:d?strike/>", props) else "")
        marks += "**" if re.search(r"<w:b/>", props) else ""
        pieces.append((marks, words))
    return marked_runs(pieces)


def marked_runs(pieces: list[tuple[str, str]]) -> str:
    """Runs of a paragraph, each (its marks: "code", "~~", "**"; its text), as one line of Markdown.

    Runs side by side with the same marks are one run an edit cut ("primus/ba" then "ckends/..."), and struck runs side by
    side (a struck phrase with a struck name in code inside) are struck as one.
    """
    merged: list[tuple[str, str]] = []
    for marks, words in pieces:
        if merged and merged[-1][0] == marks:
            merged[-1] = (marks, merged[-1][1] + words)
        else:
            merged.append((marks, words))
    out = ""
    for struck, group in itertools.groupby(merged, key=lambda piece: "~~" in piece[0]):
        words = "".join(_marked(marks, words) for marks, words in group)
        out += wrapped(words, "~~") if struck else words
    return " ".join(out.split())


def _marked(marks: str, words: str) -> str:
    if "code" in marks:
        words = wrapped(words, "`")
    return wrapped(words, "**") if "**" in marks else words


def wrapped(words: str, mark: str) -> str:
    """``words`` between two marks, the spaces around them left outside (Markdown marks no text that opens with one)."""
    if not words.strip():
        return words
    lead, core, trail = re.match(r"(\s*)(.*?)(\s*)$", words, re.DOTALL).groups()
    return f"{lead}{mark}{core}{mark}{trail}"
