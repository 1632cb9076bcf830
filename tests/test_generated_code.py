"""Every generated Python file compiles, passes ruff and is collected by pytest, for every example.

Hostile strings in a facts file (quotes, newlines, Jinja syntax, unicode) stay
literals in the generated code.
"""

from __future__ import annotations

import os
import py_compile
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from warm_pytest import WarmPytest

REPO = Path(__file__).resolve().parents[1]
RENDER = REPO / "scripts" / "render.py"
RUN_TIMEOUT = 300  # seconds for one collection or --help, on a loaded 2-core machine
# The bundle's own pytest plugins (hypothesis, typeguard) are no part of a scaffold's run; they only slow its start.
COLLECT = ["--collect-only", "-q", "-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-p", "no:typeguard"]
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


@pytest.fixture(scope="module")
def warm():
    """Runs in a scaffold forked from one process that imported pytest, torch and jax (warm_pytest.py), as fresh ones."""
    server = WarmPytest(dict(os.environ))
    yield server
    server.close()


def test_generated_tests_are_collected(scaffold, warm):
    if not python_files(scaffold):
        pytest.skip("plan-only scaffold: no Python written")
    status, output = warm.run(scaffold, COLLECT, dict(os.environ), timeout=RUN_TIMEOUT)
    assert status == 0, output
    assert " tests collected" in output or " test collected" in output


def test_bench_parity_has_help(scaffold, warm):
    if not (scaffold / "bench_parity.py").exists():
        pytest.skip("plan-only scaffold")
    status, output = warm.run(scaffold, ["--help"], dict(os.environ), timeout=RUN_TIMEOUT, script="bench_parity.py")
    assert status == 0, output
    assert "--trials" in output and "Example" in output


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


def test_hostile_strings_stay_literals(tmp_path, warm):
    hostile, benign = tmp_path / "hostile.yaml", tmp_path / "benign.yaml"
    hostile.write_text(yaml.safe_dump(HOSTILE, allow_unicode=True), encoding="utf-8")
    benign.write_text(yaml.safe_dump(_with_text(HOSTILE, "benign"), allow_unicode=True), encoding="utf-8")
    scaffold = render(hostile, tmp_path / "hostile")
    for path in python_files(scaffold):
        py_compile.compile(str(path), doraise=True)
    # The text's "import os" after a newline never becomes a statement of its own.
    assert _statements(scaffold) == _statements(render(benign, tmp_path / "benign"))
    status, output = warm.run(scaffold, COLLECT, dict(os.environ), timeout=RUN_TIMEOUT)
    assert status == 0, output
    plan = (scaffold / "VALIDATION_PLAN.md").read_text(encoding="utf-8")
    assert "{{ plan }}" in plan  # printed as text, never evaluated as a template
