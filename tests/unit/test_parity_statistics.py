"""The performance verdict's statistics (runtime/portval_parity.py): t distribution, sequential boundaries, ABBA looks."""

from __future__ import annotations

import importlib.util
import math
import statistics

import numpy as np
import pytest
from helpers import PORTVAL_PARITY


@pytest.fixture(scope="module")
def core():
    spec = importlib.util.spec_from_file_location("portval_core_statistics_under_test", PORTVAL_PARITY)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# Two-sided 95% quantiles of Student's t, from any table.
T_975 = {1: 12.706, 2: 4.303, 4: 2.776, 9: 2.262, 29: 2.045}


@pytest.mark.parametrize("df", sorted(T_975))
def test_student_t_quantile_matches_the_table(core, df):
    assert core.student_t_quantile(0.975, df) == pytest.approx(T_975[df], abs=1e-3)
    assert core.student_t_quantile(0.025, df) == pytest.approx(-T_975[df], abs=1e-3)
    assert core.student_t_cdf(T_975[df], df) == pytest.approx(0.975, abs=1e-4)


def test_one_look_has_the_fixed_design_boundary(core):
    assert core.sequential_boundaries((10,), 0.025) == pytest.approx((1.95996,), abs=1e-4)


def test_pocock_type_boundaries_fall_slowly_and_spend_the_whole_error(core):
    bounds = core.sequential_boundaries((1, 2, 3, 4, 5), 0.025)
    # Lan-DeMets Pocock-type spending, five equal looks, one-sided 0.025 (Jennison and Turnbull, table 7.6: about 2.44 to 2.39).
    assert bounds == pytest.approx((2.44, 2.43, 2.41, 2.40, 2.39), abs=0.015)
    assert list(bounds) == sorted(bounds, reverse=True)


