#!/usr/bin/env python3
"""Compare the loss curve of a ported run with the baseline's, from the logs the framework already wrote.

Reads Megatron-LM, TorchTitan and MaxText logs, Megatron-LM golden-values JSON,
CSV and JSON lines (the format is found from the file; --format forces one).
Per step, the relative difference |ported - baseline| / |baseline| may exceed
rtol_max on at most min(max(N // 100, 1), 50) steps (Megatron-LM), and its mean
must stay within rtol_mean, and so must the mean signed difference over every
window of 20% of the steps (a sustained drift that no single step shows). The
runs are compared on the steps both logged (a run logged every 5th step against
one logged every step is fine); too few shared steps, or a NaN or inf in one run
only, fails. Both thresholds default to the `settings` table of
references/test-templates.md. Repeated baseline runs (--noise) calibrate the
band instead: 1.5 x their largest per-step spread and window drift, at least
0.001 (Megatron-LM compute_golden_statistics.py). The gradient norm is judged
the same way when both runs log it. Megatron-LM's own metrics follow its
functional tests: num-zeros at rtol 0.20, iteration-time as one median over a
steady window. Each log is read once, so pipes work: <(zcat run.log.gz).

Example:
  python scripts/compare_losses.py baseline.log ported.log
  python scripts/compare_losses.py baseline.log ported.log --noise seed2.log seed3.log --plot curves.png
  python scripts/compare_losses.py golden_values.json ported.log --steps 1:100 --json

Exit codes: 0 the curves match, 1 they do not (the problems are printed),
2 bad input (one line on stderr: error: ...).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
# The loss-curve module is a runtime module: scaffolds copy it, so the step-level test and this script judge alike.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "runtime"))

from portval.common import cli

cli.require_packages()

from portval.common.errors import UserError
from portval.plan.tolerances import DEFAULT_TABLES, Tables, load_tables

from portval_losses import (
    FORMATS,
    METRIC_RULES,
    NOISE_SOURCE,
    Comparison,
    LossLogError,
    NoiseBand,
    canonical_metric,
    compare_curves,
    compare_medians,
    noise_band,
    read_log,
    relative_difference,
    window,
)

REPO = Path(__file__).resolve().parents[1]


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


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="compare_losses.py",
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("baseline", help="log of the baseline run (upstream, or the feature off)")
    parser.add_argument("ported", help="log of the ported run, same init, data and steps")
    parser.add_argument("--noise", nargs="+", action="extend", default=[], metavar="RUN", help="logs of repeated baseline runs (another seed or node): calibrate the band")
    parser.add_argument("--metric", default="loss", help="the curve to judge (default: loss; 'lm loss' and 'learning/loss' are loss)")
    parser.add_argument("--steps", metavar="A:B", help="judge steps A to B only, both included; either side may be empty (100:, :500)")
    parser.add_argument("--format", choices=FORMATS, default="auto", help="log format of every file (default: auto, found from each file)")
    parser.add_argument("--exact", action="store_true", help="require bitwise-equal values (both runs deterministic)")
    parser.add_argument("--rtol-max", type=float, metavar="X", help="per-step band (default: step_rtol_max of the tables, or from --noise)")
    parser.add_argument("--rtol-mean", type=float, metavar="X", help="band for the mean relative difference (default: step_rtol_mean, or from --noise)")
    parser.add_argument("--json", action="store_true", help="print the verdict as JSON on stdout")
    parser.add_argument("--plot", metavar="FILE.png", help="draw both curves and the per-step difference against the band (needs matplotlib)")
    parser.add_argument("--tables", default=str(DEFAULT_TABLES), help="tolerance tables (default: references/test-templates.md)")
    return parser.parse_args(argv)


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


def judge(metric: str, baseline: Run, ported: Run, noise: list[Run], args: argparse.Namespace, tables: Tables) -> Verdict:
    """Pick the thresholds (flags, else the noise band, else the tables) and compare one metric."""
    settings = tables.settings
    where = f"{table_name(tables.path)} `settings`"
    rtol_max = Threshold(settings["step_rtol_max"].value, f"{where} step_rtol_max: {settings['step_rtol_max'].source}")
    rtol_mean = Threshold(settings["step_rtol_mean"].value, f"{where} step_rtol_mean: {settings['step_rtol_mean'].source}")
    exact = Threshold(True, "--exact") if args.exact else Threshold(settings["step_exact"].value, f"{where} step_exact: {settings['step_exact'].source}")
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
    if args.rtol_max is not None:
        rtol_max = Threshold(args.rtol_max, "--rtol-max")
    if args.rtol_mean is not None:
        rtol_mean = Threshold(args.rtol_mean, "--rtol-mean")
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


def format_verdicts(baseline: Run, ported: Run, noise: list[Run], verdicts: dict[str, Verdict], steps: tuple[int | None, int | None]) -> str:
    def describe(run: Run) -> str:
        counts = ", ".join(
            f"{len(curve)} steps of {name}" + (f" ({run.held[name]} in the log)" if run.held[name] != len(curve) else "")
            for name, curve in run.curves.items()
            if name in verdicts
        )
        skipped = f"; skipped {'; '.join(run.skipped)}" if run.skipped else ""
        return f"{run.path} ({run.format}: {counts}{skipped})"

    lines = [f"baseline: {describe(baseline)}", f"ported:   {describe(ported)}"]
    if noise:
        lines.append(f"noise:    {len(noise)} runs: {', '.join(run.path for run in noise)}")
    if steps != (None, None):
        lines.append(f"window:   steps {steps[0] if steps[0] is not None else 'first'} to {steps[1] if steps[1] is not None else 'last'}")
    shared = len({(v.rtol_max, v.rtol_mean, v.exact, v.drift) for v in verdicts.values()}) == 1
    if shared:
        lines += tolerance_lines(next(iter(verdicts.values())), indent="")
    for verdict in verdicts.values():
        lines.append("")
        lines.append(verdict.comparison.to_text())
        if verdict.band:
            band = verdict.band
            lines.append(
                f"  noise band: {band.runs} runs over {band.steps} steps, largest spread {band.max_spread:.4g} (step {band.worst_step}), "
                f"mean spread {band.mean_spread:.4g} -> rtol_max {band.rtol_max:.4g}, rtol_mean {band.rtol_mean:.4g}"
            )
        if not shared:
            lines += tolerance_lines(verdict, indent="  ")
    failed = [name for name, verdict in verdicts.items() if not verdict.comparison.passed]
    lines.append("")
    lines.append(f"verdict: FAIL ({' and '.join(failed)} off the baseline)" if failed else f"verdict: PASS ({agreement(list(verdicts))})")
    return "\n".join(lines)


def agreement(metrics: list[str]) -> str:
    """'loss matches the baseline', 'loss and grad_norm match the baseline'."""
    return f"{' and '.join(metrics)} {'matches' if len(metrics) == 1 else 'match'} the baseline"


def tolerance_lines(verdict: Verdict, indent: str) -> list[str]:
    """Each threshold with its source, one a line."""
    if verdict.exact.value:
        return [f"{indent}exact: bitwise equal values, from {verdict.exact.source}"]
    if verdict.comparison.rule == "median":
        return [f"{indent}rtol {verdict.rtol_max.value:.4g} on the median, from {verdict.rtol_max.source}"]
    lines = [
        f"{indent}rtol_max {verdict.rtol_max.value:.4g} from {verdict.rtol_max.source}",
        f"{indent}rtol_mean {verdict.rtol_mean.value:.4g} from {verdict.rtol_mean.source}",
    ]
    if verdict.drift is not None:
        lines.append(f"{indent}drift {verdict.drift.value:.4g} (mean signed difference over any 20% of the steps) from {verdict.drift.source}")
    return lines


def verdicts_json(baseline: Run, ported: Run, noise: list[Run], verdicts: dict[str, Verdict], steps: tuple[int | None, int | None], plot: str | None) -> dict:
    def run_json(run: Run) -> dict:
        return {
            "path": run.path,
            "format": run.format,
            "steps": {name: len(curve) for name, curve in run.curves.items() if name in verdicts},
            "steps_in_log": {name: run.held[name] for name in run.curves if name in verdicts},
            "skipped": run.skipped,
        }

    metrics = {}
    for name, verdict in verdicts.items():
        entry = asdict(verdict.comparison)
        entry["tolerances"] = {key: asdict(getattr(verdict, key)) for key in ("rtol_max", "rtol_mean", "exact", "drift") if getattr(verdict, key)}
        entry["noise_band"] = None
        if verdict.band:
            entry["noise_band"] = {key: value for key, value in asdict(verdict.band).items() if key != "spread"}
        metrics[name] = entry
    return {
        "passed": all(verdict.comparison.passed for verdict in verdicts.values()),
        "baseline": run_json(baseline),
        "ported": run_json(ported),
        "noise": [run_json(run) for run in noise],
        "window": {"first": steps[0], "last": steps[1]},
        "metrics": metrics,
        "plot": plot,
    }


def write_plot(path: str, baseline: Run, ported: Run, noise: list[Run], verdicts: dict[str, Verdict]) -> bool:
    """Curves on top, per-step relative difference against the band below, one column per metric; False without matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("compare_losses.py: --plot skipped: matplotlib is not installed (pip install matplotlib); the comparison is complete", file=sys.stderr)
        return False
    columns = len(verdicts)
    figure, axes = plt.subplots(2, columns, figsize=(7.5 * columns, 7.5), sharex="col", squeeze=False, gridspec_kw={"height_ratios": [3, 2]})
    for column, (metric, verdict) in enumerate(verdicts.items()):
        comparison = verdict.comparison
        top, bottom = axes[0][column], axes[1][column]
        base, port = baseline.curves[metric], ported.curves[metric]
        for index, run in enumerate(noise):
            if metric in run.curves:
                steps = sorted(run.curves[metric])
                top.plot(steps, [run.curves[metric][s] for s in steps], color="0.7", linewidth=0.8, label="noise runs" if index == 0 else None)
        marker = "o" if max(len(base), len(port)) <= 200 else None
        # The baseline wide and underneath, so that where the port matches it both stay visible.
        for curve, label, color, width in ((base, "baseline", "tab:blue", 3.0), (port, "ported", "tab:orange", 1.2)):
            steps = sorted(curve)
            top.plot(steps, [curve[s] for s in steps], label=label, color=color, linewidth=width, marker=marker, markersize=2.5 if width < 2 else 0)
        top.set_title(
            f"{metric}: {comparison.headline()}\n{comparison.steps} steps, mean rel {comparison.mean_rel:.3g}, max rel {comparison.max_rel:.3g}",
            fontsize=10,
            color="black" if comparison.passed else "tab:red",
        )
        top.set_ylabel(metric)
        top.grid(alpha=0.3)
        top.legend(loc="upper right", fontsize=8)

        common = sorted(s for s in base.keys() & port.keys() if math.isfinite(base[s]) and math.isfinite(port[s]))
        relative = [relative_difference(base[s], port[s]) for s in common]
        limit = 1.05 * max(1.5 * comparison.rtol_max, min(comparison.max_rel, 5 * comparison.rtol_max), 1e-9)
        if verdict.band:
            spread = sorted(verdict.band.spread)
            bottom.fill_between(spread, [verdict.band.spread[s] for s in spread], color="0.85", step="mid", label="noise runs: (max - min) / |baseline|")
        bottom.plot(common, [min(r, limit) for r in relative], color="tab:orange", linewidth=1, marker=marker, markersize=2.5, label="|ported - baseline| / |baseline|")
        if comparison.exact:
            bottom.set_title("exact mode: any difference fails", fontsize=9)
        else:
            bottom.axhline(comparison.rtol_max, color="tab:red", linewidth=1.2, label=f"rtol_max {comparison.rtol_max:.3g}")
            bottom.axhline(comparison.rtol_mean, color="tab:red", linestyle="--", linewidth=1, label=f"rtol_mean {comparison.rtol_mean:.3g}")
            bottom.axhline(comparison.mean_rel, color="tab:orange", linestyle=":", linewidth=1, label=f"mean {comparison.mean_rel:.3g}")
        over = [s for s in comparison.over if s in port and s in base and math.isfinite(base[s]) and math.isfinite(port[s])]
        if over:
            over_values = [min(relative_difference(base[s], port[s]), limit) for s in over]
            bottom.scatter(over, over_values, color="tab:red", s=14, zorder=3, label=f"over rtol_max: {len(over)} ({comparison.allowed_failures} allowed)")
        clipped = sum(r > limit for r in relative)
        if clipped:
            bottom.annotate(f"{clipped} steps above the top edge", xy=(0.01, 0.95), xycoords="axes fraction", fontsize=8, color="tab:red", va="top")
        bottom.set_ylim(0, limit)
        bottom.set_xlabel("step")
        bottom.set_ylabel("relative difference")
        bottom.grid(alpha=0.3)
        bottom.legend(loc="upper right", fontsize=7, ncol=2)
    passed = all(verdict.comparison.passed for verdict in verdicts.values())
    failed = [metric for metric, verdict in verdicts.items() if not verdict.comparison.passed]
    outcome = f"PASS: {' and '.join(verdicts)} match" if passed else f"FAIL: {' and '.join(failed)} off the baseline"
    figure.suptitle(f"{outcome}   (ported {Path(ported.path).name} against baseline {Path(baseline.path).name})", fontsize=12, color="tab:green" if passed else "tab:red")
    figure.tight_layout()
    try:
        figure.savefig(path, format="png", dpi=110)
    except OSError as error:
        raise UserError(f"--plot: {path}: cannot write ({error.strerror or error}); the comparison above is complete") from None
    finally:
        plt.close(figure)
    return True


