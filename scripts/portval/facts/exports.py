"""The files printed from the contract: the JSON Schema for editors and the field tables of port-facts.md.

Both come from the fields' declarations, as the validator does, so neither
can drift; ``stale_files`` says which committed copy differs.
"""

from __future__ import annotations

import json
from pathlib import Path

from .load import json_schema
from .reference import REFERENCE_PAGE, render_page

REPO = Path(__file__).resolve().parents[3]
SCHEMA_FILE = REPO / "references" / "port-facts.schema.json"
PAGE_FILE = REPO / REFERENCE_PAGE


def exported_files() -> dict[Path, str]:
    """Each exported file and the text the contract produces for it now."""
    return {
        SCHEMA_FILE: json.dumps(json_schema(), indent=2) + "\n",
        PAGE_FILE: render_page(PAGE_FILE.read_text(encoding="utf-8")),
    }


def stale_files() -> list[str]:
    """The exported files whose committed text differs, as paths from the bundle's root."""
    return [str(path.relative_to(REPO)) for path, text in exported_files().items() if (path.read_text(encoding="utf-8") if path.exists() else "") != text]


def write_exports() -> list[str]:
    """Write every exported file; their paths from the bundle's root."""
    written = []
    for path, text in exported_files().items():
        path.write_text(text, encoding="utf-8")
        written.append(str(path.relative_to(REPO)))
    return written