@pytest.mark.parametrize("tails", ["normal", "student t, 3 df"])
def test_repeated_looks_keep_each_wrong_verdict_within_its_share(core, tails):
    # Log ratios centred on the margin (1.0 here): the chance that any look's interval clears it on either side.
    looks = core.look_schedule(10, 60)
    units = tuple(n // 2 for n in looks)
    bounds = core.t_boundaries(units, 0.05)
    rng = np.random.default_rng(7)
    shape = (3000, units[-1])
    draws = rng.normal(0.0, 1.0, size=shape) if tails == "normal" else rng.standard_t(3, size=shape)
    upper = lower = 0
    for row in np.exp(0.05 * draws):
        for n, bound in zip(units, bounds):
            low, high = core.log_ratio_interval(list(row[:n]), bound)
            if low >= 1.0:
                upper += 1
                break
            if high < 1.0:
                lower += 1
                break
    assert upper / len(draws) <= 0.03 and lower / len(draws) <= 0.03
    assert upper / len(draws) >= 0.015 and lower / len(draws) >= 0.015  # not so strict that the design wastes trials


def test_the_interval_is_yuens_trimmed_t_interval(core):
    logs = np.array([0.3, -0.02, 0.01, 0.04, -0.05, 0.02, 0.0, -0.01, 0.03, -0.2, 0.05, -0.03])
    boundary = 2.0
    low, high = core.log_ratio_interval(list(np.exp(logs)), boundary)
    # By hand: 12 values, a tenth trimmed is one from each end; the winsorized values set those to the nearest kept.
    ordered = np.sort(logs)
    kept = ordered[1:-1]
    winsorized = np.clip(logs, kept[0], kept[-1])
    error = math.sqrt(11 * winsorized.var(ddof=1) / (10 * 9))
    assert (math.log(low), math.log(high)) == pytest.approx((kept.mean() - boundary * error, kept.mean() + boundary * error))
    # Below ten blocks nothing is trimmed: the ordinary t-interval of the mean.
    few = logs[:9]
    low, high = core.log_ratio_interval(list(np.exp(few)), boundary)
    error = few.std(ddof=1) / 3.0
    assert (math.log(low), math.log(high)) == pytest.approx((few.mean() - boundary * error, few.mean() + boundary * error))
    assert core.trimmed_count(9) == 0 and core.trimmed_count(10) == 1 and core.trimmed_count(30) == 3


def test_a_stray_block_does_not_hide_a_slow_port(core):
    # 30 ABBA blocks of a port 10% slower, measured within a percent, and two blocks a competing job hit.
    rng = np.random.default_rng(3)
    logs = np.concatenate([rng.normal(math.log(1 / 1.1), 0.01, 28), [0.25, 0.19]])
    bound = core.t_boundaries((30,), 0.05)[0]
    interval = core.log_ratio_interval(list(np.exp(logs)), bound)
    assert core.parity_verdict(interval, 0.95) == "fail"
    assert core.trimmed_geometric_mean(list(np.exp(logs))) == pytest.approx(1 / 1.1, rel=0.01)
    # The plain mean (trim 0) is dragged toward the margin and its spread widens past it.
    plain = core.log_ratio_interval(list(np.exp(logs)), core.t_boundaries((30,), 0.05, 0.0)[0], 0.0)
    assert core.parity_verdict(plain, 0.95) == "inconclusive"


def test_look_schedule_reads_whole_abba_blocks(core):
    assert core.look_schedule(10, 60) == (10, 20, 30, 40, 50, 60)
    assert core.look_schedule(7, 31) == (8, 16, 24, 32)
    assert core.look_schedule(2, 2) == (6,)


def test_abba_ratios_cancel_a_linear_drift(core):
    # The machine slows by 1% a trial; the port costs the same: BP and PB trials err in opposite directions.
    ratios = [1.01 if i % 2 == 0 else 1 / 1.01 for i in range(6)]
    assert core.abba_ratios(ratios) == pytest.approx([1.0, 1.0, 1.0])


class FakeMachine:
    """Two works of fixed cost with 1% seeded noise per timed batch; the timer records the order it was called in."""

    def __init__(self, costs):
        self.costs, self.calls, self.rng = costs, [], np.random.default_rng(0)

    def timer(self, work, n):
        self.calls.append((work, n))
        return [self.costs[work] * float(np.exp(self.rng.normal(0.0, 0.01)))] * n


def parity_of(core, speedup, **settings):
    baseline, ported = object(), object()
    machine = FakeMachine({baseline: 1e-3, ported: 1e-3 / speedup})
    defaults = {"trials": 10, "max_trials": 60, "warmup": 2, "budget": 0.01, "margin": 0.95, "confidence": 0.95}
    parity = core.measure_parity(core.Variant(lambda: None, baseline), core.Variant(lambda: None, ported), timer=machine.timer, **{**defaults, **settings})
    return parity, machine, baseline, ported


def test_a_clear_result_stops_at_the_first_look(core):
    parity, _, _, _ = parity_of(core, 1.2)
    assert parity.verdict == "pass" and len(parity.trials) == 10 and parity.looks == (10, 20, 30, 40, 50, 60)
    low, high = parity.interval
    assert 0.95 <= low <= parity.speedup <= high
    slow, _, _, _ = parity_of(core, 0.8)
    assert slow.verdict == "fail" and slow.interval[1] < 0.95


def test_a_speedup_on_the_margin_runs_to_the_last_look_and_says_how_many_trials_would_settle_it(core):
    parity, _, _, _ = parity_of(core, 0.95)
    assert parity.verdict == "inconclusive" and len(parity.trials) == 60
    assert parity.interval[0] < 0.95 < parity.interval[1]
    assert parity.trials_to_settle > 60


def test_trials_alternate_abba_and_time_warmup_then_the_calibrated_calls_in_segments(core):
    parity, machine, baseline, ported = parity_of(core, 1.2, trials=6, max_trials=6)
    assert [t["order"] for t in parity.trials] == ["BP", "PB"] * 3
    # After calibration, each trial times per variant: its warmup, then the calibrated calls in four segments.
    per_trial = machine.calls[-10 * len(parity.trials) :]
    calibration = machine.calls[: -10 * len(parity.trials)]
    assert sum(n for work, n in calibration if work is baseline) >= 3 and calibration[0] == (baseline, 2)
    b, p = baseline, ported
    assert [work for work, _ in per_trial[:10]] == [b, b, p, p, p, b, b, p, p, b]  # BP trial: B P | P B | B P | P B
    assert [work for work, _ in per_trial[10:20]] == [p, p, b, b, b, p, p, b, b, p]  # PB trial: P B | B P | P B | B P
    baseline_calls = [n for work, n in per_trial[:10] if work is baseline]
    assert baseline_calls[0] == 2 and sum(baseline_calls[1:]) == parity.iterations and len(baseline_calls) == 5
    assert all(len(t["baseline_samples"]) == len(t["ported_samples"]) == parity.iterations for t in parity.trials)


def test_a_machine_that_slows_halfway_through_a_trial_leaves_its_ratio_alone(core):
    # Two works of equal cost; after 40 timed calls the machine runs 1.5 times slower (a competing job starts).
    # Timed one after the other, the trial would read the second variant as 1.5 times slower.
    calls = []

    def timer(work, n):
        samples = [1e-3 * (1.5 if len(calls) + i >= 40 else 1.0) for i in range(n)]
        calls.extend([work] * n)
        return samples

    order = (("baseline", core.Variant(lambda: None, object())), ("ported", core.Variant(lambda: None, object())))
    record = core.timed_trial(order, timer, iterations=40, warmup=0)
    assert record["order"] == "BP" and len(record["baseline_samples"]) == len(record["ported_samples"]) == 40
    assert statistics.median(record["baseline_samples"]) == statistics.median(record["ported_samples"])
    calls.clear()
    unsegmented = core.timed_trial(order, timer, iterations=40, warmup=0, segments=1)
    assert statistics.median(unsegmented["ported_samples"]) / statistics.median(unsegmented["baseline_samples"]) == 1.5
