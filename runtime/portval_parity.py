# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""Performance: interleaved A/B timing and the statistics of its verdict.

Framework-free: each runtime brings its own timer (device events, or a wait
for the device), and the trials, the ratios and the group-sequential verdict
are the same for both.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from typing import Any, NamedTuple

import numpy as np

# The share of ABBA blocks dropped from each end of the sorted log ratios before their mean. A
# competing job that hits one variant's segments of a trial and not the other's makes a block a
# stray value, which widens a plain mean's interval and drags its centre: beside bursts that take
# the core away, the plain mean caught a 10% slowdown in 97.7% of verdicts, the trimmed one in
# 99.99% (benchmarks/verdict_quality.py, "contended"). Where nothing is stray it costs a little:
# a close result takes about one trial more.
TRIM = 0.1

# --- performance: interleaved A/B timing ------------------------------------


class Variant(NamedTuple):
    """One side of an A/B measurement: how to make it current, and one call of the work timed."""

    activate: Callable[[], None]
    work: Callable[[], object]


class Parity(NamedTuple):
    """The outcome of ``measure_parity``: every trial's samples, the per-trial medians and the verdict."""

    trials: list[dict[str, Any]]
    baseline: list[float]  # per-trial median seconds (the slowest rank's in a multi-process run)
    ported: list[float]
    speedup: float  # baseline time / ported time (the trimmed geometric mean of the ABBA blocks): above 1 the port is faster
    interval: tuple[float, float]
    verdict: str  # pass | fail | inconclusive
    iterations: int
    trials_to_settle: int | None
    looks: tuple[int, ...] = ()  # the trial counts at which the verdict may be read


