"""A loss-curve verdict for people (each threshold with its source) and as JSON (strict: no NaN or Infinity)."""

from __future__ import annotations

import math
from dataclasses import asdict

from .verdict import Outcome, Run, Verdict


def format_verdicts(outcome: Outcome) -> str:
    """The runs, the thresholds with their sources, each metric's comparison and the verdict, for people."""
    baseline, ported, noise, verdicts, steps = outcome.baseline, outcome.ported, outcome.noise, outcome.verdicts, outcome.steps

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


def verdicts_json(outcome: Outcome, plot: str | None) -> dict:
    """The verdict as JSON: every run, threshold and comparison, and the plot written (None without one)."""
    baseline, ported, noise, verdicts, steps = outcome.baseline, outcome.ported, outcome.noise, outcome.verdicts, outcome.steps

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


def json_safe(value: object) -> object:
    """``value`` with every NaN or infinity as the string 'nan', 'inf' or '-inf': strict JSON has no Infinity."""
    if isinstance(value, float) and not math.isfinite(value):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, dict):
        return {key: json_safe(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(item) for item in value]
    return value


