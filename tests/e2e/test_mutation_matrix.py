"""Every feature's correct port passes its generated tests; every broken port fails the test meant to catch it.

The features are in features.py; python tests/e2e/mutation_matrix.py prints
the same matrix for the README.
"""

from __future__ import annotations

import pytest
from features import FEATURES
from scaffold_runner import render, run_generated_tests, torchrun, wire

BROKEN = [(feature, broken) for feature in FEATURES for broken in feature.broken]
# Each scaffold runs in one process and under torchrun with two ranks (gloo on the CPU).
LAUNCHERS = {"python": (), "torchrun": tuple(torchrun(2))}


@pytest.fixture(params=list(LAUNCHERS))
def launcher(request):
    return LAUNCHERS[request.param]


@pytest.fixture(scope="module")
def scaffolds(tmp_path_factory):
    """Each feature's rendered scaffold, wired with its adapter, rendered once for the module."""
    made = {}
    for feature in FEATURES:
        out = tmp_path_factory.mktemp(feature.name)
        completed = render(feature.facts, out)
        assert completed.returncode == 0, completed.stderr
        wire(out, feature.adapter)
        made[feature.name] = out
    return made


@pytest.mark.parametrize("feature", FEATURES, ids=lambda f: f.name)
def test_correct_port_passes_every_generated_test(scaffolds, feature, launcher):
    outcomes = run_generated_tests(scaffolds[feature.name], launcher=launcher, **feature.variables)
    assert set(outcomes.results) == feature.every_test, outcomes.output
    assert outcomes.with_outcome("passed") == feature.every_test, outcomes.output


@pytest.mark.parametrize(("feature", "broken"), BROKEN, ids=[f"{f.name}-{b.bug}" for f, b in BROKEN])
def test_broken_port_fails_the_test_meant_to_catch_it(scaffolds, feature, broken, launcher):
    outcomes = run_generated_tests(scaffolds[feature.name], launcher=launcher, TOYPORT_BUG=broken.bug, **feature.variables)
    assert {broken.catcher} | broken.also_failing <= outcomes.failed, f"{broken.bug}: expected {broken.catcher} to fail\n{outcomes.output}"
    assert broken.words in outcomes.message(broken.catcher), outcomes.message(broken.catcher)
    assert broken.must_pass <= outcomes.with_outcome("passed"), f"{broken.bug}: expected {sorted(broken.must_pass)} to pass\n{outcomes.output}"
