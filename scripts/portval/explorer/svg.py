"""A drawing saved as SVG (as Inkscape writes it), read as the notes its text holds, line for line.

An SVG whiteboard keeps its words in ``<text>`` elements, each line a ``<tspan>``, among shapes, styles, a
``<title>`` and a ``<desc>``; Inkscape writes every attribute on a line of its own. Read as XML of the writer's own
schema, a text element's ``x="12"`` is a flag and its lines never meet their heading. Here the title is the title, the
description a paragraph, each line of a text element an item (its first line a heading when its class or weight marks
it as one: "hdr", "title", bold; a line that goes on with a sentence the line above left open part of its item), a
line struck through (``text-decoration: line-through``, or a class the style sheet strikes) struck, and every other
line blank.
"""

from __future__ import annotations

import html
import re

from .table_rows import ROW_GOES_ON
from .text import line_at

_TSPAN = re.compile(r"<tspan\b([^>]*)>([^<]*)</tspan>", re.DOTALL)
_TEXT = re.compile(r"<text\b([^>]*)>(.*?)</text>", re.DOTALL)
_HEADER = re.compile(r"class=\"[^\"]*\b(?:hdr|header|heading|title)\b|font-weight:\s*(?:bold|[6-9]00)")
_STRUCK = re.compile(r"text-decoration[^;\"]*line-through")


def is_svg(text: str) -> bool:
    """Whether the report is an SVG drawing: an ``<svg`` root holding text.

    A comment before the root is matched up to its own end only: "<!--.*?-->" repeated may run on into the next comment
    and back, an exponential search on a page of many comments (a WordPress export) that is no SVG."""
    return bool(re.match(r"\s*(?:<\?xml[^>]*>\s*)?(?:<!--(?:(?!-->).)*-->\s*)*<svg\b", text, re.DOTALL)) and "<text" in text


def svg_lines(lines: list[str]) -> list[str]:
    """The drawing's title, description and text lines on their lines (see the module's docstring); the rest blank."""
    text = "\n".join(lines)
    out = [""] * len(lines)

    for name, mark in (("title", "# "), ("desc", "")):
        element = re.search(rf"<{name}\b[^>]*>(.*?)</{name}>", text, re.DOTALL)
        if element:
            out[line_at(text, element.start(1))] = mark + " ".join(html.unescape(element.group(1)).split())
    # A class the style sheet strikes through (".struck { text-decoration: line-through }").
    struck_classes = set(re.findall(r"\.([\w-]+)\s*\{[^}]*line-through", text))
    for element in _TEXT.finditer(text):
        spans = list(_TSPAN.finditer(element.group(2))) or [None]
        previous = ""  # the line written before, which a line that goes on from it continues
        last = -1
        for index, span in enumerate(spans):
            attributes = element.group(1) + (span.group(1) if span else "")
            words = " ".join(html.unescape(span.group(2) if span else element.group(2)).split())
            if not words:
                continue
            classes = set(re.findall(r"[\w-]+", " ".join(re.findall(r'class="([^"]*)"', attributes))))
            if _STRUCK.search(attributes) or classes & struck_classes:
                words = f"~~{words}~~"
            line = line_at(text, element.start(2) + (span.start(2) if span else 0))
            if index == 0 and len(spans) > 1 and _HEADER.search(attributes):
                out[line] = f"### {words}"
            elif previous and not re.search(r"[.:;)!?]$", previous) and re.match(r"[a-z(\"]", words) and not re.match(r"[a-z_]+\.\w", words):
                # A sentence the drawing wrapped onto its next line ("The line in the box" / "is wrong: ..."): the same item.
                out[line] = words
                out[last + 1 : line] = [ROW_GOES_ON] * (line - last - 1)
            else:
                out[line] = f"- {words}"
            previous, last = words, line
    return out
