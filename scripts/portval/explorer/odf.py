"""A document or a spreadsheet saved as OpenDocument flat XML (.fodt, .fods, as LibreOffice writes them), read as the
Markdown it stands for, line for line.

A flat OpenDocument file is XML: the document's metadata, settings, fonts and styles come first, then its body, each
paragraph a <text:p>, each heading a <text:h> with its outline level, each run of code or struck text a <text:span>
whose style (defined at the top) says so, a list's items <text:list-item>s, a table's cells <table:table-cell>s of
paragraphs (a struck finding struck by the cell's own style), and a reviewer's comment an <office:annotation> inside
the paragraph it is about, or at the start of the cell it is about. Read as XML of the
writer's own schema, the style names and page margins read as facts and no paragraph is one line. Here the body is
rewritten as the HTML it stands for (a paragraph in the "Title" style the title, a span in a monospaced or "Source
Text" style code, a paragraph in the "Preformatted Text" style a line of code, a struck or bold span marked, a comment
"(Comment by ...: ...)" where it stands) and read as word_html reads HTML; everything before the body is blank, and so
is the record of tracked changes, which holds the words a deletion took out: the document is read with its changes
accepted.
"""

from __future__ import annotations

import re

from .text import MONOSPACED_FONT
from .word_html import blank, html_markdown, separated_paragraphs

_BODY = re.compile(r"<office:body\b")
_STYLE = re.compile(r"<style:style\b[^>]*style:name=\"([^\"]+)\"[^>]*>(.*?)</style:style>", re.DOTALL)
# Replacements applied in order, each keeping the line breaks of what it replaces.
_TAGS = (
    (r"<text:h\b[^>]*text:outline-level=\"(\d)\"[^>]*>(.*?)</text:h>", lambda m: f"<h{min(int(m.group(1)), 6)}>{m.group(2)}</h{min(int(m.group(1)), 6)}>"),
    (r"<text:p\b[^>]*text:style-name=\"Title\"[^>]*>(.*?)</text:p>", lambda m: f"<h1>{m.group(1)}</h1>"),
    (r"<text:list-item>\s*<text:p\b[^>]*>(.*?)</text:p>", lambda m: f"<li>{m.group(1)}</li>"),
    (r"<table:table-cell\b[^>]*>\s*<text:p\b[^>]*>(.*?)</text:p>\s*</table:table-cell>", lambda m: f"<td>{m.group(1)}</td>"),
    (r"<table:table-cell\b[^>]*/>", lambda m: "<td></td>"),
    (r"<table:table-row\b[^>]*>", lambda m: "<tr>"),
    (r"</table:table-row>", lambda m: "</tr>"),
    (r"</?table:table-header-rows>|<table:table-column\b[^>]*/>", lambda m: ""),
    (r"<table:table(?=[\s>])[^>]*>", lambda m: "<table>"),
    (r"</table:table>", lambda m: "</table>"),
    # A line of "Preformatted Text": a line of code, its indent kept.
    (r"<text:p\b[^>]*text:style-name=\"Preformatted_20_Text\"[^>]*>(.*?)</text:p>", lambda m: f"<pre>{m.group(1)}</pre>"),
    (r"<text:p\b[^>]*>(.*?)</text:p>", lambda m: f"<p>{m.group(1)}</p>"),
    # "<text:s text:c="4"/>": that many spaces, a code line's indent.
    (r"<text:s\b[^>]*/>", lambda m: " " * int((re.search(r'text:c="(\d+)"', m.group(0)) or [0, "1"])[1])),
    (r"<text:tab\b[^>]*/>", lambda m: " "),
    (r"<text:line-break\b[^>]*/>", lambda m: "<br>"),
)


# The record of a reviewer's tracked changes: what a deletion took out, kept for the change to be rejected. Read with
# its changes accepted, the document holds none of it (an insertion's words are in the body already).
_TRACKED_CHANGES = re.compile(r"<text:tracked-changes\b.*?</text:tracked-changes>", re.DOTALL)


def is_flat_odf(text: str) -> bool:
    """Whether the report is an OpenDocument text or spreadsheet saved as flat XML."""
    return "<office:document" in text[:5000] and bool(_BODY.search(text))


