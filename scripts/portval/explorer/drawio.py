"""A diagram saved by draw.io (.drawio, uncompressed), read as the notes its boxes hold, line for line.

draw.io saves a diagram as XML: an ``mxfile`` of pages (``<diagram name="...">``), each a graph of ``mxCell`` elements
whose ``value`` attribute holds a box's text as escaped HTML, whose ``style`` holds its look ("whiteSpace=wrap;
fontSize=12"), whose ``parent`` is the container or table row it sits in, and, for an edge, whose ``source`` and
``target`` are the boxes it joins. Read as XML of the writer's own schema, the style's "fontSize=12" is a flag, every
geometry line is a line of the report, and a box an edge labelled "retracts" points at stands as firmly as the rest.
Here each page's name is a heading, each box's text an item on its line (led by the label of the container it sits in,
so a box in "Related, NOT this patch: ..." is that patch's), a table an HTML table of a row on each row's line, an edge's
label of two words or more an item, a box struck through (``<strike>``, or a style's strikethrough) or pointed at by an
edge labelled as a correction struck; the geometry, the styles and every other line blank.
"""

from __future__ import annotations

import html
import re

from .canvas import RETRACTS
from .table_rows import ROW_GOES_ON, html_row
from .text import MONOSPACED_FONT
from .word_html import inline_markdown

_CELL = re.compile(r"<(mxCell|UserObject|object)\b([^>]*?)/?>")
_ATTRIBUTE = re.compile(r"([\w:-]+)=\"([^\"]*)\"")
_PAGE = re.compile(r"<diagram\b[^>]*\bname=\"([^\"]*)\"")


def is_drawio(text: str) -> bool:
    """Whether the report is a draw.io file saved uncompressed: an ``mxfile`` holding an ``mxGraphModel``."""
    return bool(re.match(r"\s*(?:<\?xml[^>]*>\s*)?<mxfile\b", text)) and "<mxGraphModel" in text


def drawio_lines(lines: list[str]) -> list[str]:
    """Each page a heading and each box's text an item (see the module's docstring); the rest blank."""
    out = [""] * len(lines)
    cells: dict[str, dict[str, str]] = {}
    for number, line in enumerate(lines):
        if page := _PAGE.search(line):
            out[number] = "## " + html.unescape(page.group(1))
        for match in _CELL.finditer(line):
            attributes = {k: html.unescape(v) for k, v in _ATTRIBUTE.findall(match.group(2))}
            if match.group(1) != "mxCell" and "label" in attributes:
                attributes["value"] = attributes["label"]  # a box with data: its label is on the wrapping object
            if attributes.get("id"):
                attributes["_line"] = str(number)
                cells.setdefault(attributes["id"], {}).update(attributes)
    struck = {
        cell.get("target")
        for cell in cells.values()
        if cell.get("edge") == "1" and RETRACTS.search(_text(cell)) and len(_text(cell).split()) <= 3
    }
    _tables(cells, out)
    for cell in cells.values():
        words = _text(cell)
        parent = cells.get(cell.get("parent", ""), {})
        edge = cell.get("edge") == "1" or parent.get("edge") == "1"
        if not words or _in_table(cell, cells) or edge and (len(words.split()) < 2 or RETRACTS.search(words) and len(words.split()) <= 3):
            continue  # a table's own cell, or an edge called "yes", "False", "retracts": no fact of its own
        if (cell["id"] in struck or _struck_style(cell.get("style", ""))) and not words.startswith("~~"):
            words = f"~~{words}~~"
        lead = _text(parent) if parent.get("vertex") == "1" else ""
        out[int(cell["_line"])] = f"- {lead}: {words}" if lead else f"- {words}"
    return out


def _in_table(cell: dict[str, str], cells: dict[str, dict[str, str]]) -> bool:
    """Whether the cell is a table, one of its rows or a cell of a row (read as the table, see ``_tables``)."""
    parent = cells.get(cell.get("parent", ""), {})
    return any(kind in cell.get("style", "") + parent.get("style", "") for kind in ("shape=table", "tableRow"))


def _tables(cells: dict[str, dict[str, str]], out: list[str]) -> None:
    """Each table as HTML rows, each row on its line, its first row the header; the lines between its rows filler."""
    for table in (c for c in cells.values() if "shape=table" in c.get("style", "")):
        rows = [r for r in cells.values() if r.get("parent") == table["id"] and "tableRow" in r.get("style", "")]
        rows.sort(key=lambda row: int(row["_line"]))
        for number, row in enumerate(rows):
            texts = [_text(c) for c in cells.values() if c.get("parent") == row["id"]]
            out[int(row["_line"])] = html_row(texts, header=number == 0, first=number == 0, last=number == len(rows) - 1)
        for line in range(int(rows[0]["_line"]) + 1, int(rows[-1]["_line"])) if rows else ():
            out[line] = out[line] or ROW_GOES_ON


def _text(cell: dict[str, str]) -> str:
    """A box's text: its HTML as one line of Markdown, its line breaks and divisions as "; "."""
    value = cell.get("value", "")
    value = re.sub(r"<br\s*/?>|</div>\s*<div\b[^>]*>", "; ", value, flags=re.IGNORECASE)
    # draw.io sets a run's font with <font face="Courier New">: a monospaced one is code.
    value = re.sub(
        r"<font\b[^>]*\bface=\"([^\"]*)\"[^>]*>(.*?)</font>",
        lambda m: f"<code>{m.group(2)}</code>" if MONOSPACED_FONT.search(m.group(1)) else m.group(2),
        value,
        flags=re.IGNORECASE | re.DOTALL,
    )
    return inline_markdown(value).strip(" ;")


def _struck_style(style: str) -> bool:
    """Whether a style strikes its text through: draw.io's fontStyle is a bit field, 8 the strikethrough."""
    font = re.search(r"\bfontStyle=(\d+)", style)
    return bool(font) and bool(int(font.group(1)) & 8)
