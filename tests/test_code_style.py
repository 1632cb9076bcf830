"""The bundle's own code passes ruff (the version pinned in requirements-dev.txt)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
RUFF = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")


@pytest.mark.skipif(not Path(RUFF).exists() and shutil.which("ruff") is None, reason="ruff is not installed")
def test_bundle_code_passes_ruff():
    paths = ["scripts", "tests", "benchmarks", "runtime"]
    completed = subprocess.run([RUFF, "check", "--no-cache", *paths], cwd=REPO, capture_output=True, text=True, check=False)
    assert completed.returncode == 0, completed.stdout + completed.stderr
