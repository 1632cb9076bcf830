#!/usr/bin/env python3
"""How often the performance verdict is right: on a simulated timer of known truth, and on real CPU workloads.

Simulated: a clock and two workloads whose true speedup (baseline time /
ported time) is set, each call's time drawn as cost x drift x log-normal
noise (sigma 0.05 a call), with a log-normal machine state per timed batch
(sigma 0.01). Three machines: steady; drift (the machine switches between
idle and busy spells of 20-200 ms, a competing job 1.1x slower, under a
+-8% wave of period 2 s (clocks) and a 1%-per-second climb (heat));
contended (drift, and bursts of 5-30 ms that take the core away, 1.5x to 3x
slower, twice a second on average). No machine noise reaches the
statistics, so each share is a property of the design, measured over many
verdicts. Judged by

- this harness: portval_parity.measure_parity, the code bench_parity.py runs
  (interleaved ABBA trials, per-trial medians, Yuen's group-sequential
  t-interval on the trimmed log ratios with Pocock-type alpha spending);
- the untrimmed mean (--untrimmed-runs): the same harness with the plain
  mean's t-interval, the design before trimming;
- the bootstrap design (--previous-runs): a percentile bootstrap interval
  read after every trial from the 10th, at a stricter confidence before the
  last, the design before that.

Real: CPU-bound loops of known relative cost, judged by this harness (and
with --real-untrimmed its plain mean) and by the original skeleton's naive
loop (time the baseline, then the port, compare the means, with the same
timed budget), run by run side by side, on a quiet machine, beside a
process that switches between busy and idle (loaded), and beside two
processes that burst as the simulated contended machine does (contended).

Cases (true speedup): parity 1.0; 3% slower 1/1.03; just above the margin
0.96; at the margin 0.95; just below 0.94; 10% slower 1/1.10. Targets
(margin 0.95): at the margin, wrong pass and wrong fail each at most 3%; at
parity and 3% slower, wrong fail at most 1%; 10% slower caught (fail) at
least 99%.

Example:
  python benchmarks/verdict_quality.py --simulated-runs 2000 --real-runs 30
"""

from __future__ import annotations

import argparse
import math
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "runtime"))  # portval_parity, as a scaffold holds it
import portval_parity

MARGIN = 0.95
CONFIDENCE = 0.95
CASES = {
    "parity": 1.0,
    "3% slower": 1 / 1.03,
    "just above the margin": 0.96,
    "at the margin": MARGIN,
    "just below the margin": 0.94,
    "10% slower": 1 / 1.10,
}
# Bursts a second that take the simulated "contended" machine's core away.
CONTENTION_RATE = 2.0
# A competing process that takes the core away in bursts of 5-30 ms, arriving {rate} times a second on average.
BURSTS = (
    "import random, time\n"
    "while True:\n"
    "    time.sleep(random.expovariate({rate}))\n"
    "    end = time.perf_counter() + random.uniform(0.005, 0.03)\n"
    "    while time.perf_counter() < end: pass\n"
)
# A competing process: busy, then idle, for random spells of 20-200 ms, so the machine's speed drifts.
HOG = (
    "import random, time\n"
    "while True:\n"
    "    end = time.perf_counter() + random.uniform(0.02, 0.2)\n"
    "    while time.perf_counter() < end: pass\n"
    "    time.sleep(random.uniform(0.02, 0.2))\n"
)


def wrong_shares(speedup: float, counts: Counter, runs: int) -> str:
    """What counts as wrong for a true speedup: fail above the margin, pass below it, either on it."""
    share = {v: 100.0 * counts[v] / runs for v in ("pass", "fail", "inconclusive")}
    if math.isclose(speedup, MARGIN):
        return f"pass {share['pass']:.2f}% + fail {share['fail']:.2f}%"
    return f"fail {share['fail']:.2f}%" if speedup > MARGIN else f"pass {share['pass']:.2f}%"


# --- the simulated timer ------------------------------------------------------------


