# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""The verdict on a port's loss curve: bands per step and on the mean, drift, noise runs, Megatron-LM's own rules.

Standard library only: copied as it is into scaffolds with a step-level check
as ``portval_losses.py``, and imported by ``scripts/compare_losses.py`` (whose
log readers live in the library, ``portval.loss_curves.logs``), so the
step-level test and the script judge alike.

``compare_curves(baseline, ported, ...)`` aligns two curves on the steps both
logged and returns a ``Comparison`` whose ``problems`` say what is wrong, with
the steps, both values, the threshold and its source: per-step and mean bands,
a sustained drift over a window of steps, NaN, and too few shared steps.
``noise_band(runs)`` turns repeated baseline runs into the band a correct port
must stay within. ``compare_medians`` and ``METRIC_RULES`` follow Megatron-LM's
own rules for the metrics it checks differently (num-zeros, iteration-time,
memory).
"""

from __future__ import annotations

import math
import struct
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise

TINY = 1e-12  # the relative difference divides by max(|baseline|, TINY)
NOISE_FACTOR = 1.5  # Megatron-LM compute_golden_statistics.py: max(1.5 x spread, 0.001)
NOISE_FLOOR = 0.001
NOISE_SOURCE = "1.5 x the spread of the noise runs, floor 0.001 (Megatron-LM compute_golden_statistics.py)"
ALLOWED_FAILURES_SOURCE = "min(max(N // 100, 1), 50), Megatron-LM functional tests"
WORST_SHOWN = 5


class LossLogError(ValueError):
    """A log that cannot be read, holds no curve, or too few runs for a noise band; ``str(error)`` says what was expected."""


# --- judging -----------------------------------------------------------------

# Two runs are compared on the steps both logged. A run logged every 5th step against one logged every
# step shares all of its own steps; one that shares fewer than this share of the sparser run's steps
# (within the shared stretch) logged different steps, and a comparison of what is left says little.
SHARED_MIN_FRACTION = 0.9
SHARED_SOURCE = (
    f"at least {SHARED_MIN_FRACTION:.0%} of the sparser run's steps must be in both runs: a coarser logging grid "
    "shares all of its steps with a finer one, so more missing means the runs logged different steps"
)
# A sustained change (a loss 3% higher over the last fifth of the run, a loss that stops falling) stays
# inside a per-step band and moves the whole-run mean by a fraction of itself. The mean over every window
# of this share of the steps sees it; noise, zero-mean, shrinks in a window mean while a shift does not.
DRIFT_WINDOW_SHARE = 0.2
DRIFT_MIN_STEPS = 5  # a window of fewer steps is noise; runs of fewer than two such windows are not checked for drift
DRIFT_CLAMP = 1.0  # a step off by more than 100% fails the per-step band already; clamped, one spike cannot pose as a drift


@dataclass(frozen=True)
class Comparison:
    """The verdict on a ported curve against the baseline; ``problems`` is empty exactly when it passed."""

    passed: bool
    problems: list[str]
    steps: int  # steps compared: present in both runs
    missing: list[int]  # steps present in one run only
    mean_rel: float  # over the steps where both values are finite
    max_rel: float
    over: list[int]  # steps over rtol_max (exact mode: steps not bitwise equal)
    allowed_failures: int
    worst: list[tuple[int, float, float, float]]  # (step, baseline, ported, relative difference), largest first
    metric: str = "loss"
    rtol_max: float = 0.0
    rtol_mean: float = 0.0
    exact: bool = False
    only_baseline: int = 0  # steps the baseline logged and the ported run did not
    only_ported: int = 0
    drift: float = 0.0  # the worst window's mean signed relative difference, (ported - baseline) / |baseline|
    drift_steps: tuple[int, int] | None = None  # first and last step of that window; None when not checked
    drift_limit: float = 0.0
    notes: list[str] = field(default_factory=list)  # what the reader should know though nothing failed
    rule: str = ""  # "median" when judged as Megatron-LM judges iteration-time: one median over a steady window

    def headline(self) -> str:
        """The verdict and why, in a few words: 'FAIL: mean rel 0.025 > rtol_mean 0.01'."""
        reasons = []
        if any(" shared " in problem or "in both runs" in problem or "different stretches" in problem for problem in self.problems):
            reasons.append(f"{self.only_baseline + self.only_ported} steps in one run only")
        if any("a NaN or inf" in problem for problem in self.problems):
            reasons.append("NaN or inf")
        if self.rule == "median":
            if not self.passed and self.steps:
                reasons.append(f"median rel {self.max_rel:.3g} > rtol {self.rtol_max:.3g}")
        elif self.exact and self.over:
            reasons.append(f"{len(self.over)} steps not bitwise equal")
        if self.rule != "median" and not self.exact and len(self.over) > self.allowed_failures:
            reasons.append(f"{len(self.over)} steps over rtol_max {self.rtol_max:.3g} ({self.allowed_failures} allowed)")
        if self.rule != "median" and not self.exact and self.mean_rel > self.rtol_mean:
            reasons.append(f"mean rel {self.mean_rel:.3g} > rtol_mean {self.rtol_mean:.3g}")
        if self.drift_steps and abs(self.drift) > self.drift_limit:
            reasons.append(f"drift {self.drift:+.3g} over steps {self.drift_steps[0]}..{self.drift_steps[1]} (limit {self.drift_limit:.3g})")
        if not self.steps:
            reasons.append("no step in both runs")
        return "PASS" if self.passed else "FAIL: " + ", ".join(reasons)

    def to_text(self) -> str:
        """A few lines for a person: verdict, statistics, problems and the worst steps as a table."""
        verdict = "PASS" if self.passed else "FAIL"
        if self.rule == "median":
            rule = f"median relative difference {self.max_rel:.4g} (rtol {self.rtol_max:.4g})"
        elif self.exact:
            rule = f"exact: {len(self.over)} of {self.steps} steps not bitwise equal"
        else:
            rule = (
                f"mean rel {self.mean_rel:.4g} (rtol_mean {self.rtol_mean:.4g}), max rel {self.max_rel:.4g} (rtol_max {self.rtol_max:.4g}), "
                f"steps over rtol_max: {len(self.over)} ({self.allowed_failures} allowed)"
            )
        lines = [f"{self.metric}: {verdict}  {self.steps} steps compared{self._one_side_text()}, {rule}"]
        if self.drift_steps:
            side = "above" if self.drift > 0 else "below"
            lines.append(
                f"  drift: worst window steps {self.drift_steps[0]}..{self.drift_steps[1]}, ported {abs(self.drift):.3g} {side} the baseline "
                f"on average (limit {self.drift_limit:.4g})"
            )
        lines += [f"  - {problem.removeprefix(f'{self.metric}: ')}" for problem in self.problems]
        lines += [f"  note: {note}" for note in self.notes]
        if self.worst:
            lines.append(f"  worst steps:\n    {'step':>8} {'baseline':>14} {'ported':>14} {'rel diff':>10}")
            lines += [f"    {step:>8} {b:>14.7g} {p:>14.7g} {rel:>10.3g}" for step, b, p, rel in self.worst]
        return "\n".join(lines)

    def _one_side_text(self) -> str:
        parts = []
        if self.only_baseline:
            parts.append(f"{self.only_baseline} only in the baseline")
        if self.only_ported:
            parts.append(f"{self.only_ported} only in the ported run")
        return f" ({', '.join(parts)})" if parts else ""


def allowed_failures_for(steps: int) -> int:
    """Steps that may exceed the per-step band: min(max(N // 100, 1), 50), as Megatron-LM's functional tests allow."""
    return min(max(steps // 100, 1), 50)


def relative_difference(baseline: float, ported: float) -> float:
    """|ported - baseline| / max(|baseline|, TINY); inf when the difference overflows (1.7e308 against -1.7e308)."""
    return abs(ported - baseline) / max(abs(baseline), TINY)


def _signed_difference(baseline: float, ported: float) -> float:
    """(ported - baseline) / max(|baseline|, TINY), clamped to +-DRIFT_CLAMP (finite sums, and no spike reads as drift)."""
    difference = ported - baseline
    if math.isnan(difference):
        return 0.0
    return max(-DRIFT_CLAMP, min(DRIFT_CLAMP, difference / max(abs(baseline), TINY)))


def _mean(values: Sequence[float]) -> float:
    """The exact mean of non-negative values; inf when the sum overflows (1.7e308 twice), never an OverflowError."""
    if not values:
        return 0.0
    try:
        return math.fsum(values) / len(values)
    except OverflowError:
        return math.inf


def _bits(value: float) -> bytes:
    return struct.pack("<d", value)


def _steps_text(steps: list[int], limit: int = 5) -> str:
    shown = ", ".join(str(step) for step in steps[:limit])
    return shown + (f", ... ({len(steps)} in all)" if len(steps) > limit else "")


def _agree(baseline: float, ported: float) -> bool:
    """Both NaN, or the same infinity: the runs agree on a step neither could compute."""
    return (math.isnan(baseline) and math.isnan(ported)) or (math.isinf(baseline) and baseline == ported)


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _largest_gap(steps: Sequence[int]) -> int:
    """The widest logging interval of a run's sorted steps (1 for a single step)."""
    return max((b - a for a, b in pairwise(steps)), default=1)


def _coverage_problems(metric: str, baseline: dict[int, float], ported: dict[int, float], common: list[int]) -> list[str]:
    """Why the shared steps are too few to judge: one run goes on where the other stopped, or the runs logged different steps."""
    problems = []
    first, last = common[0], common[-1]
    sorted_runs = {"baseline": sorted(baseline), "ported run": sorted(ported)}
    for name, other in (("baseline", "ported run"), ("ported run", "baseline")):
        steps, interval = sorted_runs[name], _largest_gap(sorted_runs[other])
        before = sum(1 for step in steps if step <= first - interval)
        after = sum(1 for step in steps if step >= last + interval)
        if before or after:
            where = []
            if before:
                where.append(f"{_count(before, 'step')} before step {first}")
            if after:
                where.append(f"{_count(after, 'step')} after step {last}")
            problems.append(
                f"{metric}: the {name} has {' and '.join(where)}, where the {other} logged nothing ({_span(baseline if name == 'baseline' else ported)} "
                f"against {_span(ported if name == 'baseline' else baseline)}): the runs cover different stretches of training "
                f"(a crash, a longer run, a resumed run); compare the shared stretch with --steps {first}:{last}"
            )
    inside = [sum(1 for step in steps if first <= step <= last) for steps in sorted_runs.values()]
    if len(common) < SHARED_MIN_FRACTION * min(inside):
        problems.append(
            f"{metric}: only {len(common)} of the sparser run's {min(inside)} steps between steps {first} and {last} are in both runs "
            f"({SHARED_SOURCE})"
        )
    return problems


def window_drift(baseline: dict[int, float], ported: dict[int, float], steps: Sequence[int]) -> tuple[float, int, int] | None:
    """The window of consecutive ``steps`` whose mean signed relative difference is largest in size.

    Returns (mean, first step, last step); the window is ``DRIFT_WINDOW_SHARE`` of the steps, at least
    ``DRIFT_MIN_STEPS``; None when the steps are too few for two such windows. Linear in the steps.
    """
    count = len(steps)
    width = max(DRIFT_MIN_STEPS, math.ceil(DRIFT_WINDOW_SHARE * count))
    if count < 2 * width:
        return None
    sums = [0.0]
    for step in steps:
        sums.append(sums[-1] + _signed_difference(baseline[step], ported[step]))
    best = max(range(count - width + 1), key=lambda i: (abs(sums[i + width] - sums[i]), -i))
    return (sums[best + width] - sums[best]) / width, steps[best], steps[best + width - 1]


def compare_curves(
    baseline: dict[int, float],
    ported: dict[int, float],
    *,
    rtol_max: float,
    rtol_mean: float,
    exact: bool = False,
    allowed_failures: int | None = None,
    metric: str = "loss",
    sources: dict[str, str] | None = None,
    drift_limit: float | None = None,
) -> Comparison:
    """Judge ``ported`` against ``baseline``, both ``{step: value}``, on the steps both logged.

    It fails when the runs share too few steps (one goes on where the other
    stopped, or they logged different steps: a coarser grid alone is fine);
    when a value is NaN or inf in one run and not alike in the other (the first
    such step is named; both NaN agree, as Megatron-LM's checker has it); in
    ``exact`` mode when any step is not bitwise equal; otherwise when more than
    ``allowed_failures`` steps (default ``allowed_failures_for(N)``) have a
    relative difference over ``rtol_max``, when the mean relative difference is
    over ``rtol_mean``, or when the mean signed difference over some window of
    20% of the steps is over ``drift_limit`` (default ``rtol_mean``): a
    sustained shift. ``sources`` maps 'rtol_max', 'rtol_mean', 'exact' and
    'drift' to where each threshold came from, quoted in the problems.
    """
    sources = sources or {}

    def quoted(name: str) -> str:
        return f" (from {sources[name]})" if sources.get(name) else ""

    common = sorted(baseline.keys() & ported.keys())
    missing = sorted(baseline.keys() ^ ported.keys())
    only_baseline = sum(1 for step in missing if step in baseline)
    problems = []
    notes = []
    if not common:
        problems.append(
            f"{metric}: no step in both runs: baseline has {_span(baseline)}, ported has {_span(ported)}; "
            "compare runs of the same steps (--steps A:B picks a window)"
        )
    else:
        problems += _coverage_problems(metric, baseline, ported, common)

    finite = [step for step in common if math.isfinite(baseline[step]) and math.isfinite(ported[step])]
    not_finite = [step for step in common if not (math.isfinite(baseline[step]) and math.isfinite(ported[step]))]
    alike = [step for step in not_finite if _agree(baseline[step], ported[step])]
    broken = [step for step in not_finite if not _agree(baseline[step], ported[step])]
    if broken:
        step = broken[0]
        problems.append(
            f"{metric}: step {step}: baseline {baseline[step]!r}, ported {ported[step]!r}; "
            f"a NaN or inf fails whatever the tolerance ({len(broken)} of {len(common)} steps not finite in one run only)"
        )
    if alike:
        notes.append(f"{len(alike)} steps are NaN or inf in both runs alike (steps {_steps_text(alike)}); they agree and are left out of the statistics")
    relative = {step: relative_difference(baseline[step], ported[step]) for step in finite}
    mean_rel = _mean(list(relative.values()))
    max_rel = max(relative.values(), default=0.0)
    ranked = sorted(relative, key=lambda step: (-relative[step], step))[:WORST_SHOWN]
    worst = [(step, baseline[step], ported[step], relative[step]) for step in ranked if relative[step] > 0]

    drift, drift_steps, limit = 0.0, None, rtol_mean if drift_limit is None else drift_limit
    if exact:
        allowed = 0
        over = [step for step in common if _bits(baseline[step]) != _bits(ported[step])]
        if over:
            first = over[0]
            problems.append(
                f"{metric}: exact mode{quoted('exact')}: {len(over)} of {len(common)} steps are not bitwise equal; "
                f"first step {first}: baseline {baseline[first]!r}, ported {ported[first]!r}"
            )
    else:
        allowed = allowed_failures if allowed_failures is not None else allowed_failures_for(len(common))
        over = [step for step in finite if relative[step] > rtol_max]
        if len(over) > allowed:
            step = ranked[0]
            problems.append(
                f"{metric}: {len(over)} of {len(common)} steps differ from the baseline by more than rtol_max {rtol_max:g}"
                f"{quoted('rtol_max')}; at most {allowed} may"
                f"{'' if allowed_failures is not None else f' ({ALLOWED_FAILURES_SOURCE})'}; "
                f"worst step {step}: baseline {baseline[step]:.7g}, ported {ported[step]:.7g}, relative difference {relative[step]:.3g}; "
                f"over at steps {_steps_text(over)}"
            )
        if mean_rel > rtol_mean:
            problems.append(
                f"{metric}: mean relative difference {mean_rel:.4g} over {len(relative)} steps exceeds rtol_mean {rtol_mean:g}"
                f"{quoted('rtol_mean')}; the mean catches a steady drift that no single step shows"
            )
        found = window_drift(baseline, ported, finite)
        if found is not None:
            drift, *window_steps = found
            drift_steps = (window_steps[0], window_steps[1])
            if abs(drift) > limit:
                width = sum(1 for step in finite if drift_steps[0] <= step <= drift_steps[1])
                why = quoted("drift") or (
                    f" (rtol_mean{quoted('rtol_mean')}, applied to every window of {DRIFT_WINDOW_SHARE:.0%} of the steps: "
                    "a change confined to the last fifth of a run moves the whole-run mean by a fifth of itself)"
                )
                problems.append(
                    f"{metric}: over steps {drift_steps[0]}..{drift_steps[1]} ({width} steps) the ported run is {abs(drift):.3g} "
                    f"{'above' if drift > 0 else 'below'} the baseline on average, over the drift limit {limit:.4g}{why}; "
                    "a shift sustained over consecutive steps is signal, not noise"
                )
    return Comparison(
        passed=not problems,
        problems=problems,
        steps=len(common),
        missing=missing,
        mean_rel=mean_rel,
        max_rel=max_rel,
        over=over,
        allowed_failures=allowed,
        worst=worst,
        metric=metric,
        rtol_max=rtol_max,
        rtol_mean=rtol_mean,
        exact=exact,
        only_baseline=only_baseline,
        only_ported=len(missing) - only_baseline,
        drift=drift,
        drift_steps=drift_steps,
        drift_limit=limit,
        notes=notes,
    )


def _span(curve: dict[int, float]) -> str:
    return f"steps {min(curve)}..{max(curve)} ({len(curve)})" if curve else "no steps"


# --- Megatron-LM's own rules for the metrics its functional tests check -------------------------

MEGATRON_CHECKER = "Megatron-LM tests/functional_tests/python_test_utils"


@dataclass(frozen=True)
class MetricRule:
    """How Megatron-LM's functional tests judge one of their metrics: a per-step rtol, or one median."""

    rtol: float
    median: bool  # True: one median over a steady window (iteration-time), not step by step
    source: str


METRIC_RULES = {
    "num-zeros": MetricRule(0.20, False, f"{MEGATRON_CHECKER}/test_pretraining_regular_pipeline.py CHECK_THRESHOLDS: num-zeros rtol 0.20"),
    "iteration-time": MetricRule(
        0.05,
        True,
        f"{MEGATRON_CHECKER}/test_pretraining_regular_pipeline.py CHECK_THRESHOLDS: iteration-time rtol 0.05, on the median over "
        "steps 5..20 (runs of at most 25 steps) or 30..45 (common.py pipeline())",
    ),
    "mem-allocated-bytes": MetricRule(0.05, False, f"{MEGATRON_CHECKER}/test_pretraining_regular_pipeline.py CHECK_THRESHOLDS: mem-allocated-bytes rtol 0.05"),
    "mem-max-allocated-bytes": MetricRule(
        0.05, False, f"{MEGATRON_CHECKER}/test_pretraining_regular_pipeline.py CHECK_THRESHOLDS: mem-max-allocated-bytes rtol 0.05"
    ),
}


def steady_window(curve: dict[int, float]) -> list[int]:
    """The steps Megatron-LM takes the iteration-time median over: 5..20 when the run ends by step 25, else 30..45.

    Only finite steps count; when none falls in the window, the first four after its start (common.py pipeline()).
    """
    finite = sorted(step for step, value in curve.items() if math.isfinite(value))
    if not finite:
        return []
    first, last = (5, 20) if finite[-1] <= 25 else (30, 45)
    inside = [step for step in finite if first <= step <= last]
    return inside or [step for step in finite if step >= first][:4]


def _median(values: Sequence[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def compare_medians(baseline: dict[int, float], ported: dict[int, float], *, rtol: float, metric: str, source: str = "") -> Comparison:
    """Judge one median over the baseline's steady window (``steady_window``), as Megatron-LM judges iteration-time.

    A single slow step (a checkpoint, a compile) says nothing about speed; the median over a window past the
    warm-up does. It fails when the window is empty, when the ported run lacks one of its steps, or when the
    medians differ by more than ``rtol`` relative to the baseline's.
    """
    steps = steady_window(baseline)
    problems = []
    where = f" (from {source})" if source else ""
    lacking = [step for step in steps if step not in ported or not math.isfinite(ported[step])]
    relative = 0.0
    if not steps:
        problems.append(f"{metric}: the baseline has no finite value to take a median of; looked at {_span(baseline)}")
    elif lacking:
        problems.append(f"{metric}: the ported run lacks a finite value at steps {_steps_text(lacking)} of the steady window {steps[0]}..{steps[-1]}")
    else:
        base, port = _median([baseline[step] for step in steps]), _median([ported[step] for step in steps])
        relative = relative_difference(base, port)
        if relative > rtol:
            problems.append(
                f"{metric}: median over steps {steps[0]}..{steps[-1]} ({len(steps)} steps): baseline {base:.6g}, ported {port:.6g}, "
                f"relative difference {relative:.3g} over rtol {rtol:g}{where}"
            )
    return Comparison(
        passed=not problems,
        problems=problems,
        steps=len(steps),
        missing=[],
        mean_rel=relative,
        max_rel=relative,
        over=[steps[0]] if problems and steps else [],
        allowed_failures=0,
        worst=[],
        metric=metric,
        rtol_max=rtol,
        rtol_mean=rtol,
        notes=[f"judged as Megatron-LM judges {metric}: one median over the steady window {steps[0]}..{steps[-1]}"] if steps else [],
        rule="median",
    )


# --- noise --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NoiseBand:
    """The band repeated baseline runs allow: ``NOISE_FACTOR`` x their spread, at least ``floor``."""

    rtol_max: float  # from the largest per-step spread
    rtol_mean: float  # from the mean per-step spread
    runs: int
    steps: int  # steps present and finite in every run
    max_spread: float
    mean_spread: float
    worst_step: int
    spread: dict[int, float] = field(repr=False)  # per step: (max - min) / |first run|
    drift_limit: float = NOISE_FLOOR  # 1.5 x the largest window drift of a noise run against the first, at least floor
    max_drift: float = 0.0  # that largest window drift, signed


def noise_band(runs: list[dict[int, float]], floor: float = NOISE_FLOOR) -> NoiseBand:
    """The band from repeated runs of the baseline (the baseline itself first).

    Per step, the spread is (largest - smallest value) / |first run's value|;
    rtol_max = max(1.5 x the largest spread, floor) as in Megatron-LM's
    compute_golden_statistics.py, and rtol_mean = max(1.5 x the mean spread, floor).
    The drift limit is max(1.5 x the largest window drift of any noise run
    against the first run, floor): ``window_drift`` measured on runs that differ
    only by noise.
    """
    if len(runs) < 2:
        raise LossLogError(f"a noise band needs at least two runs of the baseline; got {len(runs)}")
    steps = sorted(set.intersection(*(set(run) for run in runs)))
    spread = {}
    for step in steps:
        values = [run[step] for run in runs]
        if all(math.isfinite(value) for value in values):
            spread[step] = (max(values) - min(values)) / max(abs(values[0]), TINY)
    if not spread:
        raise LossLogError(f"the {len(runs)} noise runs share no step with finite values in all of them; spans: {', '.join(_span(r) for r in runs)}")
    worst_step = max(spread, key=lambda step: (spread[step], -step))
    mean_spread = _mean(list(spread.values()))
    drifts = [found[0] for run in runs[1:] if (found := window_drift(runs[0], run, sorted(spread))) is not None]
    max_drift = max(drifts, key=abs, default=0.0)
    return NoiseBand(
        rtol_max=max(NOISE_FACTOR * spread[worst_step], floor),
        rtol_mean=max(NOISE_FACTOR * mean_spread, floor),
        runs=len(runs),
        steps=len(spread),
        max_spread=spread[worst_step],
        mean_spread=mean_spread,
        worst_step=worst_step,
        spread=spread,
        drift_limit=max(NOISE_FACTOR * abs(max_drift), floor),
        max_drift=max_drift,
    )


def noise_rtol(runs: list[dict[int, float]], floor: float = NOISE_FLOOR) -> float:
    """The per-step band from repeated baseline runs: max(1.5 x the largest per-step relative spread, floor)."""
    return noise_band(runs, floor).rtol_max


def window(curve: dict[int, float], first: int | None = None, last: int | None = None) -> dict[int, float]:
    """The steps of ``curve`` from ``first`` to ``last``, both included; None leaves that side open."""
    return {step: value for step, value in curve.items() if (first is None or step >= first) and (last is None or step <= last)}
