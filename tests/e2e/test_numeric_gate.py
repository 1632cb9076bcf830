"""A run where every numeric check skipped says so and exits non-zero, unless the user accepts it."""

from __future__ import annotations

from feature_config_rewrite import CONFIG_REWRITE_GUARD_OFF
from scaffold_runner import run_generated_tests, wired_scaffold


def test_all_numeric_checks_skipped_fails_the_run_unless_accepted(tmp_path):
    scaffold = wired_scaffold(CONFIG_REWRITE_GUARD_OFF, tmp_path / "scaffold")
    refused = run_generated_tests(scaffold, TOY_TP="2")
    assert refused.returncode == 1, refused.output
    assert refused.failed == set(), refused.output
    assert "every numeric and training check skipped" in refused.output
    assert "tensor_model_parallel_size == 1 does not hold" in refused.output
    accepted = run_generated_tests(scaffold, TOY_TP="2", PORTVAL_ALLOW_NUMERICS_SKIPPED="1")
    assert accepted.returncode == 0, accepted.output
    assert "PORTVAL_ALLOW_NUMERICS_SKIPPED=1" in accepted.output


def test_a_run_with_numeric_checks_ends_without_the_notice(tmp_path):
    scaffold = wired_scaffold(CONFIG_REWRITE_GUARD_OFF, tmp_path / "scaffold")
    outcomes = run_generated_tests(scaffold, TOY_TP="1")
    assert outcomes.returncode == 0, outcomes.output
    assert "every numeric and training check skipped" not in outcomes.output
