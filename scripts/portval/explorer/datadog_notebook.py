"""A Datadog notebook as Datadog's API returns it (``GET /api/v1/notebooks/{id}``), read as the Markdown of its cells.

The API gives a notebook as ``data.attributes``: its "name" and its "cells", each a widget "definition" whose type
says what it is: a "markdown" cell holds a Markdown page in one "text" string, a "timeseries", "toplist" or "log_stream"
cell a query of the dashboards, no words at all. Read line by line, each Markdown page is one line of JSON: its
headings scope nothing ("Neighbours" stands mid-line), a list's items are phrases of that line, and "the last bullet of
Patch logic" counts nothing. Here the notebook's name is the heading over its Markdown cells, each cell's page its own
lines, and the graphs are left out; the draft gives the command that prints these lines (``facts_from_explorer.py
--view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view
from .thread_text import dicts


def datadog_notebook_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The lines of a Datadog notebook's Markdown cells, and what its line numbers count; ``(text, "")`` for any other
    report."""
    notebook = _notebook(loaded_json(text.strip()) if '"notebook_cells"' in text else None)
    if notebook is None:
        return text, ""
    title, pages = notebook
    lines = [f"# {title}", ""] if title else []
    for page in pages:
        # A cell's page heads itself ("## Patch logic"): a "# " title in it would end the notebook's, not open a part.
        lines += [*page.rstrip("\n").split("\n"), ""]
    return printed_view(lines, name, "the notebook's Markdown cells, each as its page's lines; its graphs left out")


def _notebook(document: object) -> tuple[str, list[str]] | None:
    """A notebook's name and the Markdown pages of its cells, in order; None when the document is no notebook: "data"
    of type "notebooks" whose "attributes" hold "cells" of type "notebook_cells", a Markdown one among them."""
    data = document.get("data") if isinstance(document, dict) else None
    if not isinstance(data, dict) or data.get("type") != "notebooks" or not isinstance(data.get("attributes"), dict):
        return None
    attributes = data["attributes"]
    cells = dicts(attributes.get("cells"))
    if not cells or any(cell.get("type") != "notebook_cells" for cell in cells):
        return None
    definitions = [((cell.get("attributes") or {}).get("definition") or {}) for cell in cells]
    pages = [d["text"] for d in definitions if isinstance(d, dict) and d.get("type") == "markdown" and isinstance(d.get("text"), str)]
    if not pages:
        return None
    title = attributes.get("name")
    return (title.strip() if isinstance(title, str) else "", pages)
