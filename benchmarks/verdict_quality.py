#!/usr/bin/env python3
"""How often the performance verdict is right, for this harness and for a naive sequential loop, side by side.

Synthetic baseline/ported workloads of known relative cost (a CPU-bound
loop: equal; 3% slower; 10% slower; 10% faster) are judged many times by

- this harness: portval_checks.measure_parity, the code bench_parity.py runs
  (interleaved ABBA trials, per-trial medians, bootstrap interval, adaptive
  trials, verdict pass / fail / inconclusive against the margin);
- the original skeleton's loop: warm up, time the baseline's iterations, then
  the port's, compare the two means against the margin (pass / fail only),
  given the same timed budget as this harness's first verdict.

Each is run on a quiet machine and beside a competing process that switches
between busy and idle (drift, as on a shared node). Reported per scenario:
share of pass / fail / inconclusive and seconds per verdict. Targets (margin
0.95): at parity and at 3% slower, wrong "fail" at most 1%; at 10% slower,
"fail" at least 99%.

Example:
  python benchmarks/verdict_quality.py --runs 100
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "templates" / "common"))  # portval_checks imports portval_core, as in a scaffold
spec = importlib.util.spec_from_file_location("portval_checks", REPO / "templates" / "pytorch" / "portval_checks.py")
checks = importlib.util.module_from_spec(spec)
spec.loader.exec_module(checks)

import torch

MARGIN = 0.95
SCENARIOS = {"equal": 1.0, "3% slower": 1.03, "10% slower": 1.10, "10% faster": 1 / 1.10}
CPU = torch.device("cpu")
# A competing process: busy, then idle, for random spells of 20-200 ms, so the machine's speed drifts.
HOG = (
    "import random, time\n"
    "while True:\n"
    "    end = time.perf_counter() + random.uniform(0.02, 0.2)\n"
    "    while time.perf_counter() < end: pass\n"
    "    time.sleep(random.uniform(0.02, 0.2))\n"
)


def busy(iterations: int) -> None:
    for _ in range(iterations):
        pass


def workload(base_iterations: int, cost: float):
    iterations = max(1, round(base_iterations * cost))
    return lambda: busy(iterations)


def abba_verdict(cost: float, args: argparse.Namespace, seed: int) -> tuple[str, float]:
    start = time.perf_counter()
    parity = checks.measure_parity(
        checks.Variant(lambda: None, workload(args.work, 1.0)),
        checks.Variant(lambda: None, workload(args.work, cost)),
        trials=args.trials,
        max_trials=args.max_trials,
        warmup=3,
        budget=args.budget,
        margin=MARGIN,
        confidence=0.95,
        seed=seed,
        device=CPU,
    )
    return parity.verdict, time.perf_counter() - start


def naive_verdict(cost: float, args: argparse.Namespace) -> tuple[str, float]:
    """The original skeleton: one warmed-up block per variant, compare the means."""
    start = time.perf_counter()
    base, port = workload(args.work, 1.0), workload(args.work, cost)
    per_call = statistics.median(checks.time_calls(base, 5, CPU))
    iterations = max(1, int(args.trials * args.budget / per_call))
    means = []
    for work in (base, port):
        checks.time_calls(work, 3, CPU)
        means.append(statistics.fmean(checks.time_calls(work, iterations, CPU)))
    speedup = means[0] / means[1]
    return ("pass" if speedup >= MARGIN else "fail"), time.perf_counter() - start


def run_scenarios(args: argparse.Namespace, loaded: bool) -> list[str]:
    hog = subprocess.Popen([sys.executable, "-c", HOG]) if loaded else None
    rows = []
    try:
        for name, cost in SCENARIOS.items():
            results = {"this harness": Counter(), "naive loop": Counter()}
            seconds = {"this harness": [], "naive loop": []}
            for run in range(args.runs):
                verdict, took = abba_verdict(cost, args, seed=run)
                results["this harness"][verdict] += 1
                seconds["this harness"].append(took)
                verdict, took = naive_verdict(cost, args)
                results["naive loop"][verdict] += 1
                seconds["naive loop"].append(took)
            for harness, counts in results.items():
                share = {v: 100.0 * counts[v] / args.runs for v in ("pass", "fail", "inconclusive")}
                rows.append(
                    f"| {'loaded' if loaded else 'quiet'} | {name} | {harness} | {share['pass']:.1f}% | {share['fail']:.1f}% | "
                    f"{share['inconclusive']:.1f}% | {statistics.fmean(seconds[harness]):.2f} |"
                )
            print(rows[-2], rows[-1], sep="\n", file=sys.stderr, flush=True)
    finally:
        if hog:
            hog.kill()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=100, help="verdicts per scenario, harness and load (default: %(default)s)")
    parser.add_argument("--trials", type=int, default=10, help="trials before the first verdict (default: %(default)s)")
    parser.add_argument("--max-trials", type=int, default=60, help="trials at most while inconclusive (default: %(default)s)")
    parser.add_argument("--budget", type=float, default=0.02, help="timed seconds per trial and variant (default: %(default)s)")
    parser.add_argument("--work", type=int, default=20000, help="loop iterations of the baseline's call (default: %(default)s)")
    args = parser.parse_args()
    print(f"margin {MARGIN}; {args.runs} verdicts per row; trials {args.trials} to {args.max_trials}, {args.budget} s per trial and variant\n")
    print("| machine | ported cost | harness | pass | fail | inconclusive | s / verdict |")
    print("|---|---|---|---|---|---|---|")
    for loaded in (False, True):
        for row in run_scenarios(args, loaded):
            print(row)


if __name__ == "__main__":
    main()
