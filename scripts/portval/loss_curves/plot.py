"""The loss-curve plot: both curves on top, the per-step relative difference against the band below."""

from __future__ import annotations

import math
import sys
from pathlib import Path

from portval_losses import relative_difference

from ..common.errors import UserError
from .verdict import Outcome


def write_plot(path: str, outcome: Outcome) -> bool:
    """Curves on top, per-step relative difference against the band below, one column per metric; False without matplotlib."""
    baseline, ported, noise, verdicts = outcome.baseline, outcome.ported, outcome.noise, outcome.verdicts
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


