"""An Airtable base's records as its REST API lists them (``{"records": [{"id": "rec...", "fields": {...}}]}``), read as
the Markdown they stand for, line for line.

Each record is a row of the base, its "fields" named by the base's columns ("Name", "Phase", "Upstream symbols",
"Notes"), a long text's lines joined by escaped line breaks, a linked record an id ("recH7bN1sZ4eKq09D"). Read as JSON,
a field is a key and a string: the record a row stands for is lost, and the records a row links to as related read as
plainly as the row itself. Here the first record is the document's subject, its Name the title; a record it links to
through a field named for related, sibling or companion patches is a section "Related patch: <Name>", any other record a
section of its Name; each short field a labelled item ("- Phase: before_train"), a long text a labelled paragraph on one
line, a link the linked records' names, a person their name, a check box yes or no. Ids, times, attachments and every
line of structure are blank.
"""

from __future__ import annotations

import re

from .json_exports import json_value_lines, loaded_json, one_line_markdown

_RECORD_ID = re.compile(r"^rec\w{8,}$")
# A field that links a record to others as related patches: "Related patches", "Sibling patch", "Companions".
_RELATED = re.compile(r"\b(?:related|sibling|companion|other)\b", re.IGNORECASE)
# Fields that say when or by whom a record was changed, or where its files are: nothing the report states.
_BOOKKEEPING = re.compile(r"^(?:last modified|created|modified|attachments?|files?)\b", re.IGNORECASE)


def airtable_records(text: str) -> list[dict] | None:
    """The base's records, each with its "id" and "fields", or None for any other text."""
    document = loaded_json(text) if '"records"' in text and '"fields"' in text else None
    records = document.get("records") if isinstance(document, dict) else None
    if not isinstance(records, list) or not records:
        return None
    if not all(isinstance(r, dict) and isinstance(r.get("fields"), dict) and _RECORD_ID.match(str(r.get("id", ""))) for r in records):
        return None
    return records


def airtable_lines(lines: list[str], records: list[dict]) -> list[str]:
    """The records as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    where = json_value_lines("\n".join(lines))
    names = {record["id"]: _name(record) for record in records}
    related = {
        linked
        for key, value in records[0]["fields"].items()
        if _RELATED.search(key) and isinstance(value, list)
        for linked in value
        if isinstance(linked, str)
    }
    for index, record in enumerate(records):
        for key, value in record["fields"].items():
            line = where.get(("records", index, "fields", key))
            if line is None or _BOOKKEEPING.match(key):
                continue
            if key.lower() == "name" and isinstance(value, str):
                if index == 0:
                    out[line] = "# " + value
                else:
                    out[line] = ("## Related patch: " if record["id"] in related else "## ") + value
                continue
            shown = _value(value, names)
            if not shown:
                continue
            long_text = isinstance(value, str) and ("\n" in value or len(value.split()) >= 12)
            out[line] = f"{key}: {shown}" if long_text else f"- {key}: {shown}"
    return out


def _name(record: dict) -> str:
    name = record["fields"].get("Name")
    return name if isinstance(name, str) else record["id"]


def _value(value: object, names: dict[str, str]) -> str:
    """A field's value as words: text on one line, a check box yes or no, linked records by name, a person by name."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return one_line_markdown(value)
    if isinstance(value, dict):
        return str(value.get("name") or "")
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return ", ".join(names.get(item, item) for item in value)
    return ""
