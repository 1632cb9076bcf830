"""The slides of a PowerPoint deck as their XML holds them (``ppt/slides/slideN.xml``, a .pptx unzipped), read as Markdown.

PowerPoint writes each slide as one line of XML after its declaration: shapes (<p:sp>) whose placeholder says what
they are (a title, a body), each with paragraphs (<a:p>) of runs (<a:r>) whose properties say the font (Consolas for
code), bold or struck, a bullet's level in ``lvl``, and tables (<a:tbl>) of rows and cells. Read as text, a slide is
one line of tags whose attributes (``lang="en-US"``, ``typeface="Consolas"``) read as settings. There is no line of the
writer's to keep, so here each slide is read as a section: its title a heading ("Slide 3: ..."), each paragraph of
its body on a line of its own (a body placeholder's paragraphs items, indented by level), a code-font run code, a
struck run struck, a table's rows HTML rows; every tag and attribute is left out. The speaker notes printed after the
slides (``ppt/notesSlides/notesSlideN.xml``, a <p:notes> each) are sections of their own ("Speaker notes 2"), their
notes paragraphs prose, not items: what the presenter meant to say aloud, a correction among it. As for a Word
document's XML (see word_xml), the line numbers a draft cites count the lines of the slides as read.
"""

from __future__ import annotations

import html
import re

from .table_rows import html_row
from .text import MONOSPACED_FONT
from .word_xml import marked_runs

_SLIDE = re.compile(r"<p:(sld|notes)\b[^>]*>(.*?)</p:\1>", re.DOTALL)
# The placeholders of a notes page that hold no notes: the slide's picture, its number, the header, footer and date.
_NOT_NOTES = ("sldImg", "sldNum", "hdr", "ftr", "dt")
_SHAPE = re.compile(r"<p:(sp|graphicFrame)\b[^>]*>(.*?)</p:\1>", re.DOTALL)
_PARAGRAPH = re.compile(r"<a:p>(.*?)</a:p>|<a:p/>", re.DOTALL)
_RUN = re.compile(r"<a:r>(.*?)</a:r>|<a:br\b[^>]*/>", re.DOTALL)


def is_slide_xml(text: str) -> bool:
    """Whether the report is a deck's slide XML: <p:sld> elements in PresentationML's namespace."""
    return "<p:sld" in text[:5000] and "presentationml" in text[:5000] and "</p:sld>" in text


def slide_xml_lines(lines: list[str]) -> list[str]:
    """The slides as Markdown (see the module's docstring): the lines before the first slide blank, then each slide."""
    text = "\n".join(lines)
    slides = list(_SLIDE.finditer(text))
    if not slides:
        return [""] * len(lines)
    out = [""] * text.count("\n", 0, slides[0].start())
    counts = {"sld": 0, "notes": 0}
    for slide in slides:
        counts[slide.group(1)] += 1
        out += _slide(counts["sld"], slide.group(2)) if slide.group(1) == "sld" else _notes(counts["notes"], slide.group(2))
    return out


def _notes(number: int, xml: str) -> list[str]:
    """One notes page: a heading, then the paragraphs of its notes placeholder as prose, a blank line after each."""
    body: list[str] = []
    for shape in (m.group(2) for m in _SHAPE.finditer(xml)):
        placeholder = re.search(r'<p:ph\b[^>]*\btype="(\w+)"', shape)
        if placeholder and placeholder.group(1) in _NOT_NOTES:
            continue
        body += [line for _, words in map(_paragraph, _PARAGRAPH.finditer(shape)) if words for line in (words, "")]
    return [f"## Speaker notes {number}", "", *body]


def _slide(number: int, xml: str) -> list[str]:
    """One slide: its title a heading, then each shape's paragraphs and each table, a blank line after each block."""
    title = ""
    body: list[str] = []
    for kind, shape in ((m.group(1), m.group(2)) for m in _SHAPE.finditer(xml)):
        if kind == "graphicFrame":
            table = _table(shape)
            body += [table, ""] if table else []
            continue
        placeholder = re.search(r"<p:ph\b([^>]*)>", shape)
        kind_of = re.search(r'\btype="(\w+)"', placeholder.group(1)) if placeholder else None
        role = (kind_of.group(1) if kind_of else "body") if placeholder else ""
        paragraphs = [(level, words) for level, words in map(_paragraph, _PARAGRAPH.finditer(shape)) if words]
        if role in ("title", "ctrTitle") and not title:
            title = " ".join(words for _, words in paragraphs)
            continue
        for level, words in paragraphs:
            body += [("   " * level + "- " + words) if role == "body" else words, ""]
    return [f"## Slide {number}: {title}" if title else f"## Slide {number}", "", *body]


def _paragraph(match: re.Match[str]) -> tuple[int, str]:
    """A paragraph's bullet level and its runs as Markdown."""
    xml = match.group(1) or ""
    level = re.search(r'<a:pPr\b[^>]*\blvl="(\d+)"', xml)
    return (int(level.group(1)) if level else 0), _runs(xml)


def _runs(xml: str) -> str:
    """A paragraph's runs as one line of Markdown: code-font runs code, struck runs struck, bold runs bold."""
    pieces: list[tuple[str, str]] = []
    for run in _RUN.finditer(xml):
        inner = run.group(1)
        if inner is None:
            pieces.append(("", " "))
            continue
        properties = re.search(r"<a:rPr\b([^>]*?)(?:/>|>(.*?)</a:rPr>)", inner, re.DOTALL)
        attributes, children = (properties.group(1), properties.group(2) or "") if properties else ("", "")
        words = "".join(html.unescape(t) for t in re.findall(r"<a:t>(.*?)</a:t>", inner, re.DOTALL))
        marks = "code" if MONOSPACED_FONT.search(children) else ""
        marks += "~~" if re.search(r'\bstrike="(?:sng|dbl)Strike"', attributes) else ""
        marks += "**" if re.search(r'\bb="1"', attributes) else ""
        pieces.append((marks, words))
    return marked_runs(pieces)


def _table(xml: str) -> str:
    """A table's rows as HTML rows on lines that touch, so that the table is one block; its first row the header."""
    rows = [
        [" ".join(words for _, words in map(_paragraph, _PARAGRAPH.finditer(cell)) if words) for cell in re.findall(r"<a:tc\b[^>]*>(.*?)</a:tc>", row, re.DOTALL)]
        for row in re.findall(r"<a:tr\b[^>]*>(.*?)</a:tr>", xml, re.DOTALL)
    ]
    return "\n".join(html_row(cells, header=index == 0, first=index == 0, last=index == len(rows) - 1) for index, cells in enumerate(rows))
