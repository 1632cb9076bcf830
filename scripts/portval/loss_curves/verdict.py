"""Two loss logs judged: each read once, cut to a window of steps, and compared with thresholds that say their source.

The thresholds come from the flags, else from repeated baseline runs (a noise
band), else from the tolerance tables; the comparison itself is the runtime's
``portval_losses``, which step-level scaffolds copy, so both judge alike.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path

from portval_losses import (
    METRIC_RULES,
    NOISE_SOURCE,
    Comparison,
    LossLogError,
    NoiseBand,
    compare_curves,
    compare_medians,
    noise_band,
    window,
)

from ..common.errors import UserError
from ..plan.tolerances import Tables
from .logs import canonical_metric, read_log

REPO = Path(__file__).resolve().parents[3]


@dataclass(frozen=True)
class Options:
    """What the user chose: the metric, the window of steps, the log format, exact mode and any thresholds given."""

    metric: str
    steps: tuple[int | None, int | None]
    format: str = "auto"
    exact: bool = False
    rtol_max: float | None = None
    rtol_mean: float | None = None


@dataclass(frozen=True)
class Run:
    """One log, read: where it came from and its curves within the --steps window."""

    path: str
    format: str
    curves: dict[str, dict[int, float]]
    held: dict[str, int]  # steps of each curve in the whole log, before the --steps window
    skipped: list[str]  # what the reader passed over (over-long lines), in words


@dataclass(frozen=True)
class Threshold:
    value: float | bool
    source: str


@dataclass(frozen=True)
class Verdict:
    """One metric judged: the comparison, the thresholds used and, with --noise, the band they came from."""

    comparison: Comparison
    rtol_max: Threshold
    rtol_mean: Threshold
    exact: Threshold
    band: NoiseBand | None
    drift: Threshold | None = None  # the limit on the mean signed difference over a window of 20% of the steps


@dataclass(frozen=True)
class Outcome:
    """The runs read and each metric's verdict: the loss, and the gradient norm when both runs log it."""

    baseline: Run
    ported: Run
    noise: list[Run]
    verdicts: dict[str, Verdict]
    steps: tuple[int | None, int | None]

    @property
    def passed(self) -> bool:
        return all(verdict.comparison.passed for verdict in self.verdicts.values())


def parse_window(text: str | None) -> tuple[int | None, int | None]:
    """'A:B' -> (A, B); an empty side is None (open)."""
    if text is None:
        return None, None
    first, sep, last = text.partition(":")
    try:
        bounds = (int(first) if first.strip() else None, int(last) if last.strip() else None)
    except ValueError:
        bounds = None
    if not sep or bounds is None or (None not in bounds and bounds[0] > bounds[1]):
        raise UserError(f"--steps: found {text!r}, expected A:B with integers A <= B, e.g. 100:500 (either side may be empty)")
    return bounds


def check_metric(text: str) -> str:
    """The metric's canonical name; an empty name is bad input."""
    metric = canonical_metric(text)
    if not metric:
        raise UserError(f"--metric: found {text!r}, expected a metric name such as loss, grad_norm, 'lm loss' or num-zeros")
    return metric


def check_plot(path: str | None) -> None:
    """Refuse a --plot path that cannot be written, before the logs are read (a long comparison is not wasted)."""
    if path is None:
        return
    target = Path(path)
    parent = target.resolve().parent
    if target.is_dir():
        raise UserError(f"--plot: {path}: is a directory; expected a file name such as curves.png")
    if target.exists() and not target.is_file():
        # A FIFO would block the write after the whole comparison; a device would be overwritten.
        raise UserError(f"--plot: {path}: is not a regular file (a pipe or a device); expected a new or regular file such as curves.png")
    if not parent.is_dir():
        raise UserError(f"--plot: {path}: the directory {target.parent} does not exist")
    if target.exists() and not os.access(target, os.W_OK):
        raise UserError(f"--plot: {path}: the file cannot be written (permission denied)")
    if not target.exists() and not os.access(parent, os.W_OK | os.X_OK):
        raise UserError(f"--plot: {path}: the directory {target.parent} cannot be written (permission denied)")


def check_rtol(name: str, value: float | None) -> None:
    if value is not None and not (math.isfinite(value) and value >= 0):
        raise UserError(f"{name}: found {value}, expected a finite number >= 0, e.g. 0.05")


def table_name(path: str) -> str:
    resolved = Path(path).resolve()
    return str(resolved.relative_to(REPO)) if resolved.is_relative_to(REPO) else path


