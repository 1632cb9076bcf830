"""The draft checked against a Primus checkout: a value the patch's code rules out becomes a TODO quoting both.

The readers take what the report says; a report can still name another
patch's id, a phase a later line corrects, or a flag nobody reads. When the
user has the Primus checkout the report was written from, its code settles
those (primus_code.check), whatever the report's language or layout.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from typing import Any

from ..primus_code.check import Contradiction, contradictions
from ..primus_code.tree import PrimusTree
from .records import REQUIRED, Extraction, Found, Todo

# The mapping fields whose entries are checked one by one, by key.
MAPPINGS = ("enable.flags", "enable.env")
# The list fields whose entries are checked one by one.
LISTS = ("upstream.symbols", "upstream.aliases", "requires.backend_versions")


def checked_against(extraction: Extraction, tree: PrimusTree) -> tuple[Extraction, tuple[Contradiction, ...]]:
    """``extraction`` without the values ``tree``'s code rules out (each now a TODO), and what the code ruled out."""
    found = tuple(contradictions(_as_facts(extraction.facts), tree))
    if not found:
        return extraction, found
    facts = dict(extraction.facts)
    todos = list(extraction.todos)
    for contradiction in found:
        field = next((m for m in MAPPINGS if contradiction.field.startswith(f"{m}.")), contradiction.field)
        entry = facts.get(field)
        if isinstance(entry, list):
            removed = [e for e in entry if _key(e, field) == contradiction.value]
            facts[field] = [e for e in entry if _key(e, field) != contradiction.value]
            if not facts[field]:
                del facts[field]
        elif isinstance(entry, Found):
            removed = [facts.pop(field)]
        else:
            continue  # ruled out twice (the id, by its own check and by the implementation file's)
        todos.extend(Todo(field, field in REQUIRED, _why(found_, contradiction), "check") for found_ in removed)
    return replace(extraction, facts=facts, todos=tuple(todos)), found


def _key(entry: Found, field: str) -> Any:
    """What a contradiction names an entry of a list field by: a flag's key, a site's path."""
    return entry.value[0] if field in MAPPINGS else entry.value


def _why(found: Found, contradiction: Contradiction) -> str:
    return (
        f'report line {found.line} gives {contradiction.value} ("{found.quote}"), but the Primus code rules it out: '
        f"{contradiction.why}; write what the code says"
    )


def _as_facts(facts: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The drafted values as the facts file nests them (``{"feature": {"id": ...}, "enable": {"flags": {...}}}``)."""
    nested: dict[str, dict[str, Any]] = defaultdict(dict)
    for name, value in facts.items():
        section, _, key = name.partition(".")
        if name in MAPPINGS:
            nested[section][key] = {entry.value[0]: entry.value[1] for entry in value}
        elif name in LISTS:
            nested[section][key] = [entry.value for entry in value]
        elif isinstance(value, Found) and key:
            nested[section][key] = value.value
    return nested