def flat_odf_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    text = "\n".join(lines)
    body = _BODY.search(text)
    styles = {name: body for name, body in _STYLE.findall(text[: body.start()])}
    out = "\n" * text.count("\n", 0, body.start()) + _annotated(_struck_cells(_TRACKED_CHANGES.sub(blank, text[body.start() :]), styles))
    for pattern, replacement in _TAGS:
        # What an element held over several lines goes on its first line, the lines it took kept.
        out = re.sub(pattern, lambda m, r=replacement: r(m).replace("\n", " ") + blank(m), out, flags=re.DOTALL)
    out = _spans(out, styles)
    # A blank line would end the table where its column definitions or a cell's own lines stood.
    out = re.sub(r"<table>.*?</table>", lambda m: re.sub(r"(?m)^[ \t]*$", "\u00a0", m.group(0)), out, flags=re.DOTALL)
    return separated_paragraphs(html_markdown(out).split("\n"))


def _annotated(body: str) -> str:
    """A reviewer's comment as words in the paragraph it is about: "(Comment by M. Lindqvist: ...)". A spreadsheet's
    comment stands at the start of its cell, before the cell's paragraph: it goes at that paragraph's end, or the cell
    would hold words outside any paragraph and be read as no cell at all."""

    def said(annotation: str) -> str:
        who = re.search(r"<dc:creator>(.*?)</dc:creator>", annotation, re.DOTALL)
        words = " ".join(re.findall(r"<text:p\b[^>]*>(.*?)</text:p>", annotation, re.DOTALL))
        return f" (Comment by {who.group(1) if who else 'a reviewer'}: {words})".replace("\n", " ")

    def before_paragraph(match: re.Match[str]) -> str:
        annotation, space, opening, words, closing = match.groups()
        return "\n" * annotation.count("\n") + space + opening + words + said(annotation) + closing

    body = re.sub(
        r"(<office:annotation\b.*?</office:annotation>)(\s*)(<text:p\b[^>]*>)(.*?)(</text:p>)", before_paragraph, body, flags=re.DOTALL
    )
    body = re.sub(r"<office:annotation\b.*?</office:annotation>", lambda m: said(m.group(0)) + blank(m), body, flags=re.DOTALL)
    return re.sub(r"<office:annotation-end\b[^>]*/>", "", body)


def _struck_cells(body: str, styles: dict[str, str]) -> str:
    """Each paragraph of a cell whose style strikes its text through (a spreadsheet's struck finding) in a struck span."""

    def cell(match: re.Match[str]) -> str:
        if not re.search(r"text-line-through-style=\"(?!none)", styles.get(match.group(2), "")):
            return match.group(0)
        inner = re.sub(r"(<text:p\b[^>]*>)(.*?)(</text:p>)", r"\1<s>\2</s>\3", match.group(3), flags=re.DOTALL)
        return match.group(1) + inner + match.group(4)

    return re.sub(
        r"(<table:table-cell\b[^>]*table:style-name=\"([^\"]+)\"[^>]*>)(.*?)(</table:table-cell>)", cell, body, flags=re.DOTALL
    )


def _spans(text: str, styles: dict[str, str]) -> str:
    """Each span as the HTML its style stands for: code, struck, bold; innermost first."""

    def span(match: re.Match[str]) -> str:
        name, inner = match.group(1) or "", match.group(2)
        style = styles.get(name, "")
        if MONOSPACED_FONT.search(style) or re.search(r"Source_20_Text|Code|Teletype", name):
            inner = f"<code>{inner}</code>"
        if re.search(r"text-line-through-style=\"(?!none)", style):
            inner = f"<s>{inner}</s>"
        if 'fo:font-weight="bold"' in style:
            inner = f"<b>{inner}</b>"
        return inner

    # A struck run with code inside is three runs, the middle one code around struck text: one struck run.
    def merged(text: str) -> str:
        text = re.sub(r"<code><(s|b)>((?:(?!</?\1>).)*)</\1></code>", r"<\1><code>\2</code></\1>", text)
        return re.sub(r"</(s|b)>(\s*)<\1>", r"\2", text)

    pattern = re.compile(r"<text:span\b(?:[^>]*?text:style-name=\"([^\"]*)\")?[^>]*>((?:(?!<text:span\b).)*?)</text:span>", re.DOTALL)
    while True:
        rewritten = pattern.sub(span, text)
        if rewritten == text:
            return merged(text)
        text = rewritten