def load_run(path: str, fmt: str, metric: str, steps: tuple[int | None, int | None]) -> Run:
    """The log read once (a pipe works), its curves cut to the --steps window."""
    log = read_log(path, fmt, metric)
    curves = {name: window(curve, *steps) for name, curve in log.curves.items()}
    if not curves[metric]:
        everything = log.curves[metric]
        shown = f"{steps[0] if steps[0] is not None else ''}:{steps[1] if steps[1] is not None else ''}"
        raise LossLogError(f"{path}: no {metric} steps in the window {shown}; the log has steps {min(everything)}..{max(everything)}")
    return Run(path, log.format, curves, {name: len(curve) for name, curve in log.curves.items()}, log.skipped)


def judge(metric: str, baseline: Run, ported: Run, noise: list[Run], options: Options, tables: Tables) -> Verdict:
    """Pick the thresholds (flags, else the noise band, else the tables) and compare one metric."""
    settings = tables.settings
    where = f"{table_name(tables.path)} `settings`"
    rtol_max = Threshold(settings["step_rtol_max"].value, f"{where} step_rtol_max: {settings['step_rtol_max'].source}")
    rtol_mean = Threshold(settings["step_rtol_mean"].value, f"{where} step_rtol_mean: {settings['step_rtol_mean'].source}")
    exact = Threshold(True, "--exact") if options.exact else Threshold(settings["step_exact"].value, f"{where} step_exact: {settings['step_exact'].source}")
    rule = METRIC_RULES.get(metric)
    if rule and not exact.value:
        # Megatron-LM's functional tests check this metric their own way; its mean needs no band of its own.
        rtol_max = rtol_mean = Threshold(rule.rtol, rule.source)
    drift = None
    band = None
    noise_curves = [run.curves[metric] for run in noise if metric in run.curves]
    if noise and len(noise_curves) == len(noise):
        band = noise_band([baseline.curves[metric], *noise_curves])
        source = f"{NOISE_SOURCE}, from {band.runs} runs"
        rtol_max, rtol_mean = Threshold(band.rtol_max, source), Threshold(band.rtol_mean, source)
        drift = Threshold(
            band.drift_limit,
            f"1.5 x the largest drift of a noise run against the baseline over a window of 20% of the steps "
            f"({band.max_drift:+.3g}), floor 0.001, from {band.runs} runs",
        )
    if options.rtol_max is not None:
        rtol_max = Threshold(options.rtol_max, "--rtol-max")
    if options.rtol_mean is not None:
        rtol_mean = Threshold(options.rtol_mean, "--rtol-mean")
        drift = None
    if rule and rule.median and not exact.value:
        comparison = compare_medians(baseline.curves[metric], ported.curves[metric], rtol=rtol_max.value, metric=metric, source=rtol_max.source)
        return Verdict(comparison, rtol_max, rtol_max, exact, band)
    comparison = compare_curves(
        baseline.curves[metric],
        ported.curves[metric],
        rtol_max=rtol_max.value,
        rtol_mean=rtol_mean.value,
        exact=bool(exact.value),
        metric=metric,
        sources={"rtol_max": rtol_max.source, "rtol_mean": rtol_mean.source, "exact": exact.source, **({"drift": drift.source} if drift else {})},
        drift_limit=drift.value if drift else None,
    )
    if drift is None:
        drift = Threshold(
            rtol_mean.value,
            "rtol_mean, applied to every window of 20% of the steps: a change confined to the last fifth of a run "
            "moves the whole-run mean by a fifth of itself",
        )
    return Verdict(comparison, rtol_max, rtol_mean, exact, band, drift)


def compare_logs(baseline: str, ported: str, noise: list[str], options: Options, tables: Tables) -> Outcome:
    """Read every log once and judge the metric, and the gradient norm when both runs log it; a bad log is a UserError."""
    metric = options.metric
    try:
        base = load_run(baseline, options.format, metric, options.steps)
        port = load_run(ported, options.format, metric, options.steps)
        repeats = [load_run(path, options.format, metric, options.steps) for path in noise]
        names = [metric] + (["grad_norm"] if metric != "grad_norm" and all("grad_norm" in run.curves for run in (base, port)) else [])
        verdicts = {name: judge(name, base, port, repeats, options, tables) for name in names}
    except LossLogError as error:
        raise UserError(str(error)) from None
    return Outcome(base, port, repeats, verdicts, options.steps)
