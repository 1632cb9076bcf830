"""End to end against the real frameworks on the CPU: megatron-core 0.16 and TorchTitan 0.3 (a feed-forward and the MoE experts).

A port of each (tests/realports/) is described by its facts
(tests/e2e/facts/), rendered, wired with the adapter a user would write
(examples/adapters/), and run through its generated tests: the correct port
passes every one, each broken port fails the test meant to catch it. When a
framework cannot be imported, its tests skip and say why and how to install it.
"""

from __future__ import annotations

import ast
import functools
import json
import subprocess
import sys

import pytest
from feature_real_frameworks import MEGATRON_RMS_NORM, TORCHTITAN_FEED_FORWARD, TORCHTITAN_GROUPED_EXPERTS
from scaffold_runner import assert_caught, assert_every_test_passes

FEATURES = (MEGATRON_RMS_NORM, TORCHTITAN_FEED_FORWARD, TORCHTITAN_GROUPED_EXPERTS)
# What each port imports from its framework; importing them is what the generated tests need.
IMPORTS = {
    MEGATRON_RMS_NORM.name: ("megatron-core", "megatron.core.models.gpt.gpt_layer_specs, megatron.core.transformer.torch_norm"),
    TORCHTITAN_FEED_FORWARD.name: ("torchtitan", "torchtitan.models.common.config_utils, torchtitan.models.common.feed_forward"),
    TORCHTITAN_GROUPED_EXPERTS.name: ("torchtitan", "torchtitan.models.common.config_utils, torchtitan.models.common.moe"),
}
BROKEN = [(feature, broken) for feature in FEATURES for broken in feature.broken]
HOOK_LINES = 15  # the most non-blank lines a hook of a worked adapter may take, its signature included


@functools.cache
def import_problem(feature_name: str) -> str:
    """Why the framework of a feature cannot be imported here ("" when it can), from a fresh interpreter."""
    distribution, modules = IMPORTS[feature_name]
    completed = subprocess.run([sys.executable, "-c", f"import {modules}"], capture_output=True, text=True, timeout=300, check=False)
    if completed.returncode == 0:
        return ""
    last = (completed.stderr.strip().splitlines() or ["no output"])[-1]
    return f"{distribution} cannot be imported ({last}); install it: python3 -m pip install --no-deps -r requirements-frameworks.txt"


def scaffold_of(scaffolds, feature):
    """``feature``'s wired scaffold, or a skip saying why its framework cannot be imported."""
    problem = import_problem(feature.name)
    if problem:
        pytest.skip(problem)
    return scaffolds.wired(feature)


def start_runs(scaffolds, items) -> list:
    """Start the ports' runs of the selected tests whose framework imports, as the session starts: the tests that wait for them."""
    started = []
    for item in items:
        params = getattr(item, "callspec", None) and item.callspec.params
        if params and item.originalname.startswith(("test_correct_port", "test_broken_port")) and not import_problem(params["feature"].name):
            scaffolds.start_port(params["feature"], params.get("broken"))
            started.append(item)
    return started


@pytest.mark.parametrize("feature", FEATURES, ids=lambda f: f.name)
def test_correct_port_passes_every_generated_test(scaffolds, feature):
    scaffold_of(scaffolds, feature)  # or skip
    outcomes = scaffolds.run_port(feature)
    assert_every_test_passes(outcomes, feature)


@pytest.mark.parametrize(("feature", "broken"), BROKEN, ids=[f"{f.name}-{b.bug}" for f, b in BROKEN])
def test_broken_port_fails_the_test_meant_to_catch_it(scaffolds, feature, broken):
    scaffold_of(scaffolds, feature)  # or skip
    outcomes = scaffolds.run_port(feature, broken)
    assert_caught(outcomes, broken)


@pytest.mark.parametrize("feature", FEATURES, ids=lambda f: f.name)
def test_worked_adapter_hooks_stay_short(feature):
    source = feature.adapter.read_text()
    lines = source.splitlines()
    functions = [node for node in ast.parse(source).body if isinstance(node, ast.FunctionDef)]
    lengths = {node.name: sum(1 for line in lines[node.lineno - 1 : node.end_lineno] if line.strip()) for node in functions}
    assert {"set_feature", "setup_framework", "build_module", "make_inputs", "make_train_step"} <= set(lengths)
    too_long = {name: n for name, n in lengths.items() if n > HOOK_LINES}
    assert not too_long, f"hooks over {HOOK_LINES} lines in {feature.adapter.name}: {too_long}"


PERFORMANCE_TEST = "test_performance::test_port_is_at_least_as_fast_as_the_baseline"
QUICK_BENCH = ("--trials", "8", "--max-trials", "16", "--budget", "0.05")


@pytest.mark.timed(cores=1)
@pytest.mark.parametrize("bug", ["", "slow"])
def test_megatron_performance_test_runs_in_the_session_that_set_the_framework_up(scaffolds, bug):
    # megatron-core refuses a second initialisation ("data parallel group is already initialized"):
    # the performance test measures with the framework the session set up, whichever test ran first.
    scaffold = scaffold_of(scaffolds, MEGATRON_RMS_NORM)
    outcomes = scaffolds.run_here(
        scaffold, "-m", "performance or correctness", "-k", "test_port_is_at_least or test_forward_matches_feature_off",
        PORTVAL_BENCH_ON_CPU="1", PORTVAL_BENCH_ARGS=" ".join(QUICK_BENCH), TOYPORT_BUG=bug, **MEGATRON_RMS_NORM.variables,
    )
    correctness = {name for name in outcomes.results if name.startswith("test_correctness::")}
    assert len(correctness) == 2 and correctness <= outcomes.with_outcome("passed"), outcomes.output
    outcome, message = outcomes.results[PERFORMANCE_TEST]
    # It reached a verdict (a busy shared CPU may leave it inconclusive); a port half again as slow never passes.
    reached = (outcome == "failed" and "verdict: fail" in message) or (outcome == "skipped" and "performance inconclusive" in message)
    assert reached or (outcome == "passed" and not bug), outcomes.output
    assert "already initialized" not in outcomes.output


@pytest.mark.timed(cores=1)
def test_megatron_bench_parity_times_the_production_inputs_and_never_passes_a_slow_port(scaffolds):
    scaffold = scaffold_of(scaffolds, MEGATRON_RMS_NORM)
    completed = scaffolds.script(scaffold, "bench_parity.py", *QUICK_BENCH, "--json", TOYPORT_BUG="slow", **MEGATRON_RMS_NORM.variables)
    report = json.loads(completed.stdout)
    assert completed.returncode == {"fail": 1, "inconclusive": 3}[report["verdict"]], completed.stderr
    assert report["inputs"] == "make_bench_inputs" and report["looks"] == [8, 16]
    assert "torch.backends.cudnn.benchmark = True" in report["settings"]
