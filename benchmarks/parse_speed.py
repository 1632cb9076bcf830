#!/usr/bin/env python3
"""How fast read_curves reads a big Megatron-LM log, as a ratio to `grep -c 'lm loss'` on the same file.

Writes a log of --lines lines (iteration lines as Megatron-LM prints them, with
a restart that repeats iterations and now and then a memory report, a timer
line or a checkpoint message) to a temporary file, then times `grep -c 'lm
loss' FILE` and read_curves(FILE) --repeats times each, interleaved so machine
noise hits both alike, and prints the medians and their ratio. The file is
read once before timing, so both run from the page cache.

Example:
  python benchmarks/parse_speed.py --lines 1000000 --repeats 5
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO / "runtime"))  # the log readers raise the loss-curve module's LossLogError

from portval.loss_curves.logs import read_curves

ITERATION = (
    " [2025-01-01 10:{minute:02d}:{second:02d}] iteration {step:>8d}/{total:>8d} | consumed samples: {samples:>12d} | "
    "elapsed time per iteration (ms): {ms:.1f} | throughput per GPU (TFLOP/s/GPU): {tflops:.1f} | "
    "learning rate: {lr:.6E} | global batch size: {gbs:>5d} | lm loss: {loss:.6E} | loss scale: 1.0 | "
    "grad norm: {grad:.3f} | number of skipped iterations:   0 | number of nan iterations:   0 |\n"
)
OTHER = (
    "[Rank 0] (after {step} iterations) memory (MB) | allocated: 21345.67 | max allocated: 40123.45 | reserved: 45000.00\n",
    "(min, max) time across ranks (ms):\n    forward-backward ...............................: (1201.12, 1203.45)\n",
    "saving checkpoint at iteration {step:>7d} to /checkpoints/run in torch_dist format\n",
    "WARNING: NCCL watchdog: no progress on rank 3 for 5.0 seconds (step {step})\n",
)


def write_log(path: Path, lines: int, seed: int = 1234) -> int:
    """A Megatron-LM log of ``lines`` lines; returns how many iteration lines it holds."""
    rng = random.Random(seed)
    total = lines
    iterations = 0
    step = 0
    with path.open("w", encoding="utf-8") as file:
        file.write("using world size: 64, data-parallel size: 8, tensor-model-parallel size: 8\n")
        written = 1
        while written < lines:
            if rng.random() < 0.02:
                file.write(rng.choice(OTHER).format(step=step))
            else:
                step = step + 1 if written != lines // 2 else max(step - 500, 1)  # a restart repeats 500 iterations
                loss = 10.8 * (step + 50) ** -0.15 * (1 + rng.gauss(0, 0.01))
                file.write(
                    ITERATION.format(
                        minute=step // 60 % 60, second=step % 60, step=step, total=total, samples=step * 512, ms=1234.5 + rng.random() * 50,
                        tflops=400 + rng.random() * 10, lr=3e-4 * min(1.0, step / 2000), gbs=512, loss=loss, grad=0.5 + rng.random(),
                    )
                )
                iterations += 1
            written += 1
    return iterations


def grep_count(path: Path) -> int:
    completed = subprocess.run(["grep", "-c", "lm loss", str(path)], capture_output=True, text=True, check=True)
    return int(completed.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 2)[2], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--lines", type=int, default=1_000_000, help="lines in the generated log (default 1,000,000)")
    parser.add_argument("--repeats", type=int, default=5, help="timed runs of each (default 5)")
    args = parser.parse_args()
    if shutil.which("grep") is None:
        sys.exit("error: grep is not on PATH; it is the yardstick")
    with tempfile.TemporaryDirectory() as directory:
        log = Path(directory) / "megatron.log"
        start = time.perf_counter()
        iterations = write_log(log, args.lines)
        print(f"wrote {args.lines:,} lines ({iterations:,} iteration lines, {os.path.getsize(log) / 2**20:.0f} MiB) in {time.perf_counter() - start:.1f} s")
        log.read_bytes()  # into the page cache for both
        grep_times, parse_times = [], []
        for i in range(args.repeats):
            for which in (("grep", "parse") if i % 2 == 0 else ("parse", "grep")):
                start = time.perf_counter()
                if which == "grep":
                    lines_with_loss = grep_count(log)
                    grep_times.append(time.perf_counter() - start)
                else:
                    curves = read_curves(str(log))
                    parse_times.append(time.perf_counter() - start)
        grep_s, parse_s = statistics.median(grep_times), statistics.median(parse_times)
        print(f"grep -c 'lm loss':  {grep_s:.3f} s  ({lines_with_loss:,} lines)")
        print(f"read_curves:        {parse_s:.3f} s  ({len(curves['loss']):,} steps of loss, {len(curves['grad_norm']):,} of grad_norm)")
        print(f"ratio read_curves / grep: {parse_s / grep_s:.2f}  (median of {args.repeats}, interleaved)")


if __name__ == "__main__":
    main()
