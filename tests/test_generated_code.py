"""Every generated Python file compiles, passes ruff and is collected by pytest, for every example.

Hostile strings in a facts file (quotes, newlines, Jinja syntax, unicode) stay
literals in the generated code.
"""

from __future__ import annotations

import py_compile
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[1]
RENDER = REPO / "scripts" / "render.py"
FACTS = sorted((REPO / "examples").glob("*.yaml")) + [REPO / "tests" / "e2e" / "facts" / f"{name}.yaml" for name in ("toy_rms_norm", "megatron_core_rms_norm", "torchtitan_feed_forward", "agent_loop_fork")]


def render(facts: Path, out: Path) -> Path:
    completed = subprocess.run([sys.executable, str(RENDER), str(facts), "-o", str(out)], capture_output=True, text=True, check=False)
    assert completed.returncode == 0, completed.stderr
    return out


@pytest.fixture(scope="module", params=FACTS, ids=lambda p: p.stem)
def scaffold(request, tmp_path_factory):
    return render(request.param, tmp_path_factory.mktemp(request.param.stem))


def python_files(directory: Path) -> list[Path]:
    return sorted(directory.glob("*.py"))


def test_every_generated_file_compiles(scaffold):
    for path in python_files(scaffold):
        py_compile.compile(str(path), doraise=True)


@pytest.mark.skipif(shutil.which("ruff") is None and not (Path(sys.executable).parent / "ruff").exists(), reason="ruff is not installed")
def test_generated_code_passes_ruff(scaffold):
    if not python_files(scaffold):
        pytest.skip("plan-only scaffold: no Python written")
    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    completed = subprocess.run([ruff, "check", "--isolated", "--no-cache", "."], cwd=scaffold, capture_output=True, text=True, check=False)
    assert completed.returncode == 0, completed.stdout + completed.stderr


def test_generated_tests_are_collected(scaffold):
    if not python_files(scaffold):
        pytest.skip("plan-only scaffold: no Python written")
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"], cwd=scaffold, capture_output=True, text=True, check=False
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert " tests collected" in completed.stdout or " test collected" in completed.stdout


def test_bench_parity_has_help(scaffold):
    if not (scaffold / "bench_parity.py").exists():
        pytest.skip("plan-only scaffold")
    completed = subprocess.run([sys.executable, "bench_parity.py", "--help"], cwd=scaffold, capture_output=True, text=True, check=False)
    assert completed.returncode == 0, completed.stderr
    assert "--trials" in completed.stdout and "Example" in completed.stdout


NASTY = "q' d\" tq\"\"\" tq2\'\'\' bs\\ {{ plan }} {% if x %} #c \n import os \u00fcn\u00efc\u00f8d\u00e9"
HOSTILE = {
    "schema": 1,
    "feature": {"id": "hostile.strings", "summary": NASTY, "patch_style": "binding_replacement"},
    "framework": {"name": "other", "version": NASTY, "wired_at": NASTY},
    "upstream": {"symbols": ["toy.module.Symbol"]},
    "enable": {"flags": {"primus_turbo.enable": NASTY}, "env": {"HOSTILE_VAR": NASTY}, "side_effects": {"key": NASTY}, "phase": NASTY},
    "constraints": [{"param": "tensor_model_parallel_size", "op": "==", "value": NASTY, "source": NASTY}],
    "module": {
        "constructor": NASTY,
        "config_fields": {"name": NASTY},
        "forward_inputs": [{"name": "x", "shape": ["batch", "hidden"]}, {"name": "mask_type", "value": NASTY}],
    },
    "user": {"existing_tests": [NASTY]},
}


def _with_text(value, text):
    if isinstance(value, dict):
        return {k: _with_text(v, text) for k, v in value.items()}
    if isinstance(value, list):
        return [_with_text(v, text) for v in value]
    return text if value == NASTY else value


def _statements(scaffold: Path) -> dict[str, list[str]]:
    """Each generated file's lines that are a bare ``import os``."""
    return {p.name: [line for line in p.read_text(encoding="utf-8").splitlines() if line.strip() == "import os"] for p in python_files(scaffold)}


def test_hostile_strings_stay_literals(tmp_path):
    hostile, benign = tmp_path / "hostile.yaml", tmp_path / "benign.yaml"
    hostile.write_text(yaml.safe_dump(HOSTILE, allow_unicode=True), encoding="utf-8")
    benign.write_text(yaml.safe_dump(_with_text(HOSTILE, "benign"), allow_unicode=True), encoding="utf-8")
    scaffold = render(hostile, tmp_path / "hostile")
    for path in python_files(scaffold):
        py_compile.compile(str(path), doraise=True)
    # The text's "import os" after a newline never becomes a statement of its own.
    assert _statements(scaffold) == _statements(render(benign, tmp_path / "benign"))
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"], cwd=scaffold, capture_output=True, text=True, check=False
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    plan = (scaffold / "VALIDATION_PLAN.md").read_text(encoding="utf-8")
    assert "{{ plan }}" in plan  # printed as text, never evaluated as a template
