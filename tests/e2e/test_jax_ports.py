"""End to end on the CPU for JAX scaffolds: correct ports pass, broken ones fail the test meant to catch them.

Two ports into the JAX toy framework of tests/toyjax (a fused RMSNorm as a
custom_vjp, and Primus's MaxText train patch), each rendered from its facts,
wired with the adapter a user would write, and run in one process. Also: an
unwired adapter fails naming its hooks, and bench_parity.py gives a verdict.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from feature_jax_rms_norm import JAX_RMS_NORM
from feature_jax_train_overrides import JAX_TRAIN_OVERRIDES
from feature_spec import C, I
from features import JAX_FEATURES
from scaffold_runner import assert_caught, assert_every_test_passes, toy_env

pytest.importorskip("jax", reason="the JAX end-to-end tests need jax (requirements-dev.txt installs it)")

BROKEN = [(feature, broken) for feature in JAX_FEATURES for broken in feature.broken]


def start_runs(scaffolds, items) -> list:
    """Start the ports' runs of the selected tests, as the session starts (tests/e2e/conftest.py): the tests that wait for them."""
    started = []
    for item in items:
        params = getattr(item, "callspec", None) and item.callspec.params
        if params and "feature" in params:
            scaffolds.start_port(params["feature"], params.get("broken"))
            started.append(item)
    return started


@pytest.mark.parametrize("feature", JAX_FEATURES, ids=lambda f: f.name)
def test_correct_port_passes_every_generated_test(scaffolds, feature):
    outcomes = scaffolds.run_port(feature)
    assert_every_test_passes(outcomes, feature)


@pytest.mark.parametrize(("feature", "broken"), BROKEN, ids=[f"{f.name}-{b.bug}" for f, b in BROKEN])
def test_broken_port_fails_the_test_meant_to_catch_it(scaffolds, feature, broken):
    outcomes = scaffolds.run_port(feature, broken)
    assert_caught(outcomes, broken)


def test_unwired_jax_adapter_fails_every_test_naming_the_hook(scaffolds):
    outcomes = scaffolds.run_here(scaffolds.unwired(JAX_TRAIN_OVERRIDES.facts))
    assert outcomes.with_outcome("passed") == set() and outcomes.with_outcome("skipped") == set(), outcomes.output
    assert outcomes.failed == JAX_TRAIN_OVERRIDES.every_test
    # Every test turns the port on first, so set_feature is the hook each one names.
    assert "port_adapter.set_feature() is not wired yet" in outcomes.message(I + "test_transient_binding_restored[toyjax.pyconfig.initialize]")
    assert "port_adapter.set_feature() is not wired yet" in outcomes.message(C + "test_loss_curve_matches_baseline")


def test_a_stale_jit_trace_would_hide_the_port_and_the_scaffold_clears_it(scaffolds):
    """model.train_step is jitted once at import: without a cache clear at each switch, the port never runs."""
    # The hook alone (port_adapter.set_feature) keeps the stale trace; the scaffold's Adapter clears it.
    probe = (
        "import os, port_adapter, portval_jax as checks; "
        "os.environ['TOYPORT_BUG'] = 'forward_eps'; "
        "stale = port_adapter.make_train_step(ported=False)(); port_adapter.set_feature(True); "
        "kept = port_adapter.make_train_step(ported=True)(); checks.Adapter(port_adapter, {}).set_feature(True); "
        "fresh = port_adapter.make_train_step(ported=True)(); print(stale == kept, stale == fresh)"
    )
    completed = subprocess.run([sys.executable, "-c", probe], cwd=scaffolds.wired(JAX_RMS_NORM), env=toy_env(), capture_output=True, text=True, check=False)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.split() == ["True", "False"]


@pytest.mark.timed(cores=1)
@pytest.mark.parametrize(("bug", "verdicts"), [("", {"pass", "inconclusive"}), ("slow", {"fail"})])
def test_bench_parity_gives_a_verdict_on_the_cpu(scaffolds, bug, verdicts):
    completed = scaffolds.script(
        scaffolds.wired(JAX_RMS_NORM), "bench_parity.py", "--trials", "6", "--max-trials", "12", "--budget", "0.05", "--json", TOYPORT_BUG=bug
    )
    report = json.loads(completed.stdout)
    assert completed.returncode == {"pass": 0, "fail": 1, "inconclusive": 3}[report["verdict"]], completed.stderr
    assert report["verdict"] in verdicts, json.dumps({k: v for k, v in report.items() if k != "trials"})
    # The CPU backend keeps no memory stats: the report says so instead of inventing a figure.
    assert report["peak_memory_bytes"] == {"baseline": None, "ported": None} and report["memory_ratio"] is None
