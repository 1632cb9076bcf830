# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""The body of bench_parity.py that the PyTorch and JAX scaffolds share: its options, the report, the exit code.

bench_parity.py times the baseline (feature off) against the port (feature
on). The two run interleaved, ABBA, over several trials, so drift on a shared
machine hits both alike. Each trial runs a few warmup iterations, then a
number of iterations calibrated to a time budget, the two variants
alternating in segments within the trial; the trial keeps each one's median.
The speedup (baseline time / ported time) is the trimmed geometric mean of
the ABBA blocks' ratios (a tenth dropped from each end, so a block a
competing job hit does not steer it), with Yuen's t-interval on their logs.
The verdict is read every
--trials trials up to --max-trials against group-sequential boundaries
(Pocock-type alpha spending, portval_parity.py), so the repeated looks keep
wrong verdicts at the stated confidence. Verdict: pass when the interval's
low end is at or above the margin, fail when its high end is below it,
inconclusive otherwise. Peak memory has its own margin, and each variant's
memory is read in a process of its own (--peak-of). Inputs come from
port_adapter.make_bench_inputs when it exists (production shapes), else from
make_inputs. Timing means something only on the device the port targets.

How each runtime times its calls and reads memory is said in
portval_torch_timing.py and portval_jax_timing.py; the generated
bench_parity.py holds only the port's settings (a BenchPlan).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from collections.abc import Callable
from typing import Any, NamedTuple

from portval_parity import Parity

EXIT_CODES = {"pass": 0, "fail": 1, "inconclusive": 3}
EPILOG = "Example: python bench_parity.py --trials 20 --margin 0.97 --json"


class BenchPlan(NamedTuple):
    """The port's settings, as the generated bench_parity.py writes them with their sources."""

    feature: str
    seed: int
    level: str  # the default --level
    levels: tuple[str, ...]  # ("step", "op"), or ("step",) for a port with no module or function under test
    compute_dtype: str
    backward: bool
    margin: float
    memory_margin: float
    trials: int
    max_trials: int
    warmup: int
    budget_s: float
    confidence: float
    flush_l2: bool = False  # PyTorch: flush the GPU's L2 cache before each timed call by default
    peak_calls: int = 3  # calls whose memory a --peak-of process reads


class Wording(NamedTuple):
    """How a runtime words the options whose meaning it shapes, and the least warmup it accepts."""

    level: str
    warmup: str
    warmup_min: int
    deterministic: str
    no_memory: str
    peak_of: str


def parse_args(
    plan: BenchPlan, wording: Wording, description: str, argv: list[str] | None, runtime_options: Callable[[argparse.ArgumentParser], None] | None = None
) -> argparse.Namespace:
    """bench_parity.py's options, ``runtime_options`` added after --memory-margin; bad values exit 2 with usage."""
    parser = argparse.ArgumentParser(description=description, epilog=EPILOG)
    parser.add_argument("--level", choices=plan.levels, default=plan.level, help=wording.level)
    parser.add_argument("--trials", type=int, default=plan.trials, help="trials between looks at the verdict; the first look comes after this many (default: %(default)s)")
    parser.add_argument("--max-trials", type=int, default=plan.max_trials, help="trials at the last look, while the verdict is inconclusive (default: %(default)s)")
    parser.add_argument("--warmup", type=int, default=max(plan.warmup, wording.warmup_min), help=wording.warmup)
    parser.add_argument("--budget", type=float, default=plan.budget_s, help="seconds of timed iterations per trial and variant (default: %(default)s)")
    parser.add_argument("--margin", type=float, default=plan.margin, help="lowest acceptable speedup (default: %(default)s)")
    parser.add_argument("--memory-margin", type=float, default=plan.memory_margin, help="highest acceptable peak-memory ratio (default: %(default)s)")
    if runtime_options is not None:
        runtime_options(parser)
    parser.add_argument("--deterministic", action="store_true", help=wording.deterministic)
    parser.add_argument("--no-memory", action="store_true", help=wording.no_memory)
    parser.add_argument("--peak-of", choices=("baseline", "ported"), help=wording.peak_of)
    parser.add_argument("--json", action="store_true", help="print the report, every trial's samples included, as JSON")
    args = parser.parse_args(argv)
    args.max_trials = max(args.max_trials, args.trials)
    if args.trials < 2 or args.warmup < wording.warmup_min or args.budget <= 0 or args.margin <= 0 or args.memory_margin <= 0:
        parser.error(f"--trials must be at least 2; --warmup at least {wording.warmup_min}; --budget, --margin and --memory-margin above 0")
    return args


