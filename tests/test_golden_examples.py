"""The committed renders in examples/rendered/ match what the examples render to now.

The generated files are compared as text; the runtime modules a scaffold copies
as they are, by the sha256 each example's manifest records. Refresh them with:
python scripts/refresh_examples.py
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))

from portval.plan.files import RUNTIME_MODULES
from refresh_examples import RENDERED, render_example, stale_files

EXAMPLES = sorted((REPO / "examples").glob("*.yaml"))


def test_there_are_examples_of_every_required_kind():
    stems = {p.stem for p in EXAMPLES}
    assert len(stems) >= 5
    texts = {p.stem: p.read_text(encoding="utf-8") for p in EXAMPLES}
    assert any("full_replacement" in t for t in texts.values())
    assert any("config_rewrite" in t for t in texts.values())
    assert any("fp8" in t for t in texts.values())
    assert any(s.startswith("torchtitan") for s in stems)


@pytest.mark.parametrize("facts", EXAMPLES, ids=lambda p: p.stem)
def test_committed_render_is_current(facts, tmp_path):
    render_example(facts, tmp_path / facts.stem)
    stale = stale_files(tmp_path / facts.stem, RENDERED / facts.stem)
    assert stale == [], f"stale golden files {stale}: run python scripts/refresh_examples.py"


@pytest.mark.parametrize("facts", EXAMPLES, ids=lambda p: p.stem)
def test_committed_runtime_hashes_are_those_of_runtime_modules(facts):
    """Each copied module is recorded with the sha256 of runtime/<module>, and only generated text is committed."""
    manifest = json.loads((RENDERED / facts.stem / ".portval-manifest.json").read_text(encoding="utf-8"))["files"]
    copied = [name for name in manifest if name in RUNTIME_MODULES]
    assert "portval_core.py" in copied
    for name in copied:
        assert manifest[name] == hashlib.sha256((REPO / "runtime" / name).read_bytes()).hexdigest(), f"runtime/{name} changed: run python scripts/refresh_examples.py"
        assert not (RENDERED / facts.stem / name).exists(), f"{facts.stem}/{name} is a runtime module: the manifest's hash stands for it"


def test_a_stale_file_is_reported(tmp_path):
    facts = EXAMPLES[0]
    render_example(facts, tmp_path / "a")
    render_example(facts, tmp_path / "b")
    (tmp_path / "b" / "VALIDATION_PLAN.md").write_text("edited\n", encoding="utf-8")
    assert stale_files(tmp_path / "a", tmp_path / "b") == ["VALIDATION_PLAN.md"]


def test_refresh_check_passes_on_the_committed_tree():
    completed = subprocess.run([sys.executable, str(REPO / "scripts" / "refresh_examples.py"), "--check"], capture_output=True, text=True, check=False)
    assert completed.returncode == 0, completed.stderr