class SimulatedMachine:
    """A clock and two workloads of known cost; ``timer`` has the signature measure_parity calls."""

    def __init__(self, costs: dict[object, float], *, call_s: float, call_noise: float, trial_noise: float, machine: str, seed: int):
        self.costs, self.call_s, self.call_noise, self.trial_noise = costs, call_s, call_noise, trial_noise
        self.rng = np.random.default_rng(seed)
        self.now = 0.0
        self.drift = machine in ("drift", "contended")
        # Spells of a competing job: alternating idle (1.0) and busy (1.1), each 20-200 ms, over the longest run;
        # under them a +-8% wave of period 2 s (clocks) and a 1%-per-second climb (heat).
        spells = self.rng.uniform(0.02, 0.2, size=4000) if self.drift else np.array([1e9])
        self.switches = np.cumsum(spells)
        self.busy_first = bool(self.rng.integers(2))
        self.phase = float(self.rng.uniform(0.0, 2.0 * np.pi))
        # Contended, on top of the drift: bursts that take the core away, 1.5x to 3x slower for 5-30 ms,
        # CONTENTION_RATE times a second on average (a test suite, a compile, a neighbour's data loader).
        self.burst_starts, self.burst_ends, self.burst_factors = np.array([1e9]), np.array([1e9]), np.array([1.0])
        if machine == "contended":
            self.burst_starts = np.cumsum(self.rng.exponential(1.0 / CONTENTION_RATE, size=4000))
            self.burst_ends = self.burst_starts + self.rng.uniform(0.005, 0.03, size=4000)
            self.burst_factors = self.rng.uniform(1.5, 3.0, size=4000)

    def factor(self, times: np.ndarray) -> np.ndarray:
        """How much slower the machine is at each time than when idle."""
        if not self.drift:
            return np.ones_like(times)
        busy = (np.searchsorted(self.switches, times) % 2 == 0) == self.busy_first
        wave = 1.0 + 0.08 * np.sin(2.0 * np.pi * times / 2.0 + self.phase)
        last = np.maximum(np.searchsorted(self.burst_starts, times, side="right") - 1, 0)
        burst = np.where((times >= self.burst_starts[last]) & (times < self.burst_ends[last]), self.burst_factors[last], 1.0)
        return np.where(busy, 1.1, 1.0) * wave * (1.0 + 0.01 * times) * burst

    def timer(self, work: object, n: int) -> list[float]:
        """Per-call seconds of ``n`` calls of ``work``: cost x drift x noise, advancing the clock."""
        if n <= 0:
            return []
        nominal = self.costs[work] * self.call_s
        state = math.exp(self.rng.normal(0.0, self.trial_noise))
        times = self.now + np.arange(n) * nominal
        samples = nominal * state * self.factor(times) * np.exp(self.rng.normal(0.0, self.call_noise, n))
        self.now += float(samples.sum())
        return samples.tolist()


def previous_design(machine: SimulatedMachine, baseline: object, ported: object, args: argparse.Namespace, seed: int) -> tuple[str, int]:
    """The design before this one: percentile bootstrap, read after every trial from the first verdict on.

    Early stops needed a stricter interval (five times fewer misses), the
    last look the stated confidence; resampling is vectorised here, with the
    same 2,000 resamples.
    """
    per_call = [statistics.median(machine.timer(w, 3)) for w in (baseline, ported)]
    iterations = max(1, int(args.budget / max(per_call)))
    rng = np.random.default_rng(seed)
    logs: list[float] = []
    for number in range(args.max_trials):
        medians = {}
        for work in (baseline, ported) if number % 2 == 0 else (ported, baseline):
            machine.timer(work, 3)
            medians[work] = statistics.median(machine.timer(work, iterations))
        logs.append(math.log(medians[baseline] / medians[ported]))
        if len(logs) < args.trials:
            continue
        last = len(logs) == args.max_trials
        confidence = CONFIDENCE if last else 1.0 - (1.0 - CONFIDENCE) / 5.0
        values = np.asarray(logs)
        means = np.sort(values[rng.integers(len(values), size=(2000, len(values)))].mean(axis=1))
        tail = (1.0 - confidence) / 2.0
        interval = (math.exp(means[int(tail * 1999)]), math.exp(means[math.ceil((1.0 - tail) * 1999)]))
        verdict = portval_parity.parity_verdict(interval, MARGIN)
        if verdict != "inconclusive" or last:
            return verdict, len(logs)
    raise AssertionError("unreachable: the last trial always returns")


def simulated_verdict(design: str, speedup: float, machine_kind: str, args: argparse.Namespace, seed: int) -> tuple[str, int]:
    """One verdict on a fresh simulated machine: the verdict and the trials it took."""
    baseline, ported = object(), object()
    machine = SimulatedMachine(
        {baseline: 1.0, ported: 1.0 / speedup}, call_s=1e-3, call_noise=args.call_noise, trial_noise=args.trial_noise, machine=machine_kind, seed=seed
    )
    if design == "bootstrap design":
        return previous_design(machine, baseline, ported, args, seed)
    parity = portval_parity.measure_parity(
        portval_parity.Variant(lambda: None, baseline),
        portval_parity.Variant(lambda: None, ported),
        trials=args.trials,
        max_trials=args.max_trials,
        warmup=3,
        budget=args.budget,
        margin=MARGIN,
        confidence=CONFIDENCE,
        timer=machine.timer,
        wall_clock=lambda: machine.now,  # the simulated machine's own clock: its calls take no real time
        trim=0.0 if design == "untrimmed mean" else portval_parity.TRIM,
    )
    return parity.verdict, len(parity.trials)


