"""The field tables of references/port-facts.md come from the fields' declarations and cover every field once."""

from __future__ import annotations

import re
from pathlib import Path

from portval.facts.contract import FACTS
from portval.facts.reference import TABLES, declared_fields, listed_fields, markers_in, render_page, table_text
from portval.facts.schema import Choice, Flag, ListOf, MapOf, Record

PAGE = Path(__file__).resolve().parents[2] / "references" / "port-facts.md"


def test_committed_tables_are_printed_from_the_declarations():
    page = PAGE.read_text(encoding="utf-8")
    assert render_page(page) == page, "references/port-facts.md is stale: run python scripts/export_schema.py"


def test_every_table_has_its_marker_once():
    assert markers_in(PAGE.read_text(encoding="utf-8")) == [t.marker for t in TABLES]


def test_every_declared_field_is_in_exactly_one_table():
    assert declared_fields() == listed_fields()
    rows = [row for table in TABLES for row in table_text(table).splitlines()[2:]]
    assert len(rows) == len(listed_fields())


def test_a_changed_declaration_changes_the_page():
    """The check above can fail: a table printed from an edited declaration differs from the committed one."""
    page = PAGE.read_text(encoding="utf-8")
    feature = FACTS.fields["feature"].spec
    original = feature.fields["summary"]
    try:
        feature.fields["summary"] = type(original)(**{**original.__dict__, "effect": "something else"})
        assert render_page(page) != page
    finally:
        feature.fields["summary"] = original


def _choices(record: Record, path: str = ""):
    for name, declaration in record.fields.items():
        spec = declaration.spec
        while isinstance(spec, (ListOf, MapOf)):
            spec = spec.item if isinstance(spec, ListOf) else spec.value
        if isinstance(spec, Record):
            yield from _choices(spec, f"{path}{name}.")
        elif isinstance(spec, (Choice, Flag)) and declaration.allowed:
            yield f"{path}{name}", spec, declaration.allowed


def test_every_allowed_value_of_a_choice_is_in_its_row():
    """The allowed-values cell is prose beside the spec: it must still name every value the validator accepts."""
    checked = 0
    for path, spec, allowed in _choices(FACTS):
        values = spec.values if isinstance(spec, Choice) else ("true", "false")
        missing = [v for v in values if not re.search(rf"`{re.escape(str(v))}`", allowed)]
        assert not missing, f"{path}: the table's allowed values do not name {missing}"
        checked += 1
    assert checked >= 10
