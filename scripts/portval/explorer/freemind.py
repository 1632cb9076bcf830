"""A FreeMind or Freeplane mind map (.mm), read as the outline it draws.

A map is XML: nested ``<node TEXT="...">`` elements, each a topic with its children, a note on it as HTML
(``<richcontent TYPE="NOTE">``), its attributes (``<attribute NAME= VALUE=>``), its icons and its font. Read as text,
every node is a line of attributes (its id, its timestamps, its style) around words that escape their quotes and line
breaks as entities, the map's styles read as topics, and a branch's title ("Related patch (not this one): x") scopes
nothing. Here the root is the title, each branch from it a section, the nodes under it items indented by depth, a
node's attributes items under it, its note a paragraph under it; a node in a struck-through font struck (its icons
are left out: a cancel icon marks a wrong claim in one map and the correction of one in another). The draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from .json_exports import marked_run, printed_view
from .one_line_html import blocks_on_lines
from .word_html import html_markdown


def freemind_view(text: str, name: str = "report.mm") -> tuple[str, str]:
    """The map's topics as sections and items, and what its line numbers count; ``(text, "")`` for any other report."""
    if not re.match(r"\s*(?:<\?xml[^>]*>\s*)?<map\s+version=\"(?:freeplane\s+)?\d", text):
        return text, ""
    try:
        root = ET.fromstring(text.strip()).find("node")
    except ET.ParseError:
        return text, ""
    if root is None:
        return text, ""
    lines = [f"# {_words(root)}", "", *_note(root, "")]
    for branch in root.findall("node"):
        lines += ["", f"## {_words(branch)}", "", *_details(branch, ""), *_note(branch, "")]
        for child in branch.findall("node"):
            lines += _item(child, 0)
    return printed_view(lines, name, "its root as the title, each branch a section, the topics under it items")


def _item(node: ET.Element, depth: int) -> list[str]:
    indent = "  " * depth
    lines = [f"{indent}- {_words(node)}", *_details(node, indent + "  "), *_note(node, indent + "  ")]
    for child in node.findall("node"):
        lines += _item(child, depth + 1)
    return lines


def _words(node: ET.Element) -> str:
    """A topic's words on one line, struck through where its font or a cancel icon says so."""
    words = node.get("TEXT")
    if words is None:
        html = node.find("richcontent[@TYPE='NODE']")
        words = _html_text(html) if html is not None else ""
    words = " ".join(words.split())
    # An icon says less than a strike: a cancel icon marks a wrong claim in one map and the correction of one in another.
    struck = any(f.get("STRIKETHROUGH") == "true" for f in node.findall("font"))
    return marked_run(words, struck=struck)


def _details(node: ET.Element, indent: str) -> list[str]:
    """A topic's attributes, each an item "name: value"."""
    return [f"{indent}- {a.get('NAME')}: {a.get('VALUE')}" for a in node.findall("attribute") if a.get("NAME")]


def _note(node: ET.Element, indent: str) -> list[str]:
    """A topic's note, its paragraphs under it."""
    note = node.find("richcontent[@TYPE='NOTE']")
    if note is None:
        return []
    words = _html_text(note)
    return ["", *(f"{indent}{line}" for line in words.split("\n") if line.strip()), ""] if words.strip() else []


def _html_text(element: ET.Element) -> str:
    """The words of a rich-content element: its HTML as Markdown, or its plain text."""
    inner = "".join(ET.tostring(child, encoding="unicode") for child in element)
    # A note in the XHTML namespace comes back with a prefix on every tag.
    inner = re.sub(r"(</?)ns\d+:", r"\1", re.sub(r"\s+xmlns(?::\w+)?=\"[^\"]*\"", "", inner))
    # The line breaks of the note's HTML are no breaks, but inside a <pre>.
    parts = re.split(r"(<pre\b.*?</pre>)", inner, flags=re.DOTALL | re.IGNORECASE)
    inner = "".join(part if part.lower().startswith("<pre") else re.sub(r"\s*\n\s*", " ", part) for part in parts)
    text = html_markdown(blocks_on_lines(inner)) if inner.strip() else (element.text or "")
    return text.strip()