def simulated_table(args: argparse.Namespace) -> list[str]:
    """One row per drift, case and design: shares of each verdict, the wrong share, and trials per verdict."""
    rows = []
    runs_of = {"this harness": args.simulated_runs, "untrimmed mean": args.untrimmed_runs, "bootstrap design": args.previous_runs}
    designs = [design for design, runs in runs_of.items() if runs]
    for machine_kind in args.simulated_machines:
        for name, speedup in CASES.items():
            for design in designs:
                runs = runs_of[design]
                counts: Counter = Counter()
                trials = []
                for run in range(runs):
                    verdict, used = simulated_verdict(design, speedup, machine_kind, args, seed=run)
                    counts[verdict] += 1
                    trials.append(used)
                share = {v: 100.0 * counts[v] / runs for v in ("pass", "fail", "inconclusive")}
                rows.append(
                    f"| {machine_kind} | {name} ({speedup:.3f}) | {design} | {share['pass']:.2f}% | {share['fail']:.2f}% | "
                    f"{share['inconclusive']:.2f}% | {wrong_shares(speedup, counts, runs)} | {statistics.fmean(trials):.1f} |"
                )
                print(rows[-1], file=sys.stderr, flush=True)
    return rows


# --- real workloads -----------------------------------------------------------------


def busy(iterations: int) -> None:
    for _ in range(iterations):
        pass


def workload(base_iterations: int, cost: float):
    iterations = max(1, round(base_iterations * cost))
    return lambda: busy(iterations)


def time_calls(work, iterations: int) -> list[float]:
    """Seconds of each call, on the CPU (no device to wait for)."""
    samples = []
    for _ in range(iterations):
        start = time.perf_counter()
        work()
        samples.append(time.perf_counter() - start)
    return samples


def harness_verdict(speedup: float, args: argparse.Namespace, trim: float = portval_parity.TRIM) -> tuple[str, int, float, float]:
    """The verdict, its trials, its seconds and the speedup it measured."""
    start = time.perf_counter()
    parity = portval_parity.measure_parity(
        portval_parity.Variant(lambda: None, workload(args.work, 1.0)),
        portval_parity.Variant(lambda: None, workload(args.work, 1.0 / speedup)),
        trials=args.trials,
        max_trials=args.max_trials,
        warmup=3,
        budget=args.budget,
        margin=MARGIN,
        confidence=CONFIDENCE,
        timer=time_calls,
        trim=trim,
    )
    return parity.verdict, len(parity.trials), time.perf_counter() - start, parity.speedup


def naive_verdict(speedup: float, args: argparse.Namespace) -> tuple[str, int, float, float]:
    """The original skeleton: one warmed-up block per variant, compare the means, with ten trials' budget."""
    start = time.perf_counter()
    base, port = workload(args.work, 1.0), workload(args.work, 1.0 / speedup)
    per_call = statistics.median(time_calls(base, 5))
    iterations = max(1, int(args.trials * args.budget / per_call))
    means = []
    for work in (base, port):
        time_calls(work, 3)
        means.append(statistics.fmean(time_calls(work, iterations)))
    return ("pass" if means[0] / means[1] >= MARGIN else "fail"), 0, time.perf_counter() - start, means[0] / means[1]


def competitors(machine: str) -> list[subprocess.Popen]:
    """The processes that share the machine: none, the busy/idle hog, or two bursting processes (one per core)."""
    if machine == "loaded":
        return [subprocess.Popen([sys.executable, "-c", HOG])]
    if machine == "contended":
        return [subprocess.Popen([sys.executable, "-c", BURSTS.format(rate=CONTENTION_RATE)]) for _ in range(2)]
    return []


