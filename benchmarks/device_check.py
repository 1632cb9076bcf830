#!/usr/bin/env python3
"""The GPU path end to end, once, on a machine with a GPU: what the CPU tests can only fake.

1. Device events against the host's clock on a microsecond kernel and on one
   twice as long, so the report shows which clock sees the 2x.
2. A generated scaffold (the fused RMSNorm port of tests/e2e, and the
   megatron-core port when megatron-core imports) rendered, wired and run on
   the GPU: its generated tests in one process (a one-rank NCCL/RCCL group
   where the plan asks for one), bench_parity.py for the correct port and for
   one half again as slow (timing clock, host-bound flag, each variant's
   allocator peak and driver-reported growth, verdict), and the performance
   test inside the pytest session.
3. With two GPUs, the same tests and benchmark under torchrun with two ranks.

It prints what it saw, as JSON lines and a closing summary, and exits 1 when
an expectation failed (2 without a GPU). Needs torch with CUDA or ROCm,
pytest, jinja2, pyyaml and markdown-it-py; megatron-core is optional.

Example:
  python benchmarks/device_check.py
  python benchmarks/device_check.py --quick
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "e2e"))
sys.path.insert(0, str(REPO / "runtime"))

from feature_real_frameworks import MEGATRON_RMS_NORM
from feature_rms_norm import RMS_NORM
from scaffold_runner import run_generated_tests, torchrun, toy_env, wired_scaffold

PERFORMANCE_TEST = "test_performance::test_port_is_at_least_as_fast_as_the_baseline"
problems: list[str] = []


def say(what: str, **figures: object) -> None:
    """One line of what was seen, as JSON."""
    print(json.dumps({"check": what, **figures}, default=str), flush=True)


def expect(condition: bool, problem: str) -> None:
    if not condition:
        problems.append(problem)
        say("UNEXPECTED", problem=problem)


def clocks_on_a_small_kernel() -> None:
    """Device events and per-call host timing on a kernel of a few microseconds and one doing twice the work."""
    import torch

    sys.path.insert(0, str(REPO / "runtime"))
    import portval_torch_timing as checks

    device = torch.device("cuda", 0)
    x = torch.randn(1 << 16, device=device)
    once = lambda: x.mul_(1.0000001)
    twice = lambda: (x.mul_(1.0000001), x.mul_(1.0000001))
    for flush in (False, True):
        timer = checks.DeviceTimer(checks.cuda_clock(device, flush_l2=flush))
        medians = [statistics.median(timer(work, 200)) for work in (once, twice)]
        say("device events", flush_l2=flush, once_us=medians[0] * 1e6, twice_us=medians[1] * 1e6, ratio=medians[1] / medians[0], **timer.summary())
        expect(1.6 < medians[1] / medians[0] < 2.4, f"device events read {medians[1] / medians[0]:.2f}x for 2x the work (flush {flush})")

    def host_time(work):
        samples = []
        for _ in range(200):
            torch.cuda.synchronize(device)
            start = time.perf_counter()
            work()
            torch.cuda.synchronize(device)
            samples.append(time.perf_counter() - start)
        return statistics.median(samples)

    host = [host_time(work) for work in (once, twice)]
    say("host clock, one sync a call (the previous timing)", once_us=host[0] * 1e6, twice_us=host[1] * 1e6, ratio=host[1] / host[0])


def bench(scaffold: Path, bug: str, args: list[str], launcher: tuple[str, ...] = (sys.executable,), **variables: str) -> dict:
    completed = subprocess.run(
        [*launcher, "bench_parity.py", *args, "--json"], cwd=scaffold, env=toy_env(TOYPORT_BUG=bug, **variables),
        capture_output=True, text=True, timeout=600, check=False,
    )
    try:
        report = json.loads(completed.stdout)
    except json.JSONDecodeError:
        problems.append(f"bench_parity.py ({bug or 'correct'}) printed no report: {completed.stderr[-1500:]}")
        say("UNEXPECTED", stderr=completed.stderr[-1500:])
        return {}
    report.pop("trials")
    where = "under torchrun" if len(launcher) > 1 else "one process"
    say(f"bench_parity.py, {where}, {bug or 'correct'} port", **report)
    return report


def scaffold_on_the_gpu(feature, work: Path, args: list[str], ranks: int) -> None:
    """Render, wire and run one feature's scaffold on the GPU: tests, benchmark, and the performance test."""
    scaffold = wired_scaffold(feature, work / feature.name)
    variables = dict(feature.variables)
    outcomes = run_generated_tests(scaffold, **variables)
    say(f"{feature.name}: generated tests, one process", returncode=outcomes.returncode,
        passed=len(outcomes.with_outcome("passed")), failed=sorted(outcomes.failed), skipped=sorted(outcomes.with_outcome("skipped")))
    expect(outcomes.returncode == 0, f"{feature.name}: generated tests failed on the GPU: {sorted(outcomes.failed)}")

    correct, slow = bench(scaffold, "", args, **variables), bench(scaffold, "slow", args, **variables)
    if correct:
        expect(correct["timing"]["clock"].startswith("device events"), f"{feature.name}: not timed with device events")
        expect(correct["memory"]["baseline"] is not None, f"{feature.name}: no memory reading on the GPU")
    if slow:
        expect(slow["verdict"] != "pass", f"{feature.name}: a port half again as slow passed")

    performance = run_generated_tests(scaffold, "-m", "performance", PORTVAL_BENCH_ARGS=" ".join(args), **variables)
    say(f"{feature.name}: test_performance in the pytest session", outcome=performance.results.get(PERFORMANCE_TEST))
    expect(performance.results.get(PERFORMANCE_TEST, ("missing",))[0] in ("passed", "skipped"), f"{feature.name}: the performance test did not pass")

    if ranks >= 2:
        launcher = tuple(torchrun(2))
        outcomes = run_generated_tests(scaffold, launcher=launcher, **variables)
        say(f"{feature.name}: generated tests under torchrun, 2 ranks", returncode=outcomes.returncode, failed=sorted(outcomes.failed))
        expect(outcomes.returncode == 0, f"{feature.name}: generated tests failed under torchrun with 2 GPUs")
        report = bench(scaffold, "slow", args, launcher=launcher, **variables)
        expect(report.get("ranks") == 2 and report.get("verdict") != "pass", f"{feature.name}: torchrun bench did not judge 2 ranks")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer trials: a smoke run of every step")
    options = parser.parse_args()
    import torch

    if not torch.cuda.is_available():
        print("error: no GPU visible to torch (torch.cuda.is_available() is False)", file=sys.stderr)
        return 2
    ranks = torch.cuda.device_count()
    say("machine", torch=torch.__version__, cuda=torch.version.cuda, hip=getattr(torch.version, "hip", None),
        gpus=[torch.cuda.get_device_name(i) for i in range(ranks)], nccl=torch.cuda.nccl.version() if hasattr(torch.cuda, "nccl") else None)
    args = ["--trials", "6", "--max-trials", "12", "--budget", "0.05"] if options.quick else ["--trials", "10", "--max-trials", "30", "--budget", "0.2"]
    clocks_on_a_small_kernel()
    with tempfile.TemporaryDirectory() as work:
        features = [RMS_NORM]
        probe = subprocess.run([sys.executable, "-c", "import megatron.core"], capture_output=True, text=True, check=False)
        if probe.returncode == 0:
            features.append(MEGATRON_RMS_NORM)
        else:
            say("megatron-core not importable: its scaffold is left out", error=probe.stderr.strip().splitlines()[-1:])
        for feature in features:
            scaffold_on_the_gpu(feature, Path(work), args, ranks)
    say("summary", problems=problems, verdict="as expected" if not problems else f"{len(problems)} unexpected")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
