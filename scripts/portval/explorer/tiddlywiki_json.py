"""Tiddlers a TiddlyWiki exports as JSON ("Export tiddler" > JSON file), read as the Markdown their wikitext stands for.

The export is an array of tiddlers, each a "title", a "type" and a "text" in TiddlyWiki's wikitext ("!! heading",
"* item", "''bold''", "{{{ code }}}"), one JSON string a tiddler. Read one string a line, a tiddler is one line: its
headings scope nothing, and one "Related but separate" in it hedges every sentence. Here each tiddler is its title as a
heading and its wikitext as Markdown (see light_wikis), in the order exported; a tiddler named under the first one
("x/related patches", TiddlyWiki's way to split a page) is a section of it, headed by the rest of its name. The draft
gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view
from .light_wikis import tiddler_lines

_WIKITEXT = ("text/vnd.tiddlywiki", "text/x-tiddlywiki", "")


def tiddlers_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The tiddlers of a TiddlyWiki JSON export, and what its line numbers count; ``(text, "")`` for any other report."""
    document = loaded_json(text.strip())
    if not _is_tiddlers(document):
        return text, ""
    lines: list[str] = []
    root = " ".join(document[0]["title"].split())
    for tiddler in document:
        title = " ".join(tiddler["title"].split())
        fields = [f"title: {title}", f"type: {tiddler.get('type') or 'text/vnd.tiddlywiki'}", ""]
        read = tiddler_lines([*fields, *tiddler["text"].replace("\r\n", "\n").split("\n")])
        if title.startswith(f"{root}/"):
            # "x/related patches": a tiddler named under the first one is a section of it, headed by its own name.
            read[0] = f"## {title[len(root) + 1 :]}"
        lines += [*read, ""]
    return printed_view(lines, name, "each tiddler's title and its wikitext as Markdown")


def _is_tiddlers(document: object) -> bool:
    """An array of tiddlers: each a "title" and a "text" in wikitext, with the "created" or "modified" stamps of a wiki."""
    return (
        isinstance(document, list)
        and bool(document)
        and all(isinstance(t, dict) and isinstance(t.get("title"), str) and isinstance(t.get("text"), str) for t in document)
        and all(str(t.get("type") or "") in _WIKITEXT for t in document)
        and any("created" in t or "modified" in t for t in document)
    )
