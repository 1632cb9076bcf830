"""references/port-facts.schema.json: the JSON Schema of the facts contract, for editors, and whether the committed
copy matches the contract it is produced from."""

from __future__ import annotations

import json
from pathlib import Path

from .contract import json_schema

SCHEMA_FILE = Path(__file__).resolve().parents[3] / "references" / "port-facts.schema.json"


def schema_text() -> str:
    """The schema file's text, as produced from the contract now."""
    return json.dumps(json_schema(), indent=2) + "\n"


def schema_is_current() -> bool:
    """Whether the committed schema file holds exactly what the contract produces."""
    current = SCHEMA_FILE.read_text(encoding="utf-8") if SCHEMA_FILE.exists() else ""
    return current == schema_text()


def write_schema() -> str:
    """Write the schema file; its path from the bundle's root."""
    SCHEMA_FILE.write_text(schema_text(), encoding="utf-8")
    return str(SCHEMA_FILE.relative_to(SCHEMA_FILE.parents[1]))