def measure_parity(
    baseline: Variant,
    ported: Variant,
    *,
    trials: int,
    max_trials: int,
    warmup: int,
    budget: float,
    margin: float,
    confidence: float,
    timer: Callable[[Callable[[], object], int], list[float]],
    slowest: Callable[[list[float]], list[float]] = list,
    wall_clock: Callable[[], float] = time.perf_counter,
    trim: float = TRIM,
) -> Parity:
    """Time baseline and port interleaved (ABBA) in a group-sequential design, stopping at the first settled look.

    Each trial runs ``warmup`` calls and then a number of timed calls
    calibrated so one variant's trial lasts about ``budget`` seconds, the two
    variants alternating in segments (``timed_trial``); it keeps each
    variant's median sample. The verdict is read only at the looks of
    ``look_schedule`` (every ``trials`` trials, up to ``max_trials``), each
    with the boundary of ``sequential_boundaries``: the chance of a wrong
    pass (and of a wrong fail) summed over every look stays within
    (1 - ``confidence``) / 2 when the true speedup sits on the margin.
    The interval is Yuen's t-interval of the trimmed mean log ratio at that
    look's boundary (a repeated confidence interval: it covers at
    ``confidence`` whichever look stops), so pass means its low end clears
    the margin; the speedup is its centre.

    ``timer(work, n)`` returns per-call seconds of ``n`` calls of ``work``
    (one sample per call, or one per block of calls, each finished on the
    device); ``slowest`` turns this process's per-trial medians into the
    slowest rank's, for multi-process runs; ``wall_clock`` is the host's
    clock, on which a trial's calls are counted to fit ``budget``; ``trim``
    the share of blocks the trimmed mean drops from each end (0: the mean).
    """
    per_call = [
        calibrate(variant, timer, warmup=warmup, budget=budget, slowest=slowest, wall_clock=wall_clock) for variant in (baseline, ported)
    ]
    # The slower rank's calibration, so every rank runs the same number of calls.
    iterations = max(1, min(100_000, int(budget / max(max(slowest(per_call)), 1e-12))))
    looks = look_schedule(trials, max_trials)
    # The unit of the statistics is an ABBA block (two trials): its ratio cancels a linear drift.
    boundaries = dict(zip(looks, t_boundaries(tuple(n // 2 for n in looks), 1.0 - confidence, trim)))
    records: list[dict[str, Any]] = []
    for number in range(looks[-1]):
        order = (("baseline", baseline), ("ported", ported))
        if number % 2:
            order = order[::-1]
        records.append(timed_trial(order, timer, iterations=iterations, warmup=warmup))
        if len(records) not in boundaries:
            continue
        # In a multi-process run each rank timed its own calls; a trial is as slow as its slowest rank.
        base = slowest([statistics.median(r["baseline_samples"]) for r in records])
        port = slowest([statistics.median(r["ported_samples"]) for r in records])
        ratios = [b / p for b, p in zip(base, port)]
        interval = log_ratio_interval(abba_ratios(ratios), boundaries[len(records)], trim)
        verdict = parity_verdict(interval, margin)
        if verdict != "inconclusive":
            break
    speedup = trimmed_geometric_mean(abba_ratios(ratios), trim)
    settle = trials_to_settle(speedup, interval, margin, len(records)) if verdict == "inconclusive" else None
    return Parity(records, base, port, speedup, interval, verdict, iterations, settle, looks)


# Segments per variant in a trial: its calls alternate with the other variant's, ABBA, in this many runs.
SEGMENTS_PER_TRIAL = 4


def timed_trial(
    order: tuple[tuple[str, Variant], tuple[str, Variant]],
    timer: Callable[[Callable[[], object], int], list[float]],
    *,
    iterations: int,
    warmup: int,
    segments: int = SEGMENTS_PER_TRIAL,
) -> dict[str, Any]:
    """One trial: ``iterations`` timed calls of each variant, alternating in segments ABBA (A B B A A B B A ...).

    A machine's speed changes on the scale of a trial: a competing job's
    busy spell, a clock step, a neighbour on a shared node. Timed one after
    the other, the two halves of a trial can fall on either side of such a
    change, and the trial's ratio reads it as a speedup or a slowdown;
    alternating in segments, both medians span the same stretch of time and
    the change falls on both alike. ``benchmarks/trial_noise.py`` measures
    the spread of a trial's ratio both ways. Each variant's first segment
    follows its ``warmup`` calls; a later one only its ``activate``.
    """
    record: dict[str, Any] = {"order": "".join(name[0].upper() for name, _ in order)}
    for name, _ in order:
        record[f"{name}_samples"] = []
    sizes = [iterations // segments + (index < iterations % segments) for index in range(min(segments, iterations))]
    for index, size in enumerate(sizes):
        for name, variant in order if index % 2 == 0 else order[::-1]:
            variant.activate()
            if index == 0:
                timer(variant.work, warmup)
            record[f"{name}_samples"] += timer(variant.work, size)
    return record


def calibrate(
    variant: Variant,
    timer: Callable[[Callable[[], object], int], list[float]],
    *,
    warmup: int,
    budget: float,
    slowest: Callable[[list[float]], list[float]] = list,
    wall_clock: Callable[[], float] = time.perf_counter,
) -> float:
    """The wall seconds one timed call costs a trial, from doubling batches of calls until they fill half the budget.

    The median of the timer's per-call samples, scaled by how much longer
    the batches took on ``wall_clock`` than the timer read: the time outside
    a call's events (an L2 flush before each call, launches that outpace a
    microsecond kernel, each block's synchronisation) fills a trial too, and
    a trial sized on the events alone would run many times its budget. A
    median: a machine busy for a moment must not make one slow call set how
    many calls every trial times. In a multi-process run every rank stops
    at the same doubling, the one where the slowest rank has spent half the
    budget: a call may hold a collective (a step's all-reduce, a
    dispatcher's all-to-all), and a rank that stopped early would wait in
    the next variant's collective for a rank still calibrating.
    """
    variant.activate()
    timer(variant.work, max(warmup, 1))
    per_call: list[float] = []
    timed = walled = spent = 0.0
    batch = 1
    while len(per_call) < 3 or (spent < budget / 2 and len(per_call) < 1000):
        started = wall_clock()
        samples = timer(variant.work, batch)
        elapsed = wall_clock() - started
        per_call += samples
        # A sample is the per-call time of one call or of a block of calls (DeviceTimer): the batch took
        # its mean times its calls. Summing the samples would count a block as one call, and the
        # doubling would run on into billions of calls for a microsecond kernel.
        on_the_timer = statistics.fmean(samples) * batch
        on_the_wall = max(elapsed, on_the_timer)
        timed, walled = timed + on_the_timer, walled + on_the_wall
        spent = slowest([spent + on_the_wall])[0]  # every rank adds its batch to the time they agreed on
        batch *= 2
    return statistics.median(per_call) * max(1.0, walled / timed) if timed > 0 else statistics.median(per_call)


# --- performance statistics -------------------------------------------------
#
# The unit is the ABBA block: the log of (baseline median / ported median),
# averaged over its two trials. Their trimmed mean has Yuen's t-interval;
# the looks share the error budget through a Lan-DeMets spending function
# (Pocock type), whose boundaries come from the recursive integration of
# Armitage, McPherson and Rowe (Jennison and Turnbull, "Group Sequential
# Methods", ch. 19), and each look's normal boundary becomes a t boundary of
# the same nominal level (ch. 11). Only the standard library and NumPy: a
# training container has both.


def look_schedule(trials: int, max_trials: int) -> tuple[int, ...]:
    """The trial counts at which the verdict is read: every ``trials`` trials, and ``max_trials`` last.

    Each is even, so every look sees whole ABBA blocks (a baseline-first
    trial and a ported-first one), and the first holds at least three blocks
    (a t-interval from two would have a single degree of freedom).
    """
    step = max(6, trials + trials % 2)
    last = max(step, max_trials + max_trials % 2)
    return tuple(range(step, last, step)) + (last,)


def abba_ratios(ratios: list[float]) -> list[float]:
    """The geometric mean of each ABBA block's two trial ratios: a drift linear in time cancels within a block."""
    return [math.sqrt(ratios[i] * ratios[i + 1]) for i in range(0, len(ratios) - 1, 2)]


def student_t_cdf(x: float, df: int) -> float:
    """P(T <= x) for Student's t with an integer ``df`` >= 1, exactly (Abramowitz and Stegun 26.7.3-4)."""
    theta = math.atan2(abs(x), math.sqrt(df))
    sin, cos = math.sin(theta), math.cos(theta)
    if df % 2:
        term, series = cos, 0.0
        for k in range(1, (df - 1) // 2 + 1):
            series += term
            term *= cos * cos * (2 * k) / (2 * k + 1)
        inside = 2.0 / math.pi * (theta + sin * series)
    else:
        term, series = 1.0, 0.0
        for k in range(1, df // 2 + 1):
            series += term
            term *= cos * cos * (2 * k - 1) / (2 * k)
        inside = sin * series
    return 0.5 + math.copysign(inside / 2.0, x)


def student_t_quantile(p: float, df: int) -> float:
    """The x with P(T <= x) = p, by bisection on ``student_t_cdf``."""
    if p == 0.5:
        return 0.0
    if p < 0.5:
        return -student_t_quantile(1.0 - p, df)
    low, high = 0.0, 1.0
    while student_t_cdf(high, df) < p:
        low, high = high, high * 2.0
    for _ in range(100):
        middle = (low + high) / 2.0
        low, high = (middle, high) if student_t_cdf(middle, df) < p else (low, middle)
    return (low + high) / 2.0


def pocock_spent(fraction: float, alpha: float) -> float:
    """Lan-DeMets Pocock-type spending, alpha * ln(1 + (e - 1) * fraction): the one-sided error allowed so far.

    It spends evenly enough that a clear result stops at the first look (as
    many trials as a fixed design), where O'Brien-Fleming-type spending would
    hold out for twice the trials.
    """
    return alpha * math.log(1.0 + (math.e - 1.0) * min(max(fraction, 0.0), 1.0))


_normal_upper = np.frompyfunc(lambda x: 0.5 * math.erfc(x / math.sqrt(2.0)), 1, 1)


def sequential_boundaries(looks: tuple[int, ...], alpha: float, points: int = 400) -> tuple[float, ...]:
    """Normal boundaries c_k with P(no crossing before look k, Z_k >= c_k) = the error spent at look k.

    Under the null (true speedup on the margin) the sum of the first n
    standardised log ratios is a random walk of variance n; its density on
    the region still running is carried from look to look on a grid.
    ``alpha`` is one side's error over the whole design.
    """
    total = looks[-1]
    normal = statistics.NormalDist()
    bounds: list[float] = []
    grid = density = None
    spent_before, info_before = 0.0, 0
    for n in looks:
        spent = pocock_spent(n / total, alpha)
        target = max(spent - spent_before, 1e-15)
        if grid is None:
            bound = normal.inv_cdf(1.0 - target)
        else:
            step = math.sqrt(n - info_before)
            # Trapezoid weights: the probability mass of the walk still running at each grid point.
            weights = np.full(grid.size, grid[1] - grid[0]) * density
            weights[[0, -1]] /= 2.0
            low, high = -10.0, 40.0
            for _ in range(80):
                middle = (low + high) / 2.0
                crossing = float((weights * _normal_upper((middle * math.sqrt(n) - grid) / step).astype(float)).sum())
                low, high = (middle, high) if crossing > target else (low, middle)
            bound = (low + high) / 2.0
        bounds.append(bound)
        upper = bound * math.sqrt(n)
        new_grid = np.linspace(min(-8.0 * math.sqrt(n), upper - 1.0), upper, points)
        if grid is None:
            density = np.exp(-(new_grid**2) / (2.0 * n)) / math.sqrt(2.0 * math.pi * n)
        else:
            kernel = np.exp(-((new_grid[:, None] - grid[None, :]) ** 2) / (2.0 * step**2)) / (math.sqrt(2.0 * math.pi) * step)
            density = kernel @ weights
        grid, spent_before, info_before = new_grid, spent, n
    return tuple(bounds)


_T_BOUNDARIES: dict[tuple[tuple[int, ...], float, float], tuple[float, ...]] = {}


def t_boundaries(looks: tuple[int, ...], alpha: float, trim: float = TRIM) -> tuple[float, ...]:
    """Each look's boundary for the t statistic of the trimmed mean log ratio; ``alpha`` is both sides' error together.

    Each side (a wrong pass, a wrong fail) gets half. A look's normal
    boundary is turned into the t quantile of the same one-sided level with
    the degrees of freedom of Yuen's statistic (the values kept, less one),
    so the estimated spread at small n widens it.
    """
    key = (tuple(looks), alpha, trim)
    if key not in _T_BOUNDARIES:
        normal = statistics.NormalDist()
        bounds = sequential_boundaries(tuple(looks), alpha / 2.0)
        kept = (n - 2 * trimmed_count(n, trim) for n in looks)
        _T_BOUNDARIES[key] = tuple(student_t_quantile(normal.cdf(c), h - 1) for c, h in zip(bounds, kept))
    return _T_BOUNDARIES[key]


def trimmed_count(n: int, trim: float = TRIM) -> int:
    """How many values of ``n`` the trimmed mean drops from each end (none below 10 blocks at the default)."""
    return math.floor(trim * n + 1e-9)


def log_ratio_interval(ratios: list[float], boundary: float, trim: float = TRIM) -> tuple[float, float]:
    """exp(trimmed mean log ratio -/+ boundary * Yuen's standard error): a t-interval robust to a stray block.

    The ``trim`` share of the log ratios is dropped from each end before the
    mean; the spread is that of the winsorized values (each dropped one set
    to the nearest kept one), as in Yuen's trimmed t (Wilcox, "Introduction
    to Robust Estimation and Hypothesis Testing", ch. 4). With no value to
    drop it is the ordinary t-interval of the mean.
    """
    kept, cut = trimmed_logs(ratios, trim)
    if len(kept) < 2:
        return 0.0, math.inf
    mean = statistics.fmean(kept)
    winsorized = [kept[0]] * cut + kept + [kept[-1]] * cut
    error = math.sqrt((len(winsorized) - 1) * statistics.variance(winsorized) / (len(kept) * (len(kept) - 1)))
    return math.exp(mean - boundary * error), math.exp(mean + boundary * error)


def trimmed_logs(ratios: list[float], trim: float = TRIM) -> tuple[list[float], int]:
    """The sorted log ratios the trimmed mean keeps, and how many it dropped from each end."""
    logs = sorted(math.log(r) for r in ratios)
    cut = trimmed_count(len(logs), trim)
    return logs[cut : len(logs) - cut], cut


def trimmed_geometric_mean(ratios: list[float], trim: float = TRIM) -> float:
    """exp(trimmed mean log ratio): the centre of ``log_ratio_interval``."""
    return math.exp(statistics.fmean(trimmed_logs(ratios, trim)[0]))


def parity_verdict(interval: tuple[float, float], margin: float) -> str:
    """pass when the interval clears the margin, fail when it lies wholly below, inconclusive otherwise."""
    low, high = interval
    if low >= margin:
        return "pass"
    if high < margin:
        return "fail"
    return "inconclusive"


def trials_to_settle(speedup: float, interval: tuple[float, float], margin: float, trials: int) -> int | None:
    """Trials that would likely shrink the interval off the margin (half-width falls as 1/sqrt(n))."""
    distance = abs(math.log(speedup) - math.log(margin))
    half_width = (math.log(interval[1]) - math.log(interval[0])) / 2.0
    if distance == 0.0:
        return None
    return max(trials + 1, math.ceil(trials * (half_width / distance) ** 2))
