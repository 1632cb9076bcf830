"""A ReadMe (readme.io) doc page as its API returns it (``GET /api/v1/docs/{slug}``), read as the Markdown it stands for.

ReadMe keeps a page's body in its own flavour of Markdown: prose, and widgets written as JSON between ``[block:kind]``
and ``[/block]`` (a code sample's ``codes``, a callout's ``title`` and ``body``, a parameters table's cells keyed
"h-0" for a header and "0-1" for row 0, column 1). Read as JSON, the whole body is one line, so every value cites it
and a code sample's settings read as prose. Here the title is a heading, the excerpt a paragraph, the body's Markdown
kept line for line, a code sample fenced, a callout a paragraph its title labels, a parameters block a table;
the rendered HTML beside it, the same page again, is left out. The draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import json
import re

from .json_exports import loaded_json, printed_view
from .thread_text import dicts

_BLOCK = re.compile(r"\[block:(\w+)\]\s*(\{.*?\})\s*\[/block\]", re.DOTALL)


def readme_doc_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The lines of a ReadMe doc page, and what its line numbers count; ``(text, "")`` for any other report."""
    page = loaded_json(text.strip())
    if not _is_readme_doc(page):
        return text, ""
    lines = [f"# {page.get('title') or page['slug']}", ""]
    if isinstance(page.get("excerpt"), str) and page["excerpt"].strip():
        lines += [page["excerpt"].strip(), ""]
    lines += _BLOCK.sub(lambda m: _widget(m.group(1), m.group(2)), page["body"]).split("\n")
    return printed_view(lines, name, "the page's title, excerpt and body, its widgets as the Markdown they stand for")


def _is_readme_doc(page: object) -> bool:
    """A ReadMe doc page: its slug, its body and ReadMe's own fields beside them."""
    return isinstance(page, dict) and isinstance(page.get("body"), str) and isinstance(page.get("slug"), str) and (
        "[block:" in page["body"] or "isReference" in page or "body_html" in page
    )


def _widget(kind: str, data: str) -> str:
    """One ``[block:kind]`` widget as Markdown; a widget whose JSON does not load stays as written."""
    try:
        widget = json.loads(data)
    except ValueError:
        return f"[block:{kind}]\n{data}\n[/block]"
    if kind == "code":
        samples = dicts(widget.get("codes"))
        return "\n\n".join(f"```{s.get('language') or ''}\n{str(s.get('code') or '').rstrip()}\n```" for s in samples)
    if kind == "callout":
        # The writer's own words in a box, not a quotation: its title labels its body.
        title, body = (str(widget.get(key) or "").strip() for key in ("title", "body"))
        return f"**{title.rstrip(':.')}:** {body}" if title and body else title or body
    if kind == "parameters":
        return _parameters(widget)
    return ""


def _parameters(widget: dict) -> str:
    """A parameters block's cells ("h-0", "0-1") as a Markdown table."""
    data = widget.get("data") if isinstance(widget.get("data"), dict) else {}
    columns, rows = int(widget.get("cols") or 0), int(widget.get("rows") or 0)

    def cell(key: str) -> str:
        return str(data.get(key, "")).replace("\n", " ").replace("|", "\\|")

    header = [cell(f"h-{c}") for c in range(columns)]
    body = [[cell(f"{r}-{c}") for c in range(columns)] for r in range(rows)]
    return "\n".join([f"| {' | '.join(header)} |", "|" + "---|" * columns, *(f"| {' | '.join(row)} |" for row in body)]) if columns else ""
