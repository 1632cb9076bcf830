# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""JAX timing and bench_parity.py: blocks of calls waited for once, the A/B parity, the device's peak memory, the harness.

At op level each variant is compiled ahead of time with its side of the
feature bound, so switching cannot change what it runs; at step level each
trial switches the feature (clearing JAX's caches) and its warmup recompiles
the train step. Calls run in blocks, each block waited for once with
block_until_ready(); each trial keeps its median block. XLA runs with the
environment's flags (no deterministic ops) unless --deterministic. JAX's
peak_bytes_in_use never resets, so each variant's peak is read in a fresh
process of its own (--peak-of); backends without memory stats (the CPU)
report none.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import time
from collections.abc import Callable
from typing import Any

import jax

import portval_bench
import portval_parity
from portval_bench import BenchPlan
from portval_core import HookNotWired
from portval_jax import JAX_DTYPES, Adapter, cotangent, is_floating
from portval_parity import Parity, Variant

# --- performance --------------------------------------------------------------------


# A timer call's calls are timed in this many blocks, one wait for the device each: a trial times each variant in four
# segments (portval_parity.SEGMENTS_PER_TRIAL), so about a dozen blocks a trial.
BLOCKS_PER_SEGMENT = 3


class BlockTimer:
    """``timer(work, n)`` for measure_parity: blocks of calls, each block waited for once with block_until_ready.

    JAX dispatches asynchronously, so waiting after every call would time the
    host's round trip too; a block of calls keeps the device busy and one
    wait at its end (torch.utils.benchmark's blocked timing) gives the
    block's time, of which each call's share is one sample.
    """

    def __init__(self, clock: Callable[[], float] = time.perf_counter, wait: Callable[[object], object] = jax.block_until_ready, blocks: int = BLOCKS_PER_SEGMENT):
        self.clock, self.wait, self.blocks = clock, wait, blocks
        self.waits = 0

    def __call__(self, work: Callable[[], object], iterations: int) -> list[float]:
        """Per-call seconds of ``iterations`` calls, one sample per block."""
        samples: list[float] = []
        remaining = iterations
        for block in range(min(self.blocks, iterations)):
            size = remaining // (min(self.blocks, iterations) - block)
            remaining -= size
            start = self.clock()
            result = None
            for _ in range(size):
                # Only the last output is kept: the device runs calls in order, so it is ready after the others,
                # and a whole block's outputs alive at once (a step's gradients each) could fill the device.
                result = work()
            self.wait(result)
            self.waits += 1
            samples.append((self.clock() - start) / size)
        return samples

    def summary(self) -> dict[str, Any]:
        """The clock used."""
        return {"clock": f"host perf_counter around {self.blocks} blocks per segment of a trial, one block_until_ready each"}


def measure_parity(baseline: Variant, ported: Variant, **settings: Any) -> Parity:
    """portval_parity.measure_parity with a BlockTimer (one process: no other rank to wait for)."""
    return portval_parity.measure_parity(baseline, ported, **settings)


def bench_inputs_hook(adapter: Adapter) -> tuple[Callable[..., dict[str, Any]], str]:
    """port_adapter.make_bench_inputs (production shapes) when the adapter has it, else make_inputs, with its name."""
    try:
        return adapter.make_bench_inputs, "make_bench_inputs"
    except (AttributeError, HookNotWired):  # absent: the hook is optional, and the report names make_inputs
        return adapter.make_inputs, "make_inputs"


def peak_bytes() -> int | None:
    """The device's peak bytes in use since the process started (it never resets), or None when the backend keeps no stats."""
    stats = jax.devices()[0].memory_stats()
    return int(stats["peak_bytes_in_use"]) if stats and "peak_bytes_in_use" in stats else None


# --- bench_parity.py ---------------------------------------------------------------------

WORDING = portval_bench.Wording(
    level="time a training step or one call of the function (default: %(default)s)",
    warmup="iterations before each trial, at least 1: the first recompiles (default: %(default)s)",
    warmup_min=1,
    deterministic="add --xla_gpu_deterministic_ops=true to XLA_FLAGS, instead of a training run's flags",
    no_memory="skip the two peak-memory processes",
    peak_of="internal: print one variant's peak bytes in use and exit",
)


class JaxBench:
    """bench_parity.py of a JAX port: its options, the two workloads, the report and main()."""

    def __init__(self, plan: BenchPlan, *, description: str, script: str, unwired: dict[str, str]):
        self.plan, self.description, self.script, self.unwired = plan, description, script, unwired

    def parse_args(self, argv: list[str] | None = None) -> argparse.Namespace:
        """The shared options, worded for JAX."""
        return portval_bench.parse_args(self.plan, WORDING, self.description, argv)

    def make_workload(self, adapter: Adapter, *, level: str, ported: bool) -> Callable[[], object]:
        """One call of the thing timed: a training step, or the jitted function (and its vjp)."""
        adapter.set_feature(ported)
        if level == "step":
            step = adapter.make_train_step(ported=ported)
            return lambda: step()
        seed, dtype = self.plan.seed, JAX_DTYPES[self.plan.compute_dtype]
        fn, params = adapter.build_fn(ported=ported, dtype=dtype)
        make_inputs, _ = bench_inputs_hook(adapter)
        inputs = make_inputs(dtype=dtype, seed=seed)
        arrays = {k: v for k, v in inputs.items() if is_floating(v)}
        constant = {k: v for k, v in inputs.items() if k not in arrays}

        def forward(p: Any, x: dict[str, Any]) -> Any:
            return fn(p, **x, **constant)

        def forward_backward(p: Any, x: dict[str, Any]) -> Any:
            out, vjp = jax.vjp(forward, p, x)
            return out, vjp(cotangent(out, seed))

        # Compiled ahead of time, with this variant's side of the feature bound: clearing JAX's caches
        # (every switch does) cannot retrace an executable, so each variant keeps running its own code.
        compiled = jax.jit(forward_backward if self.plan.backward else forward).lower(params, arrays).compile()
        return lambda: compiled(params, arrays)

    def peak_of(self, variant: str, level: str) -> int | None:
        """This process's peak bytes in use after a few calls of one variant (None without memory stats)."""
        adapter = Adapter(importlib.import_module("port_adapter"), self.unwired)
        work = self.make_workload(adapter, level=level, ported=variant == "ported")
        for _ in range(self.plan.peak_calls):
            jax.block_until_ready(work())
        return peak_bytes()

    def run(self, args: argparse.Namespace) -> dict[str, Any]:
        """Measure both variants and return the report."""
        if args.no_memory:
            memory = {"baseline": None, "ported": None}
        else:
            # Each variant's peak in a fresh process: JAX's peak counter never resets within one. The processes run
            # before this one touches the device: JAX preallocates most of a GPU's memory on its first operation.
            memory = portval_bench.variant_processes(self.script, ["--level", args.level, *(["--deterministic"] if args.deterministic else [])], "peak-memory")
        adapter = Adapter(importlib.import_module("port_adapter"), self.unwired)
        baseline = self.make_workload(adapter, level=args.level, ported=False)
        ported = self.make_workload(adapter, level=args.level, ported=True)
        timer = BlockTimer()
        variants = Variant(lambda: adapter.set_feature(False), baseline), Variant(lambda: adapter.set_feature(True), ported)
        parity = measure_parity(*variants, timer=timer, **portval_bench.parity_settings(self.plan, args))
        adapter.set_feature(False)
        memory_ratio = memory["ported"] / memory["baseline"] if memory["baseline"] and memory["ported"] is not None else None
        verdict = portval_bench.memory_verdict(parity.verdict, memory_ratio, args.memory_margin)
        tokens = adapter.tokens_per_step() if args.level == "step" else None
        return {
            "feature": self.plan.feature,
            "device": str(jax.devices()[0]),
            "backend": jax.default_backend(),
            "level": args.level,
            "timing": timer.summary(),
            "inputs": bench_inputs_hook(adapter)[1] if args.level == "op" else "make_train_step",
            **portval_bench.parity_fields(self.plan, args, parity, verdict, tokens),
            "peak_memory_bytes": memory,
            "memory_ratio": memory_ratio,
            "memory_margin": args.memory_margin,
            "memory_note": "each variant's peak_bytes_in_use read in a fresh process (JAX's peak never resets)",
            "trials": parity.trials,
        }

    @staticmethod
    def summary(report: dict[str, Any]) -> str:
        """The report in a few lines for people."""
        lines = [
            f"{report['feature']} on {report['device']}, {report['level']} level, {len(report['trials'])} ABBA trials of {report['iterations_per_trial']} iterations",
            *portval_bench.speed_lines(report),
            *portval_bench.tokens_line(report),
            *portval_bench.inputs_line(report),
        ]
        if report["memory_ratio"] is None:
            lines.append(f"peak memory: not available on the {report['backend']} backend (or --no-memory)")
        else:
            lines.append(f"peak memory ratio {report['memory_ratio']:.3f} (margin {report['memory_margin']:g}; {report['memory_note']})")
        lines.append(portval_bench.verdict_line(report))
        return "\n".join(lines)

    def main(self, argv: list[str] | None = None) -> int:
        """Parse, measure and print."""
        args = self.parse_args(argv)
        if args.deterministic:
            # Read when JAX starts its backend, which the first array or device query does: not yet at this point.
            os.environ["XLA_FLAGS"] = " ".join(flag for flag in (os.environ.get("XLA_FLAGS", ""), "--xla_gpu_deterministic_ops=true") if flag)
        try:
            if args.peak_of:
                print(json.dumps(self.peak_of(args.peak_of, args.level)))
                return 0
            report = self.run(args)
        except HookNotWired as error:
            return portval_bench.unwired(error)
        return portval_bench.print_report(report, args, self.summary)
