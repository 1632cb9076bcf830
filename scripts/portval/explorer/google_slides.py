"""A Google Slides presentation as the Slides API returns it (``GET /v1/presentations/{id}``), read as its slides.

The API gives each slide's shapes and tables, their words as "textElements": a "paragraphMarker" opening each paragraph
(a bullet with its nesting level) and "textRun"s, each with its style (bold, italic, struck through, a monospace font
for code). Read as JSON, each run is a string on a line of its own: a sentence is cut wherever a code run begins, a
slide's title scopes nothing, and a struck run reads as a statement. Here the presentation's title is a heading, each
slide's title a heading under it, its other shapes' paragraphs and its tables' rows below, each run marked as its style
says, then the slide's speaker notes; the draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .editor_blocks import dicts, table_lines
from .json_exports import loaded_json, marked_run, printed_view

# The fonts a slide writes code in.
_MONOSPACE = ("courier", "consolas", "mono", "menlo", "monaco", "inconsolata", "source code")
_TITLES = ("TITLE", "CENTERED_TITLE")


def slides_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The slides of a presentation, and what its line numbers count; ``(text, "")`` for any other report."""
    presentation = loaded_json(text.strip())
    if not _is_presentation(presentation):
        return text, ""
    lines = [f"# {' '.join(str(presentation.get('title') or '').split())}", ""] if presentation.get("title") else []
    for slide in dicts(presentation["slides"]):
        elements = dicts(slide.get("pageElements"))
        titles = [e for e in elements if (e.get("shape") or {}).get("placeholder", {}).get("type") in _TITLES]
        for title in titles:
            lines += ["## " + " ".join(" ".join(p for _, p in _paragraphs(title["shape"])).split()), ""]
        for element in (e for e in elements if e not in titles):
            lines += _element_lines(element)
        notes = (slide.get("slideProperties") or {}).get("notesPage") or {}
        for element in dicts(notes.get("pageElements")):
            said = [words for _, words in _paragraphs(element.get("shape") or {}) if words.strip()]
            lines += [line for words in said for line in (f"Speaker notes: {words}", "")]
    return printed_view(lines, name, "each slide's title as a heading, its shapes' paragraphs and tables, then its notes")


def _is_presentation(document: object) -> bool:
    return isinstance(document, dict) and "presentationId" in document and isinstance(document.get("slides"), list)


def _element_lines(element: dict) -> list[str]:
    """A shape's paragraphs (a bullet an item, indented by its nesting) or a table's rows, a blank line after each."""
    if isinstance(element.get("table"), dict):
        rows = [
            [" ".join(" ".join(p for _, p in _paragraphs(cell)).split()) for cell in dicts(row.get("tableCells"))]
            for row in dicts(element["table"].get("tableRows"))
        ]
        return [*table_lines(rows, headed=True), ""]
    lines: list[str] = []
    for depth, words in _paragraphs(element.get("shape") or {}):
        if words.strip():
            lines += ["  " * depth + "- " + words if depth >= 0 else words, ""]
    return lines


def _paragraphs(holder: dict) -> list[tuple[int, str]]:
    """The paragraphs of a shape's or a cell's text, each with its bullet's nesting level (-1 without a bullet) and its
    runs as Markdown."""
    out: list[tuple[int, str]] = []
    for element in dicts((holder.get("text") or {}).get("textElements")):
        marker = element.get("paragraphMarker")
        if isinstance(marker, dict):
            bullet = marker.get("bullet")
            out.append((int(bullet.get("nestingLevel") or 0) if isinstance(bullet, dict) else -1, ""))
            continue
        run = element.get("textRun")
        if isinstance(run, dict) and out:
            style = run.get("style") or {}
            font = str((style.get("weightedFontFamily") or {}).get("fontFamily") or style.get("fontFamily") or "").lower()
            words = str(run.get("content") or "").replace("\n", " ")
            marked = marked_run(
                words,
                code=any(m in font for m in _MONOSPACE),
                bold=bool(style.get("bold")),
                italic=bool(style.get("italic")),
                struck=bool(style.get("strikethrough")),
            )
            out[-1] = (out[-1][0], out[-1][1] + marked)
    return [(depth, " ".join(words.split())) for depth, words in out]
