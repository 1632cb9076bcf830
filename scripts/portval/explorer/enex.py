"""An Evernote export (.enex), read as the Markdown it stands for, line for line.

An export is XML: each ``<note>`` has a ``<title>``, dates, tags and attributes (who wrote it, on which device), and
its text as an HTML document (ENML) inside a CDATA section of ``<content>``. Read as XML of the writer's own schema,
the note's paragraphs are elements named "div" and the metadata reads as facts ("author: r.lindqvist"); read as
Markdown, the CDATA hides the text. Here each note's title is a heading, its text is read as the HTML it is
(paragraphs, lists, tables, struck text, check boxes), and the rest of the XML is blank.
"""

from __future__ import annotations

import html
import re

from .word_html import html_markdown

_CONTENT = re.compile(r"<content>\s*<!\[CDATA\[(.*?)\]\]>\s*</content>", re.DOTALL)
_TITLE = re.compile(r"<title>(.*?)</title>", re.DOTALL)
# The ENML document's own frame: its declaration, its doctype and the <en-note> root.
_ENML_FRAME = re.compile(r"<\?xml[^>]*\?>|<!DOCTYPE[^>]*>|</?en-note\b[^>]*>")
# A code block: a <div> styled "-en-codeblock:true" whose inner <div>s are its lines.
_CODE_BLOCK = re.compile(r"<div\b[^>]*-en-codeblock:\s*true[^>]*>", re.IGNORECASE)
_DIV_TAG = re.compile(r"<(/?)div\b[^>]*>", re.IGNORECASE)


def is_enex(text: str) -> bool:
    """Whether the report is an Evernote export: its root is ``<en-export>``."""
    return "<en-export" in text[:2000]


def enex_lines(lines: list[str]) -> list[str]:
    """The export as Markdown (see the module's docstring), the line count unchanged."""
    text = "\n".join(lines)
    out: list[str] = []
    position = 0
    for content in _CONTENT.finditer(text):
        out.append(_outside(text[position : content.start(1)]))
        out.append(html_markdown(_code_blocks(_ENML_FRAME.sub("", content.group(1)))))
        position = content.end(1)
    out.append(_outside(text[position:]))
    return "".join(out).split("\n")


def _outside(xml: str) -> str:
    """The export's XML around the notes' text: each title a heading, everything else blank."""
    out: list[str] = []
    position = 0
    for title in _TITLE.finditer(xml):
        out.append("\n" * xml.count("\n", position, title.start()))
        out.append("# " + " ".join(html.unescape(title.group(1)).split()) + "\n" * title.group(0).count("\n"))
        position = title.end()
    out.append("\n" * xml.count("\n", position))
    return "".join(out)


def _code_blocks(enml: str) -> str:
    """Each code block as one paragraph of code, its lines joined with "; " and the line breaks it held kept.

    Read as HTML, its lines are paragraphs with nothing between them: "primus_turbo:" and "enable_primus_turbo: true"
    would run together into one word.
    """
    out: list[str] = []
    position = 0
    for opening in _CODE_BLOCK.finditer(enml):
        if opening.start() < position:
            continue  # inside the block just read
        depth, end = 1, len(enml)
        for tag in _DIV_TAG.finditer(enml, opening.end()):
            depth += -1 if tag.group(1) else 1
            if not depth:
                end = tag.end()
                break
        block = enml[opening.start() : end]
        code = [" ".join(html.unescape(re.sub(r"<[^>]*>", "", part)).split()) for part in re.split(r"</?div\b[^>]*>", block)]
        joined = html.escape("; ".join(line for line in code if line), quote=False)
        out.append(enml[position : opening.start()] + f"<div><code>{joined}</code></div>" + "\n" * block.count("\n"))
        position = end
    out.append(enml[position:])
    return "".join(out)
