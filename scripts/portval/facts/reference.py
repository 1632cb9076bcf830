"""The field tables of references/port-facts.md, printed from the fields' declarations.

Each table sits between two markers in the page, so the prose around it stays
hand-written and the rows cannot drift from the contract:

    <!-- fields: feature -->
    ... generated ...
    <!-- end fields -->

``python scripts/export_schema.py`` rewrites them with the JSON Schema, and a
test fails when the committed page differs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .contract import FACTS
from .schema import Field, ListOf, MapOf, Record

REFERENCE_PAGE = "references/port-facts.md"
SECTION_COLUMNS = ("field", "type", "allowed values", "default", "from backend-patch-explorer", "what it changes in the plan")
ENTRY_COLUMNS = ("field", "type", "allowed values", "default", "what it changes in the plan")
KEY_COLUMNS = ("key", "type and range", "table default", "what it overrides")


@dataclass(frozen=True)
class Table:
    """One table of the page: the record whose fields it lists, how it names them, and its columns."""

    marker: str
    path: tuple[str, ...]  # from the top-level record down to the listed one ("constraints" steps into its entries)
    prefix: str  # printed before each field name ("feature.", "constraints[i].", "" for entries and keys)
    columns: tuple[str, ...] = SECTION_COLUMNS
    only: tuple[str, ...] = ()  # the top level's own fields, listed one per section ("schema", "notes")


TABLES = (
    Table("schema", (), "", only=("schema",)),
    Table("feature", ("feature",), "feature."),
    Table("framework", ("framework",), "framework."),
    Table("upstream", ("upstream",), "upstream."),
    Table("implementation", ("implementation",), "implementation."),
    Table("enable", ("enable",), "enable."),
    Table("requires", ("requires",), "requires."),
    Table("constraints", ("constraints",), "constraints[i]."),
    Table("numerics", ("numerics",), "numerics."),
    Table("module", ("module",), "module."),
    Table("forward_inputs", ("module", "forward_inputs"), "", ENTRY_COLUMNS),
    Table("user", ("user",), "user."),
    Table("thresholds", ("user", "thresholds"), "", KEY_COLUMNS),
    Table("port", ("port",), "port."),
    Table("notes", (), "", only=("notes",)),
)
# Records whose fields no table lists on their own: a tolerance override's rtol and atol share one row.
COVERED_BY_PARENT = {("user", "thresholds", "tolerances")}
BEGIN = re.compile(r"<!-- fields: (?P<marker>[a-z_]+) -->\n.*?<!-- end fields -->", re.DOTALL)


def record_at(path: tuple[str, ...]) -> Record:
    """The record reached from FACTS through ``path``, stepping into list entries and mapping values."""
    spec = FACTS
    for name in path:
        spec = spec.fields[name].spec
        while isinstance(spec, (ListOf, MapOf)):
            spec = spec.item if isinstance(spec, ListOf) else spec.value
    assert isinstance(spec, Record), path
    return spec


def _cells(name: str, declaration: Field, columns: tuple[str, ...]) -> list[str]:
    shown = declaration.shown or f"`{name}`"
    by_column = {
        "field": shown,
        "key": shown,
        "type": declaration.kind,
        "type and range": declaration.kind,
        "allowed values": declaration.allowed,
        "default": declaration.shown_default,
        "table default": declaration.shown_default,
        "from backend-patch-explorer": declaration.explorer,
        "what it changes in the plan": declaration.effect,
        "what it overrides": declaration.effect,
    }
    return [by_column[column] for column in columns]


def table_text(table: Table) -> str:
    """The Markdown table, header and one row per declared field."""
    record = record_at(table.path)
    lines = ["| " + " | ".join(table.columns) + " |", "|" + "---|" * len(table.columns)]
    for name, declaration in record.fields.items():
        if table.only and name not in table.only:
            continue
        cells = _cells(table.prefix + name, declaration, table.columns)
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def listed_fields() -> set[tuple[str, ...]]:
    """Every field path some table lists."""
    listed = set()
    for table in TABLES:
        for name in record_at(table.path).fields:
            if not table.only or name in table.only:
                listed.add((*table.path, name))
    return listed


def declared_fields(record: Record = FACTS, path: tuple[str, ...] = ()) -> set[tuple[str, ...]]:
    """Every leaf field path of the contract (a field holding a record is listed by its record's table)."""
    found = set()
    for name, declaration in record.fields.items():
        spec = declaration.spec
        while isinstance(spec, (ListOf, MapOf)):
            spec = spec.item if isinstance(spec, ListOf) else spec.value
        here = (*path, name)
        if isinstance(spec, Record) and here not in COVERED_BY_PARENT:
            # A section is described by the prose above its table; a list of entries or a mapping of keys by its own row too.
            if declaration.kind:
                found.add(here)
            found |= declared_fields(spec, here)
        else:
            found.add(here)
    return found


def render_page(page: str) -> str:
    """The page with every marked table printed again from the declarations."""
    tables = {t.marker: t for t in TABLES}

    def replace(match: re.Match[str]) -> str:
        marker = match.group("marker")
        return f"<!-- fields: {marker} -->\n{table_text(tables[marker])}<!-- end fields -->"

    return BEGIN.sub(replace, page)


def markers_in(page: str) -> list[str]:
    return [m.group("marker") for m in BEGIN.finditer(page)]
