"""The runtime checks behind the step-level comparison, gradient flow, call counting and the numeric-skip tally."""

from __future__ import annotations

import importlib.util
import sys
import types

import pytest
import torch
from helpers import PORTVAL_CHECKS, PORTVAL_CORE

import portval_sites
import portval_training


@pytest.fixture(scope="module")
def checks():
    sys.path.insert(0, str(PORTVAL_CORE.parent))
    try:
        spec = importlib.util.spec_from_file_location("portval_checks_training_under_test", PORTVAL_CHECKS)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.path.remove(str(PORTVAL_CORE.parent))


SOURCES = {"exact": "user", "noise_ratio": "table"}


def run(checks, losses, norms=None):
    return portval_training.TrainingRun(list(losses), None if norms is None else list(norms))


def test_a_port_within_rounding_of_the_baseline_passes_against_seed_noise(checks):
    base = run(checks, [7.6, 7.5, 7.4], [1.0, 0.9, 0.8])
    ported = run(checks, [7.6 + 1e-7, 7.5, 7.4 - 1e-7], [1.0, 0.9 + 1e-8, 0.8])
    noise = run(checks, [7.61, 7.48, 7.43], [1.1, 0.85, 0.82])
    assert portval_training.training_problems(base, ported, noise, exact=False, noise_ratio=0.02, sources=SOURCES) == []


def test_a_divergence_a_relative_band_misses_fails_against_seed_noise(checks):
    base = run(checks, [7.6, 7.5, 7.4], [1.0, 0.9, 0.8])
    # 0.3% off per step: inside a 5% band, but a third of the seed-to-seed difference.
    ported = run(checks, [7.62, 7.52, 7.42], [1.0, 0.9, 0.8])
    noise = run(checks, [7.66, 7.44, 7.46], [1.1, 0.85, 0.82])
    problems = portval_training.training_problems(base, ported, noise, exact=False, noise_ratio=0.02, sources=SOURCES)
    assert len(problems) == 1 and problems[0].startswith("loss: the ported run strays") and "allowed 0.02x (source: table)" in problems[0]


def test_the_gradient_norm_is_compared_when_the_loss_barely_moves(checks):
    base = run(checks, [7.6, 7.5], [1.0, 0.9])
    ported = run(checks, [7.6, 7.5], [0.95, 0.86])  # a detached router: same loss, smaller gradient norm
    noise = run(checks, [7.7, 7.4], [1.05, 0.95])
    problems = portval_training.training_problems(base, ported, noise, exact=False, noise_ratio=0.02, sources=SOURCES)
    assert [p.split(":")[0] for p in problems] == ["gradient norm"]


def test_the_noise_run_is_made_only_when_the_runs_differ(checks):
    made = []

    def noise():
        made.append(1)
        return run(checks, [1.0, 2.0])

    same = run(checks, [7.6, 7.5])
    assert portval_training.training_problems(same, run(checks, [7.6, 7.5]), noise, exact=False, noise_ratio=0.02, sources=SOURCES) == []
    assert made == []


def test_noise_that_cannot_be_measured_says_how_to_fix_it(checks):
    base = run(checks, [7.6, 7.5])
    problems = portval_training.training_problems(base, run(checks, [7.6, 7.6]), run(checks, [7.6, 7.5]), exact=False, noise_ratio=0.02, sources=SOURCES)
    assert "Give make_train_step a `seed` argument" in problems[0]


def test_exact_mode_counts_steps_that_are_not_bitwise_equal(checks):
    problems = portval_training.training_problems(
        run(checks, [1.0, 2.0, 3.0]), run(checks, [1.0, 2.0 + 1e-12, 3.0]), None, exact=True, noise_ratio=0.02, sources=SOURCES
    )
    assert problems[0].startswith("loss: 1 of 3 steps not bitwise equal") and "(source: user)" in problems[0]


