#!/usr/bin/env python3
"""How much a trial's ratio moves with the machine: the two variants one after the other, or alternating in segments.

The harness's statistics see one number a trial, the log of (baseline
median / ported median). Its spread from trial to trial sets how many trials
a verdict needs. This times trials of the same two CPU loops (the port 10%
slower) both ways, alternately, so the machine's noise falls on both alike:

- one after the other: the baseline's calls, then the port's
  (``timed_trial`` with one segment, the harness before segments);
- in segments: ABBA in four segments a variant (``timed_trial``'s default).

Each line gives the standard deviation of the trial log ratios and their
mean (the truth is log(1/1.10) = -0.0953), quiet and beside a process that
switches between busy and idle spells of 20-200 ms.

Example:
  python benchmarks/trial_noise.py --trials 60
"""

from __future__ import annotations

import argparse
import math
import statistics
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO.parent / "runtime"))  # portval_parity, as a scaffold holds it
from verdict_quality import HOG, time_calls, workload

import portval_parity

DESIGNS = {"one after the other": 1, "in segments": portval_parity.SEGMENTS_PER_TRIAL}


def trial_log_ratio(iterations: int, segments: int, work: int) -> float:
    order = (("baseline", portval_parity.Variant(lambda: None, workload(work, 1.0))), ("ported", portval_parity.Variant(lambda: None, workload(work, 1.10))))
    record = portval_parity.timed_trial(order, time_calls, iterations=iterations, warmup=1, segments=segments)
    return math.log(statistics.median(record["baseline_samples"]) / statistics.median(record["ported_samples"]))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--trials", type=int, default=60, help="trials per design and machine state (default: %(default)s)")
    parser.add_argument("--budget", type=float, default=0.02, help="timed seconds per trial and variant (default: %(default)s)")
    parser.add_argument("--work", type=int, default=20000, help="loop iterations of the baseline's call (default: %(default)s)")
    args = parser.parse_args()
    per_call = statistics.median(time_calls(workload(args.work, 1.0), 20))
    iterations = max(1, int(args.budget / per_call))
    print(f"{args.trials} trials per row, {iterations} calls per variant and trial; truth {math.log(1 / 1.10):.4f}\n")
    print("| machine | trial | sd of trial log ratio | mean |")
    print("|---|---|---|---|")
    for loaded in (False, True):
        hog = subprocess.Popen([sys.executable, "-c", HOG]) if loaded else None
        try:
            logs: dict[str, list[float]] = {design: [] for design in DESIGNS}
            for _ in range(args.trials):
                for design, segments in DESIGNS.items():
                    logs[design].append(trial_log_ratio(iterations, segments, args.work))
        finally:
            if hog:
                hog.kill()
                hog.wait()
        for design, values in logs.items():
            print(f"| {'loaded' if loaded else 'quiet'} | {design} | {statistics.stdev(values):.4f} | {statistics.fmean(values):.4f} |", flush=True)


if __name__ == "__main__":
    main()