def real_table(args: argparse.Namespace) -> list[str]:
    """One row per machine, case and design: shares of each verdict, trials, the speedup measured and seconds a verdict."""
    judges = {
        "this harness": lambda speedup: harness_verdict(speedup, args),
        "untrimmed mean": lambda speedup: harness_verdict(speedup, args, trim=0.0),
        "naive loop": lambda speedup: naive_verdict(speedup, args),
    }
    designs = [d for d in judges if d != "untrimmed mean" or args.real_untrimmed]
    rows = []
    for machine in args.machine:
        others = competitors(machine)
        try:
            for name, speedup in ((name, CASES[name]) for name in args.cases):
                counts = {design: Counter() for design in designs}
                seconds: dict[str, list[float]] = {design: [] for design in designs}
                trials: dict[str, list[int]] = {design: [] for design in designs}
                measured: dict[str, list[float]] = {design: [] for design in designs}
                for _ in range(args.real_runs):
                    for design in designs:  # side by side, run by run: the machine's state falls on each design alike
                        verdict, used, took, seen = judges[design](speedup)
                        counts[design][verdict] += 1
                        seconds[design].append(took)
                        trials[design].append(used)
                        measured[design].append(seen)
                for design in designs:
                    share = {v: 100.0 * counts[design][v] / args.real_runs for v in ("pass", "fail", "inconclusive")}
                    used = f"{statistics.fmean(trials[design]):.1f}" if design != "naive loop" else "-"
                    # What the workloads' ratio was on this machine, as the harness measured it over the row: a loop's
                    # cost is its iteration count only to within a fraction of a percent, which decides a verdict on the margin.
                    seen = f"{statistics.geometric_mean(measured[design]):.4f}" if design != "naive loop" else "-"
                    rows.append(
                        f"| {machine} | {name} ({speedup:.3f}) | {design} | {share['pass']:.1f}% | {share['fail']:.1f}% | "
                        f"{share['inconclusive']:.1f}% | {wrong_shares(speedup, counts[design], args.real_runs)} | {used} | {seen} | "
                        f"{statistics.fmean(seconds[design]):.2f} |"
                    )
                    print(rows[-1], file=sys.stderr, flush=True)
        finally:
            for other in others:
                other.kill()
                other.wait()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--simulated-runs", type=int, default=2000, help="verdicts per simulated case and drift (default: %(default)s)")
    parser.add_argument(
        "--untrimmed-runs", type=int, default=0,
        help="verdicts per simulated case for this harness with the plain mean (trim 0); 0 leaves it out (default: %(default)s)",
    )
    parser.add_argument(
        "--previous-runs", type=int, default=0,
        help="verdicts per simulated case for the bootstrap design before it; 0 leaves it out (default: %(default)s)",
    )
    parser.add_argument(
        "--simulated-machines", nargs="+", choices=("steady", "drift", "contended"), default=["steady", "drift", "contended"],
        metavar="MACHINE", help="simulated: steady, drift, contended (drift and bursts that take the core away; default: all)",
    )
    parser.add_argument("--real-runs", type=int, default=30, help="verdicts per real case, harness and load; 0 leaves them out (default: %(default)s)")
    parser.add_argument(
        "--machine", nargs="+", choices=("quiet", "loaded", "contended", "both"), default=["quiet", "loaded", "contended"],
        help=(
            "real: run alone, beside a busy/idle process, beside two processes bursting as the simulated contended machine "
            "does; both is quiet and loaded, as earlier versions had it (default: all three)"
        ),
    )
    parser.add_argument(
        "--real-untrimmed", action="store_true", help="real: also judge each run with this harness's plain mean (trim 0), side by side",
    )
    parser.add_argument("--trials", type=int, default=10, help="trials per look (default: %(default)s)")
    parser.add_argument("--max-trials", type=int, default=60, help="trials at the last look (default: %(default)s)")
    parser.add_argument("--budget", type=float, default=0.02, help="timed seconds per trial and variant (default: %(default)s)")
    parser.add_argument("--call-noise", type=float, default=0.05, help="simulated: log-normal sigma of one call (default: %(default)s)")
    parser.add_argument("--trial-noise", type=float, default=0.01, help="simulated: log-normal sigma of a trial's machine state (default: %(default)s)")
    parser.add_argument("--work", type=int, default=20000, help="real: loop iterations of the baseline's call (default: %(default)s)")
    parser.add_argument(
        "--cases", nargs="+", choices=tuple(CASES), default=list(CASES), metavar="CASE",
        help=f"real: the true speedups to run, by name ({', '.join(repr(c) for c in CASES)}; default: all)".replace("%", "%%"),
    )
    args = parser.parse_args()
    args.machine = list(dict.fromkeys(m for name in args.machine for m in (("quiet", "loaded") if name == "both" else (name,))))
    looks = portval_parity.look_schedule(args.trials, args.max_trials)
    print(f"margin {MARGIN}; looks at trials {', '.join(map(str, looks))}; {args.budget} s per trial and variant\n")
    if args.simulated_runs or args.untrimmed_runs or args.previous_runs:
        print(f"Simulated: {args.simulated_runs} verdicts per row (untrimmed mean: {args.untrimmed_runs}; bootstrap design: {args.previous_runs}); 1 ms calls, "
              f"call noise {args.call_noise}, trial noise {args.trial_noise}\n")
        print("| machine | true speedup | design | pass | fail | inconclusive | wrong | trials / verdict |")
        print("|---|---|---|---|---|---|---|---|")
        for row in simulated_table(args):
            print(row)
        print()
    if args.real_runs:
        print(f"Real CPU workloads: {args.real_runs} verdicts per row\n")
        print("| machine | true speedup | harness | pass | fail | inconclusive | wrong | trials / verdict | measured speedup | s / verdict |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for row in real_table(args):
            print(row)


if __name__ == "__main__":
    main()
