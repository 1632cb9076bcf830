"""Every feature's correct port passes its generated tests; every broken port fails the test meant to catch it.

The features are in features.py; python tests/e2e/mutation_matrix.py prints
the same matrix for the README (with --torchrun, every port under torchrun too).

Each port runs in one process: a correct port every generated test, a
broken port the tests its assertions read (Scaffolds.start_port). Under
torchrun with two ranks (gloo on the CPU) run every correct port, so no check
fails only because it runs in a process group, and the broken ports of
TORCHRUN_BROKEN; with PORTVAL_E2E_TORCHRUN=all (what .ci/run sets), every
broken port.
"""

from __future__ import annotations

import os
import re

import pytest
from features import FEATURES
from scaffold_runner import assert_caught, assert_every_test_passes, torchrun

LAUNCHERS = {"python": (), "torchrun": tuple(torchrun(2))}

# The broken ports that also run under torchrun: bugs in the code a second rank could make behave differently,
# one of each kind of check (numbers, determinism, session state, gradients, bindings). Every other broken port is
# caught by the same checks in one process, and under torchrun the verdict is rank 0's report either way.
TORCHRUN_BROKEN = frozenset({
    # The dispatcher's routing, the code expert parallelism turns into an all-to-all across ranks.
    ("toy_moe_dispatcher", "misroute"),
    # Unseeded noise, as an atomic reduction's: each rank draws its own, and each rank's determinism check must see it.
    ("toy_moe_dispatcher", "nondeterministic"),
    # Module state leaked from one test into the next: each rank runs the shuffled tests in a process of its own.
    ("toy_moe_dispatcher", "leaks_scaling"),
    # A router that receives no gradient: the parameters a data-parallel all-reduce averages.
    ("toy_lm_moe_dispatcher", "detach_probs"),
    # A binding missed: the site checks, with the process group joined.
    ("toy_rms_norm", "alias_missed"),
})
EVERY_PORT_UNDER_TORCHRUN = os.environ.get("PORTVAL_E2E_TORCHRUN") == "all"

BROKEN = [(feature, broken) for feature in FEATURES for broken in feature.broken]
CORRECT_RUNS = [(feature, launcher) for launcher in LAUNCHERS for feature in FEATURES]
BROKEN_RUNS = [(f, b, "python") for f, b in BROKEN] + [
    (f, b, "torchrun") for f, b in BROKEN if EVERY_PORT_UNDER_TORCHRUN or (f.name, b.bug) in TORCHRUN_BROKEN
]


def start_runs(scaffolds, items) -> list:
    """Start the runs of the selected tests, as the session starts (tests/e2e/conftest.py): the tests that wait for them."""
    started = []
    for item in items:
        params = getattr(item, "callspec", None) and item.callspec.params
        if params and "launcher" in params:
            scaffolds.start_port(params["feature"], params.get("broken"), launcher=LAUNCHERS[params["launcher"]])
            started.append(item)
    return started


def test_every_torchrun_choice_names_a_broken_port():
    assert TORCHRUN_BROKEN <= {(f.name, b.bug) for f, b in BROKEN}, sorted(TORCHRUN_BROKEN)


@pytest.mark.parametrize(("feature", "launcher"), CORRECT_RUNS, ids=[f"{f.name}-{launcher}" for f, launcher in CORRECT_RUNS])
def test_correct_port_passes_every_generated_test(scaffolds, feature, launcher):
    outcomes = scaffolds.run_port(feature, launcher=LAUNCHERS[launcher])
    assert_every_test_passes(outcomes, feature)
    if launcher == "torchrun":
        assert outcomes.returncode == 0, outcomes.output
        # The report is rank 0's: both ranks' summaries show that each rank ran and passed every test.
        assert len(re.findall(rf"(?<![0-9]){len(feature.every_test)} passed", outcomes.output)) == 2, outcomes.output


@pytest.mark.parametrize(("feature", "broken", "launcher"), BROKEN_RUNS, ids=[f"{f.name}-{b.bug}-{launcher}" for f, b, launcher in BROKEN_RUNS])
def test_broken_port_fails_the_test_meant_to_catch_it(scaffolds, feature, broken, launcher):
    outcomes = scaffolds.run_port(feature, broken, launcher=LAUNCHERS[launcher])
    assert outcomes.returncode != 0, outcomes.output
    assert_caught(outcomes, broken)
