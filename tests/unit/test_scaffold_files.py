"""The table of a scaffold's files (plan/files.py): complete, and every runtime module copied with what it imports."""

from __future__ import annotations

import ast
import itertools

import pytest
from helpers import REPO
from portval.plan.files import CONDITIONS, FILES, RUNTIME_MODULE, RUNTIMES, TEMPLATE, scaffold_files

RUNTIME = REPO / "runtime"


def imported_runtime_modules(path) -> set[str]:
    """The portval_* modules a runtime module imports at its top level (not those only a type checker reads)."""
    names = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return {f"{name}.py" for name in names if name.startswith("portval_")}


def test_every_runtime_module_is_declared_and_every_source_exists():
    declared = {f.source for f in FILES if f.kind == RUNTIME_MODULE}
    assert declared == {p.name for p in RUNTIME.glob("portval_*.py")}
    for entry in FILES:
        if entry.kind == TEMPLATE:
            for runtime in entry.runtimes:
                assert (REPO / "templates" / entry.template(runtime)).is_file(), entry.name
    assert {f.when for f in FILES} <= set(CONDITIONS)


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_a_copied_runtime_module_finds_every_module_it_imports(runtime):
    """Under every combination of plan conditions, the runtime modules a scaffold gets import only each other."""
    for count in range(len(CONDITIONS) + 1):
        for conditions in itertools.combinations(CONDITIONS, count):
            files = set(scaffold_files(runtime, conditions))
            for name in files:
                if name.startswith("portval_") and (RUNTIME / name).is_file():
                    missing = imported_runtime_modules(RUNTIME / name) - files
                    assert not missing, f"{runtime} scaffold under {conditions}: {name} imports {missing}, not copied"


def test_the_loss_curve_module_comes_only_with_a_step_level_check():
    assert "portval_losses.py" not in scaffold_files("pytorch", ["primus_reference"])
    assert "portval_losses.py" in scaffold_files("pytorch", ["step_level"])
    assert "portval_losses.py" in scaffold_files("jax", ["step_level"])
    assert "dump_reference.py" not in scaffold_files("jax", ["primus_reference"])
