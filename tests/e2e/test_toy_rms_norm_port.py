"""End to end on the CPU: render the scaffold for a fused RMSNorm port, wire it, run it on good and broken ports.

The toy framework (tests/toyframework) binds RMSNorm in two modules; the port
(tests/toyports/fused_rms_norm.py) rebinds both, and TOYPORT_BUG selects a
deliberately broken variant. Each broken port must fail the generated test
that is meant to catch it, with a message that says what went wrong, while
the checks it should not disturb keep passing.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from scaffold_runner import TESTS, render, run_generated_tests, toy_env, wire

FACTS = TESTS / "e2e" / "facts" / "toy_rms_norm.yaml"
ADAPTER = TESTS / "e2e" / "adapters" / "toy_rms_norm_adapter.py"

C = "test_correctness::"
I = "test_integration::"
EVERY_TEST = {
    C + "test_forward_matches_feature_off[fp32]",
    C + "test_forward_matches_feature_off[bf16]",
    C + "test_forward_error_ratio[bf16]",
    C + "test_backward_matches_feature_off[fp32]",
    C + "test_backward_matches_feature_off[bf16]",
    C + "test_backward_error_ratio[bf16]",
    C + "test_ported_path_is_deterministic",
    C + "test_feature_off_is_upstream_bitwise",
    C + "test_loss_curve_matches_baseline",
    I + "test_port_active_at_site[toyframework.layers.norm.RMSNorm]",
    I + "test_port_active_at_site[toyframework.model.RMSNorm]",
    I + "test_feature_off_restores_site[toyframework.layers.norm.RMSNorm]",
    I + "test_feature_off_restores_site[toyframework.model.RMSNorm]",
    I + "test_training_steps_have_finite_loss",
    I + "test_checkpoint_round_trip",
    I + "test_feature_off_checkpoint_loads_with_feature_on",
}

# bug -> (the test meant to catch it, words its message must contain, other tests that fail too, tests that must pass)
BROKEN_PORTS = {
    # The misplaced epsilon shifts outputs by about 0.3%: inside bf16's tolerance, far outside fp32's.
    "forward_eps": (
        C + "test_forward_matches_feature_off[fp32]",
        "outside tolerance",
        {C + "test_backward_matches_feature_off[fp32]"},
        {C + "test_forward_matches_feature_off[bf16]", I + "test_port_active_at_site[toyframework.model.RMSNorm]"},
    ),
    "backward_weight": (
        C + "test_backward_matches_feature_off[fp32]",
        "grad of weight",
        {C + "test_backward_matches_feature_off[bf16]"},
        {C + "test_forward_matches_feature_off[fp32]", C + "test_forward_matches_feature_off[bf16]", C + "test_forward_error_ratio[bf16]"},
    ),
    # Plain bf16 closeness passes this port; only the error-ratio oracle sees the lost fp32 accumulation.
    "bf16_accumulate": (
        C + "test_forward_error_ratio[bf16]",
        "as far from fp32 as the feature-off module",
        set(),
        {C + "test_forward_matches_feature_off[bf16]", C + "test_forward_matches_feature_off[fp32]"},
    ),
    "alias_missed": (
        I + "test_port_active_at_site[toyframework.model.RMSNorm]",
        "still binds the upstream",
        set(),
        {I + "test_port_active_at_site[toyframework.layers.norm.RMSNorm]"},
    ),
    "always_on": (
        I + "test_feature_off_restores_site[toyframework.model.RMSNorm]",
        "turning the feature off must restore every site",
        {C + "test_feature_off_is_upstream_bitwise"},
        {I + "test_port_active_at_site[toyframework.model.RMSNorm]"},
    ),
    "nondeterministic": (
        C + "test_ported_path_is_deterministic",
        "elements differ",
        set(),
        {I + "test_port_active_at_site[toyframework.model.RMSNorm]"},
    ),
    "renamed_param": (
        I + "test_feature_off_checkpoint_loads_with_feature_on",
        "does not load with it on",
        {C + "test_forward_matches_feature_off[fp32]"},
        {I + "test_port_active_at_site[toyframework.model.RMSNorm]", I + "test_checkpoint_round_trip"},
    ),
    "nan_after_steps": (
        I + "test_training_steps_have_finite_loss",
        "gave loss nan",
        {C + "test_loss_curve_matches_baseline"},
        {I + "test_checkpoint_round_trip", C + "test_forward_matches_feature_off[bf16]"},
    ),
}


@pytest.fixture(scope="module")
def scaffold(tmp_path_factory):
    """The rendered scaffold with the user's wired adapter in place."""
    out = tmp_path_factory.mktemp("toy_rms_norm")
    completed = render(FACTS, out)
    assert completed.returncode == 0, completed.stderr
    wire(out, ADAPTER)
    return out


