"""Every feature's correct port passes its generated tests; every broken port fails the test meant to catch it.

The features are in features.py; python tests/e2e/mutation_matrix.py prints
the same matrix for the README.
"""

from __future__ import annotations

import pytest
from features import FEATURES
from scaffold_runner import assert_caught, assert_every_test_passes, run_generated_tests, torchrun, wired_scaffold

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
        made[feature.name] = wired_scaffold(feature, tmp_path_factory.mktemp(feature.name))
    return made


@pytest.mark.parametrize("feature", FEATURES, ids=lambda f: f.name)
def test_correct_port_passes_every_generated_test(scaffolds, feature, launcher):
    outcomes = run_generated_tests(scaffolds[feature.name], launcher=launcher, **feature.variables)
    assert_every_test_passes(outcomes, feature)


@pytest.mark.parametrize(("feature", "broken"), BROKEN, ids=[f"{f.name}-{b.bug}" for f, b in BROKEN])
def test_broken_port_fails_the_test_meant_to_catch_it(scaffolds, feature, broken, launcher):
    outcomes = run_generated_tests(scaffolds[feature.name], launcher=launcher, TOYPORT_BUG=broken.bug, **feature.variables)
    assert_caught(outcomes, broken)
