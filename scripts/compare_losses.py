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
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
# The loss-curve comparison is a runtime module: step-level scaffolds copy it, so their test and this script judge alike.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "runtime"))

from portval.common import cli

cli.require_packages("jinja2", "yaml")

from portval.loss_curves.logs import FORMATS
from portval.loss_curves.plot import write_plot
from portval.loss_curves.report import format_verdicts, json_safe, verdicts_json
from portval.loss_curves.verdict import Options, check_metric, check_plot, check_rtol, compare_logs, parse_window
from portval.plan.tolerances import DEFAULT_TABLES, load_tables


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


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    steps = parse_window(args.steps)
    check_rtol("--rtol-max", args.rtol_max)
    check_rtol("--rtol-mean", args.rtol_mean)
    check_plot(args.plot)
    tables = load_tables(args.tables)
    options = Options(check_metric(args.metric), steps, args.format, args.exact, args.rtol_max, args.rtol_mean)
    outcome = compare_logs(args.baseline, args.ported, args.noise, options, tables)
    plotted = bool(args.plot) and write_plot(args.plot, outcome)
    if args.json:
        print(json.dumps(json_safe(verdicts_json(outcome, args.plot if plotted else None)), indent=2, allow_nan=False))
    else:
        print(format_verdicts(outcome))
        if plotted:
            print(f"plot: {args.plot}")
    return cli.EXIT_OK if outcome.passed else cli.EXIT_CHECK_FAILED


if __name__ == "__main__":
    sys.exit(cli.run(main))