def test_correct_port_passes_every_generated_test(scaffold):
    outcomes = run_generated_tests(scaffold)
    assert set(outcomes.results) == EVERY_TEST, outcomes.output
    assert outcomes.with_outcome("passed") == EVERY_TEST, outcomes.output


@pytest.mark.parametrize("bug", list(BROKEN_PORTS))
def test_broken_port_fails_the_test_meant_to_catch_it(scaffold, bug):
    catcher, words, also_failing, must_pass = BROKEN_PORTS[bug]
    outcomes = run_generated_tests(scaffold, TOYPORT_BUG=bug)
    assert {catcher} | also_failing <= outcomes.failed, f"{bug}: expected {catcher} to fail\n{outcomes.output}"
    assert words in outcomes.message(catcher), outcomes.message(catcher)
    assert must_pass <= outcomes.with_outcome("passed"), f"{bug}: expected {sorted(must_pass)} to pass\n{outcomes.output}"


def test_constraint_that_does_not_hold_skips_quoting_its_source(scaffold):
    outcomes = run_generated_tests(scaffold, TOY_TP="2")
    assert outcomes.with_outcome("skipped") == EVERY_TEST, outcomes.output
    reason = outcomes.message(C + "test_ported_path_is_deterministic")
    assert "tensor_model_parallel_size == 1 does not hold (this run has 2)" in reason
    assert "tests/toyports/fused_rms_norm.py" in reason


def test_unwired_adapter_fails_every_test_naming_the_hook(tmp_path):
    assert render(FACTS, tmp_path).returncode == 0
    outcomes = run_generated_tests(tmp_path)
    assert outcomes.with_outcome("passed") == set() and outcomes.with_outcome("skipped") == set(), outcomes.output
    assert outcomes.failed == EVERY_TEST
    # The constraints read run_config first, so that is the hook every test names.
    assert "port_adapter.run_config() is not wired yet" in outcomes.message(C + "test_forward_matches_feature_off[fp32]")


def _bench(scaffold, bug: str) -> dict:
    completed = subprocess.run(
        [sys.executable, "bench_parity.py", "--trials", "8", "--budget", "0.05", "--json"],
        cwd=scaffold,
        env=toy_env(TOYPORT_BUG=bug),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    report = json.loads(completed.stdout)
    assert completed.returncode == {"pass": 0, "fail": 1, "inconclusive": 3}[report["verdict"]]
    return report


def test_bench_parity_fails_a_port_that_stalls(scaffold):
    report = _bench(scaffold, "slow")
    assert report["verdict"] == "fail", report["interval"]
    assert report["interval"][1] < 0.95
    assert len(report["trials"]) == 8 and all(t["baseline_samples"] and t["ported_samples"] for t in report["trials"])


def test_bench_parity_reports_the_speedup_of_a_correct_port(scaffold):
    report = _bench(scaffold, "")
    low, high = report["interval"]
    assert low <= report["speedup"] <= high
    assert report["verdict"] in ("pass", "inconclusive", "fail")
    assert [t["order"] for t in report["trials"][:2]] == ["BP", "PB"]