def json_safe(value: object) -> object:
    """``value`` with every NaN or infinity as the string 'nan', 'inf' or '-inf': strict JSON has no Infinity."""
    if isinstance(value, float) and not math.isfinite(value):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, dict):
        return {key: json_safe(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(item) for item in value]
    return value


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    steps = parse_window(args.steps)
    check_rtol("--rtol-max", args.rtol_max)
    check_rtol("--rtol-mean", args.rtol_mean)
    check_plot(args.plot)
    tables = load_tables(args.tables)
    metric = check_metric(args.metric)
    try:
        baseline = load_run(args.baseline, args.format, metric, steps)
        ported = load_run(args.ported, args.format, metric, steps)
        noise = [load_run(path, args.format, metric, steps) for path in args.noise]
        names = [metric] + (["grad_norm"] if metric != "grad_norm" and all("grad_norm" in run.curves for run in (baseline, ported)) else [])
        verdicts = {name: judge(name, baseline, ported, noise, args, tables) for name in names}
    except LossLogError as error:
        raise UserError(str(error)) from None
    plotted = bool(args.plot) and write_plot(args.plot, baseline, ported, noise, verdicts)
    if args.json:
        print(json.dumps(json_safe(verdicts_json(baseline, ported, noise, verdicts, steps, args.plot if plotted else None)), indent=2, allow_nan=False))
    else:
        print(format_verdicts(baseline, ported, noise, verdicts, steps))
        if plotted:
            print(f"plot: {args.plot}")
    passed = all(verdict.comparison.passed for verdict in verdicts.values())
    return cli.EXIT_OK if passed else cli.EXIT_CHECK_FAILED


if __name__ == "__main__":
    sys.exit(cli.run(main))