def parity_settings(plan: BenchPlan, args: argparse.Namespace) -> dict[str, Any]:
    """The measure_parity settings of this run (the options as given, the plan's confidence)."""
    return {
        "trials": args.trials,
        "max_trials": args.max_trials,
        "warmup": args.warmup,
        "budget": args.budget,
        "margin": args.margin,
        "confidence": plan.confidence,
    }


def memory_verdict(speed_verdict: str, memory_ratio: float | None, memory_margin: float) -> str:
    """The speed verdict, turned to fail when peak memory grew past its margin."""
    if memory_ratio is not None and memory_ratio > memory_margin and speed_verdict != "fail":
        return "fail"
    return speed_verdict


def parity_fields(plan: BenchPlan, args: argparse.Namespace, parity: Parity, verdict: str, tokens: int | None) -> dict[str, Any]:
    """The report's speed fields, the same in both runtimes."""
    medians = {"baseline": statistics.median(parity.baseline), "ported": statistics.median(parity.ported)}
    return {
        "iterations_per_trial": parity.iterations,
        "looks": list(parity.looks),
        "speedup": parity.speedup,
        "interval": list(parity.interval),
        "confidence": plan.confidence,
        "margin": args.margin,
        "verdict": verdict,
        "speed_verdict": parity.verdict,
        "trials_to_settle": parity.trials_to_settle,
        "median_s": medians,
        "tokens_per_s": {"baseline": tokens / medians["baseline"], "ported": tokens / medians["ported"]} if tokens else None,
    }


def variant_processes(script: str, options: list[str], what: str, env: dict[str, str] | None = None) -> dict[str, Any]:
    """Each variant's ``--peak-of`` reading, from ``script`` run in a process of its own."""
    found = {}
    for variant in ("baseline", "ported"):
        completed = subprocess.run([sys.executable, script, "--peak-of", variant, *options], capture_output=True, text=True, env=env, check=False)
        if completed.returncode != 0:
            raise RuntimeError(f"the {variant} {what} process failed:\n{completed.stderr[-2000:]}")
        found[variant] = json.loads(completed.stdout.strip().splitlines()[-1])
    return found


def speed_lines(report: dict[str, Any]) -> list[str]:
    """The median times and the speedup with its interval, for people."""
    low, high = report["interval"]
    return [
        f"median time: baseline {report['median_s']['baseline'] * 1e3:.3f} ms, ported {report['median_s']['ported'] * 1e3:.3f} ms",
        f"speedup {report['speedup']:.3f} ({report['confidence']:.0%} interval {low:.3f} to {high:.3f}), margin {report['margin']:g}",
    ]


def inputs_line(report: dict[str, Any]) -> list[str]:
    """Advice when the inputs were the small correctness ones."""
    if report["inputs"] == "make_inputs":
        return ["inputs: make_inputs (the small correctness inputs); add make_bench_inputs to port_adapter.py to time production shapes"]
    return []


def tokens_line(report: dict[str, Any]) -> list[str]:
    """Tokens per second, when the adapter says how many tokens a step has."""
    if report["tokens_per_s"]:
        return [f"tokens/s: baseline {report['tokens_per_s']['baseline']:.0f}, ported {report['tokens_per_s']['ported']:.0f}"]
    return []


def verdict_line(report: dict[str, Any]) -> str:
    """The verdict, with the trials that would likely settle an inconclusive one."""
    verdict = report["verdict"]
    if verdict == "inconclusive":
        verdict += f": the interval straddles the margin; about {report['trials_to_settle']} trials would likely settle it"
    return f"verdict: {verdict}"


def print_report(report: dict[str, Any], args: argparse.Namespace, summary: Callable[[dict[str, Any]], str]) -> int:
    """The report as JSON or for people; the exit code of its verdict."""
    print(json.dumps(report, indent=2) if args.json else summary(report))
    return EXIT_CODES[report["verdict"]]


def unwired(error: Exception) -> int:
    """An unwired hook: its message on stderr, exit 2."""
    print(f"error: {error}", file=sys.stderr)
    return 2
