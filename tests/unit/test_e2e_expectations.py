"""The end-to-end expectations name generated tests by hand: each must be a check of the catalogue, in its tier's file.

tests/e2e/feature_*.py say which generated test each broken port must fail and
which must pass. A check renamed in scripts/portval/plan/checks.py and not
there would show only in the slow end-to-end runs, as a test that never ran;
this reads the feature modules and runs nothing.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest
from portval.plan import checks

E2E = Path(__file__).resolve().parents[1] / "e2e"
# The feature modules import feature_spec as the end-to-end tests do, from their own directory.
if str(E2E) not in sys.path:
    sys.path.insert(0, str(E2E))

from feature_spec import Feature

FEATURE_MODULES = sorted(p.stem for p in E2E.glob("feature_*.py") if p.stem != "feature_spec")


def expected_test_ids(feature: Feature) -> set[str]:
    """Every generated test the feature names, as "module::test[params]": its full list, and each broken port's."""
    ids = set(feature.every_test) | set(feature.skipped)
    for broken in feature.broken:
        ids |= {broken.catcher, *broken.also_failing, *broken.must_pass}
    return ids


def catalogue_problem(test_id: str) -> str:
    """What is wrong with one expected test id ("" when the catalogue generates it in that file)."""
    module, _, test = test_id.partition("::")
    spec = checks.SPECS.get(test.split("[", 1)[0])
    if spec is None:
        return f"{test_id}: no check of that name in scripts/portval/plan/checks.py"
    if module != f"test_{spec.tier}":
        return f"{test_id}: the catalogue puts it in test_{spec.tier}.py ({spec.tier} tier)"
    return ""


@pytest.mark.parametrize("module_name", FEATURE_MODULES)
def test_every_test_a_feature_expects_is_a_catalogue_check(module_name):
    features = [value for value in vars(importlib.import_module(module_name)).values() if isinstance(value, Feature)]
    assert features, f"tests/e2e/{module_name}.py defines no Feature"
    problems = [
        f"{feature.name}: {problem}"
        for feature in features
        for test_id in sorted(expected_test_ids(feature))
        if (problem := catalogue_problem(test_id))
    ]
    assert problems == []


def test_a_renamed_check_is_reported():
    assert catalogue_problem("test_correctness::test_forward_matches_feature_off[fp32]") == ""
    assert "no check of that name" in catalogue_problem("test_correctness::test_forward_matches_upstream[fp32]")
    assert "test_integration.py" in catalogue_problem("test_correctness::test_port_is_called[a.b]")
