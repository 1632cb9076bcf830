"""Unit tests of the portval library: put scripts/ on the import path once, share the tables."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SCRIPTS = str(REPO / "scripts")
if SCRIPTS not in sys.path:
    sys.path.insert(0, SCRIPTS)

from portval.plan.tolerances import Tables, load_tables


@pytest.fixture(scope="session")
def tables() -> Tables:
    """The real tolerance tables of references/test-templates.md, read once."""
    return load_tables()