def test_a_train_step_may_return_the_loss_and_the_gradient_norm(checks):
    steps = iter([(torch.tensor(2.0), torch.tensor(0.5)), (3.0, 0.25)])
    training = portval_training.run_training(lambda: next(steps), 2)
    assert training == (pytest.approx([2.0, 3.0]), pytest.approx([0.5, 0.25]))
    assert portval_training.run_training(lambda: 1.5, 2).grad_norms is None


def test_gradient_flow_names_the_parameter_on_either_side(checks):
    problems = portval_training.gradient_flow_problems(("router.weight",), ())
    assert problems == ["router.weight receives a gradient with the feature off but none with it on (a detached or dropped path?)"]
    assert "with the feature on but none with it off" in portval_training.gradient_flow_problems((), ("bias",))[0]
    assert portval_training.gradient_flow_problems(("frozen",), ("frozen",)) == []


def test_a_detached_path_is_recorded_not_raised_when_allowed(checks):
    class Detached(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.used = torch.nn.Linear(3, 3)
            self.router = torch.nn.Linear(3, 3)

        def forward(self, x):
            return self.used(x) * self.router(x).detach()

    result = checks.run_module(Detached(), {"x": torch.randn(2, 3)}, backward=True, seed=0, allow_missing=True)
    assert result.missing == ("router.weight", "router.bias")
    with pytest.raises(AssertionError, match="no gradient reached parameter 'router.weight'"):
        checks.run_module(Detached(), {"x": torch.randn(2, 3)}, backward=True, seed=0)


def test_call_counter_counts_a_function_at_a_site_bound_before(checks, monkeypatch):
    implementation = types.ModuleType("portval_test_impl")
    site = types.ModuleType("portval_test_site")

    def kernel(x):
        return x + 1

    implementation.kernel = kernel
    site.kernel = kernel  # a `from impl import kernel` made at import time
    monkeypatch.setitem(sys.modules, "portval_test_impl", implementation)
    monkeypatch.setitem(sys.modules, "portval_test_site", site)
    counter = portval_sites.CallCounter("portval_test_impl.kernel")
    counter.install()
    counter.rebind_sites([portval_sites.resolve_binding("portval_test_site.kernel")])
    site.kernel(1)
    implementation.kernel(2)
    counter.uninstall()
    assert counter.calls == 2
    assert site.kernel is kernel and implementation.kernel is kernel


def test_call_counter_counts_a_class_static_methods_included_and_restores_them(checks, monkeypatch):
    implementation = types.ModuleType("portval_test_cls")

    class Port:
        def run(self):
            return self.helper(1)

        @staticmethod
        def helper(x):
            return x

    implementation.Port = Port
    monkeypatch.setitem(sys.modules, "portval_test_cls", implementation)
    counter = portval_sites.CallCounter("portval_test_cls.Port")
    counter.install()
    assert Port().run() == 1
    counter.uninstall()
    assert counter.calls == 2  # run, and the static helper it calls
    assert isinstance(vars(Port)["helper"], staticmethod) and Port.helper(3) == 3
    with pytest.raises(AssertionError, match="was never called during the ported run"):
        checks.assert_called(portval_sites.CallCounter("portval_test_cls.Port"), "implementation.ported", "the ported run")


def test_every_numeric_check_skipped_is_reported_and_binding_checks_do_not_count(checks):
    tally = checks.NumericTally(("test_port_active_at_site",))
    tally.record("test_integration.py::test_port_active_at_site[a.b]", "call", "passed", {})
    tally.record_skip("test_integration.py::test_training_steps_have_finite_loss", "constraint tp == 1 does not hold", {})
    assert tally.all_skipped
    assert "1 x constraint tp == 1 does not hold" in tally.summary(False) and "exit status 1" in tally.summary(False)
    assert "passes because PORTVAL_ALLOW_NUMERICS_SKIPPED=1" in tally.summary(True)
    tally.record("test_correctness.py::test_forward_matches_feature_off[bf16]", "call", "passed", {})
    assert not tally.all_skipped and tally.summary(False) == ""


def test_shuffle_is_seeded(checks):
    first, second = list(range(20)), list(range(20))
    checks.shuffle_items(first, 7)
    checks.shuffle_items(second, 7)
    assert first == second != list(range(20))
