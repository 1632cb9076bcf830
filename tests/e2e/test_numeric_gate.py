"""A run where every numeric check skipped says so and exits non-zero, unless the user accepts it.

The runs are the session's shared ones: the accepted run with tensor
parallelism 2 and the run with tensor parallelism 1 are the config-rewrite
features' correct runs in the mutation matrix.
"""

from __future__ import annotations

from feature_config_rewrite import CONFIG_REWRITE, CONFIG_REWRITE_GUARD_OFF


def test_all_numeric_checks_skipped_fails_the_run_unless_accepted(scaffolds):
    refused = scaffolds.run(CONFIG_REWRITE_GUARD_OFF, TOY_TP="2")
    assert refused.returncode == 1, refused.output
    assert refused.failed == set(), refused.output
    assert "every numeric and training check skipped" in refused.output
    assert "tensor_model_parallel_size == 1 does not hold" in refused.output
    accepted = scaffolds.run(CONFIG_REWRITE_GUARD_OFF, TOY_TP="2", PORTVAL_ALLOW_NUMERICS_SKIPPED="1")
    assert accepted.returncode == 0, accepted.output
    assert "PORTVAL_ALLOW_NUMERICS_SKIPPED=1" in accepted.output


def test_a_run_with_numeric_checks_ends_without_the_notice(scaffolds):
    outcomes = scaffolds.run(CONFIG_REWRITE, TOY_TP="1")
    assert outcomes.returncode == 0, outcomes.output
    assert "every numeric and training check skipped" not in outcomes.output
