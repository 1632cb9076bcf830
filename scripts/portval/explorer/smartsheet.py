"""A Smartsheet sheet as its API returns it (``GET /sheets/{id}?include=discussions``), read as the table it shows.

The API gives the sheet's columns (id, title, type) and its rows, each a list of cells that name their column by id,
a row indented under another naming it as its "parentId"; the discussions on the sheet and its rows come apart. Read
as JSON, every cell is a line of its own: a row's key and its value never stand together, a column's title ("Status",
"Value that enables") is never next to its cell, and an indented row's section ("Related patch (not this one): x")
scopes nothing. Here a top-level row whose only words are its primary cell, or that has rows under it, is a heading;
the rows under it, and the other top-level rows, are rows of a Markdown table of the sheet's columns that hold words,
each led by its row number; then each discussion, its comments oldest first. The draft gives the command that prints these lines
(``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view
from .thread_text import dicts

# The columns that hold no words of the report: a tick, a person, a date.
_WORDLESS = ("CHECKBOX", "CONTACT_LIST", "MULTI_CONTACT_LIST", "DATE", "DATETIME", "ABSTRACT_DATETIME", "DURATION", "PREDECESSOR")


def smartsheet_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The rows of a Smartsheet sheet as sections and tables, then its discussions, and what its line numbers count;
    ``(text, "")`` for any other report."""
    sheet = loaded_json(text.strip())
    if not _is_sheet(sheet):
        return text, ""
    rows = dicts(sheet["rows"])
    worded = [c for c in dicts(sheet["columns"]) if c.get("type") not in _WORDLESS]
    primary = next((c.get("id") for c in worded if c.get("primary")), worded[0].get("id") if worded else None)
    used = [c for c in worded if any(_cell(r, c.get("id")) for r in rows)]
    # Each row keeps the number the sheet shows it under: "Row 13 is wrong" names it so.
    header = [f"| Row | {' | '.join(_escaped(str(c.get('title') or '')) for c in used)} |", f"|{'---|' * (len(used) + 1)}"]
    parents = {r.get("parentId") for r in rows if r.get("parentId") is not None}
    lines = [f"# {' '.join(str(sheet.get('name')).split())}", ""] if sheet.get("name") else []
    in_table = False
    for row in rows:
        words = [_cell(row, c.get("id")) for c in used]
        section = row.get("parentId") is None and (row.get("id") in parents or not any(w for c, w in zip(used, words) if c.get("id") != primary))
        if section:
            lines += ["", f"## {_cell(row, primary)}", ""] if _cell(row, primary) else [""]
            in_table = False
            continue
        if not in_table:
            lines += header
            in_table = True
        lines.append(f"| {row.get('rowNumber', '')} | {' | '.join(_escaped(w) for w in words)} |")
    titles = {r.get("id"): _cell(r, primary) for r in rows}
    for discussion in dicts(sheet.get("discussions")):
        on = titles.get(discussion.get("parentId")) if discussion.get("parentType") == "ROW" else ""
        lines += ["", f"## Discussion on the row {on}" if on else "## Discussion", ""]
        for comment in sorted(dicts(discussion.get("comments")), key=lambda c: str(c.get("createdAt") or "")):
            if isinstance(comment.get("text"), str):
                lines += [*comment["text"].split("\n"), ""]
    return printed_view(lines, name, "its rows as sections and tables, then its discussions, oldest comment first")


def _is_sheet(document: object) -> bool:
    return (
        isinstance(document, dict)
        and bool(dicts(document.get("columns")))
        and all("title" in c and "id" in c for c in dicts(document["columns"]))
        and bool(dicts(document.get("rows")))
        and all(isinstance(r.get("cells"), list) for r in dicts(document["rows"]))
    )


def _cell(row: dict, column: object) -> str:
    """The words a row shows in a column: the cell's display value, else its value; "" when empty."""
    for cell in dicts(row.get("cells")):
        if cell.get("columnId") == column:
            shown = cell.get("displayValue", cell.get("value"))
            return " ".join(str(shown).split()) if shown is not None and not isinstance(shown, bool) else ""
    return ""


def _escaped(words: str) -> str:
    return words.replace("|", "\\|")
