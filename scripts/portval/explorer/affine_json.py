"""An AFFiNE page exported as a BlockSuite snapshot (``{"type": "page", "meta": ..., "blocks": ...}``), read as its Markdown.

A snapshot is a tree of blocks under the page: a note holds paragraphs ("text", "h1"-"h6", "quote"), list items
("bulleted", "numbered", "todo") with their nested items as children, code blocks and databases (a table whose rows
are child paragraphs, each row's other cells in the database's ``cells``). Each text is a Quill-like delta: runs with
``code``, ``bold``, ``strike``, ``link`` attributes. Read as JSON, a sentence is cut wherever a code run starts, a
heading scopes nothing and a struck claim reads as said. Here each block is the Markdown line it stands for; the edgeless
canvas (``affine:surface``) draws nothing of the page's text. The draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view
from .thread_text import dicts

_ITEMS = {"bulleted": "- ", "numbered": "1. ", "toggle": "- "}


def affine_page_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The lines of an AFFiNE page snapshot, and what its line numbers count; ``(text, "")`` for any other report."""
    snapshot = loaded_json(text.strip())
    page = snapshot.get("blocks") if isinstance(snapshot, dict) else None
    if not (isinstance(page, dict) and page.get("flavour") == "affine:page"):
        return text, ""
    lines: list[str] = []
    title = _words((page.get("props") or {}).get("title"))
    if title.strip():
        lines += [f"# {title}", ""]
    for child in dicts(page.get("children")):
        _write(child, 0, lines)
    return printed_view(lines, name, "each block of the page as the Markdown it stands for")


def _write(block: dict, depth: int, lines: list[str]) -> None:
    """``block`` and the blocks under it as Markdown lines; a list item's children are nested items or lines under it."""
    flavour = str(block.get("flavour") or "")
    props = block.get("props") if isinstance(block.get("props"), dict) else {}
    kind = str(props.get("type") or "")
    indent = "  " * depth
    children = dicts(block.get("children"))
    if flavour == "affine:surface":
        return
    if flavour == "affine:code":
        lines += [f"```{props.get('language') or ''}", *_words(props.get("text")).split("\n"), "```", ""]
    elif flavour == "affine:database":
        lines += _table(props, children)
        return  # its children are the table's rows
    elif flavour == "affine:divider":
        lines += ["---", ""]
    elif flavour == "affine:list":
        mark = ("- [x] " if props.get("checked") else "- [ ] ") if kind == "todo" else _ITEMS.get(kind, "- ")
        if lines and lines[-1].strip() and not lines[-1].lstrip().startswith(("- ", "1. ")):
            lines.append("")
        lines.append(indent + mark + _words(props.get("text")))
        for child in children:
            _write(child, depth + 1, lines)
        if depth == 0:
            lines.append("")
        return
    elif flavour == "affine:paragraph":
        words = _words(props.get("text"))
        if words.strip():
            if lines and lines[-1].strip() and not depth:
                lines.append("")
            if kind.startswith("h") and kind[1:].isdigit():
                lines += [f"{'#' * int(kind[1:])} {words}", ""]
            elif kind == "quote":
                lines += [indent + "> " + line for line in words.split("\n")] + [""]
            else:
                lines += [indent + line for line in words.split("\n")] + ([""] if not depth else [])
    for child in children:
        _write(child, depth, lines)


def _table(props: dict, rows: list[dict]) -> list[str]:
    """A database as a Markdown table: its title column the rows' own texts, each other column its cells' values."""
    columns = dicts(props.get("columns"))
    cells = props.get("cells") if isinstance(props.get("cells"), dict) else {}
    if not columns or not rows:
        return []
    header = [str(c.get("name") or "") for c in columns]
    body = []
    for row in rows:
        own = cells.get(row.get("id")) if isinstance(cells.get(row.get("id")), dict) else {}
        values = []
        for column in columns:
            if column.get("type") == "title":
                values.append(_words((row.get("props") or {}).get("text")))
            else:
                cell = own.get(column.get("id")) if isinstance(own.get(column.get("id")), dict) else {}
                value = cell.get("value")
                values.append(_words(value) if isinstance(value, dict) else "" if value is None else str(value))
        body.append(values)
    title = _words(props.get("title"))
    table = [f"| {' | '.join(header)} |", "|" + "---|" * len(header), *(f"| {' | '.join(v.replace('|', '/') for v in row)} |" for row in body)]
    return ([title, ""] if title.strip() else []) + table + [""]


def _words(text: object) -> str:
    """A delta's runs as Markdown: a code run a code span, a struck run struck through, a bold run bold, a link a link."""
    if isinstance(text, str):
        return text
    runs = dicts(text.get("delta")) if isinstance(text, dict) else []
    out = []
    for run in runs:
        words = str(run.get("insert") or "")
        attributes = run.get("attributes") if isinstance(run.get("attributes"), dict) else {}
        if attributes.get("code") and words.strip():
            words = f"`{words}`"
        if attributes.get("bold") and words.strip():
            words = f"**{words}**"
        if attributes.get("strike") and words.strip():
            words = f"~~{words}~~"
        if isinstance(attributes.get("link"), str) and words.strip():
            words = f"[{words}]({attributes['link']})"
        out.append(words)
    return "".join(out)
