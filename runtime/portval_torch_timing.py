# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""PyTorch timing and bench_parity.py: device events (or the host clock), a training run's settings, peak memory, the harness."""

from __future__ import annotations

import argparse
import importlib
import json
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

import torch

import portval_bench
import portval_parity
from portval_bench import BenchPlan
from portval_core import HookNotWired
from portval_parity import Parity, Variant
from portval_torch import (
    TORCH_DTYPES,
    Adapter,
    destroy_distributed,
    init_distributed,
    launched_by_torchrun,
    named_tensors,
    pick_device,
    rank,
    slowest_rank,
    world_size,
)

# --- performance: interleaved A/B timing ------------------------------------------------

L2_FLUSH_BYTES = 256 * 1024 * 1024  # larger than any current GPU's L2 cache, as triton.testing.do_bench writes
# A timer call's calls are timed in this many blocks, one device synchronisation each: a trial times each variant in
# four segments (portval_parity.SEGMENTS_PER_TRIAL), so about a dozen blocks a trial.
BLOCKS_PER_SEGMENT = 3
HOST_BOUND_SHARE = 0.9  # the host took this share of the device's time to launch a call: the device waited on it


class DeviceClock(NamedTuple):
    """What device timing needs, passed in so that tests can stand a fake device in: events, a sync, an L2 flush."""

    event: Callable[[], Any]  # a timing event: .record(*on), then .elapsed_time(later) in milliseconds once synchronised
    synchronize: Callable[[], None]
    flush: Callable[[], None] | None  # run before every timed call (outside its events), or None
    # What .record() is given: the timed device's stream. Without it an event lands on the current device's stream,
    # cuda:0's under torchrun's set_device or with --device cuda:1, and times nothing of the work.
    on: tuple[Any, ...] = ()


def cuda_clock(device: torch.device, *, flush_l2: bool) -> DeviceClock:
    """CUDA (and ROCm/HIP) events on ``device``; with ``flush_l2``, a 256 MiB buffer zeroed before each call."""
    flush = None
    if flush_l2:
        scratch = torch.empty(L2_FLUSH_BYTES // 4, dtype=torch.int32, device=device)
        flush = scratch.zero_
    stream = torch.cuda.current_stream(device)
    return DeviceClock(lambda: torch.cuda.Event(enable_timing=True), lambda: torch.cuda.synchronize(device), flush, (stream,))


class DeviceTimer:
    """``timer(work, n)`` for measure_parity on a GPU: device events around blocks of calls, one sync per block.

    Without a flush, one pair of events brackets each block of calls and the
    block's device time over its calls is one sample (torch.utils.benchmark's
    blocked timing); with a flush (op level, as triton.testing.do_bench does),
    each call has its own events with the flush outside them, and the block
    is still synchronised once. The host's time to launch each block is kept
    beside the device time, so the report can say when the host, not the
    kernels, set the pace.
    """

    def __init__(self, clock: DeviceClock, *, host_clock: Callable[[], float] = time.perf_counter, blocks: int = BLOCKS_PER_SEGMENT):
        self.clock, self.host_clock, self.blocks = clock, host_clock, blocks
        self.device_s = 0.0  # device time of every timed call so far
        self.host_launch_s = 0.0  # host time spent launching them (before each block's sync)
        self.calls = 0
        self.synchronizations = 0

    def __call__(self, work: Callable[[], object], iterations: int) -> list[float]:
        """Per-call device seconds of ``iterations`` calls: one sample per block, or per call with a flush."""
        samples: list[float] = []
        remaining = iterations
        for block in range(min(self.blocks, iterations)):
            size = remaining // (min(self.blocks, iterations) - block)
            remaining -= size
            launched = self.host_clock()
            if self.clock.flush is None:
                start, end = self.clock.event(), self.clock.event()
                start.record(*self.clock.on)
                for _ in range(size):
                    work()
                end.record(*self.clock.on)
                pairs = [(start, end)]
            else:
                pairs = []
                for _ in range(size):
                    self.clock.flush()
                    start, end = self.clock.event(), self.clock.event()
                    start.record(*self.clock.on)
                    work()
                    end.record(*self.clock.on)
                    pairs.append((start, end))
            self.host_launch_s += self.host_clock() - launched
            self.clock.synchronize()
            self.synchronizations += 1
            elapsed = [start.elapsed_time(end) / 1e3 for start, end in pairs]
            self.device_s += sum(elapsed)
            self.calls += size
            samples += [elapsed[0] / size] if self.clock.flush is None else elapsed
        return samples

    def host_bound(self) -> bool:
        """Whether launching a call took the host nearly as long as the device took to run it (without flushes)."""
        return self.calls > 0 and self.clock.flush is None and self.host_launch_s >= HOST_BOUND_SHARE * self.device_s

    def summary(self, *, level: str = "op") -> dict[str, Any]:
        """Device and host-launch time per call, and whether the host set the pace (judged at op level only).

        A training step returns its loss as a float, which waits for the device
        before the launch window closes: host and device times then match
        whatever bounds the step, so no step is called host-bound.
        """
        per_call = (lambda total: total / self.calls if self.calls else None)
        return {
            "clock": "device events" + (", L2 flushed before each call" if self.clock.flush else f", {self.blocks} blocks per segment of a trial"),
            "device_s_per_call": per_call(self.device_s),
            "host_launch_s_per_call": per_call(self.host_launch_s),
            "host_bound": self.host_bound() if level == "op" else None,
        }


class HostTimer:
    """``timer(work, n)`` on the CPU: each call timed with perf_counter (there is no device to wait for)."""

    def __init__(self, host_clock: Callable[[], float] = time.perf_counter):
        self.host_clock = host_clock

    def __call__(self, work: Callable[[], object], iterations: int) -> list[float]:
        """Seconds of each of ``iterations`` calls."""
        samples = []
        for _ in range(iterations):
            start = self.host_clock()
            work()
            samples.append(self.host_clock() - start)
        return samples

    def summary(self, *, level: str = "op") -> dict[str, Any]:
        """No device: the host's clock is the only one (at either level)."""
        return {"clock": "host perf_counter (no device)", "device_s_per_call": None, "host_launch_s_per_call": None, "host_bound": None}


def timer_for(device: torch.device, *, flush_l2: bool) -> DeviceTimer | HostTimer:
    """Device events on a GPU, the host's clock on the CPU."""
    if device.type == "cuda":
        return DeviceTimer(cuda_clock(device, flush_l2=flush_l2))
    return HostTimer()


def measure_parity(
    baseline: Variant, ported: Variant, *, timer: Callable[[Callable[[], object], int], list[float]], **settings: Any
) -> Parity:
    """portval_parity.measure_parity with ``timer`` (timer_for's), trials judged at the slowest rank."""
    return portval_parity.measure_parity(baseline, ported, timer=timer, slowest=slowest_rank, **settings)


@contextmanager
def production_settings(enabled: bool = True) -> Iterator[list[str]]:
    """Deterministic algorithms off and cuDNN autotuning on, as a training run has them; restored afterwards.

    Yields what it changed. The determinism variables a test session sets at
    start (CUBLAS_WORKSPACE_CONFIG and friends) are read when the first
    kernel handle is made and cannot be undone in the same process.
    """
    deterministic, warn_only = torch.are_deterministic_algorithms_enabled(), torch.is_deterministic_algorithms_warn_only_enabled()
    autotune = torch.backends.cudnn.benchmark
    changed = []
    if enabled:
        if deterministic:
            torch.use_deterministic_algorithms(False)
            changed.append("torch.use_deterministic_algorithms(False)")
        if not autotune:
            torch.backends.cudnn.benchmark = True
            changed.append("torch.backends.cudnn.benchmark = True")
    try:
        yield changed
    finally:
        torch.use_deterministic_algorithms(deterministic, warn_only=warn_only)
        torch.backends.cudnn.benchmark = autotune


def bench_inputs_hook(adapter: Adapter) -> tuple[Callable[..., dict[str, Any]], str]:
    """port_adapter.make_bench_inputs (production shapes) when the adapter has it, else make_inputs, with its name."""
    try:
        return adapter.make_bench_inputs, "make_bench_inputs"
    except (AttributeError, HookNotWired):  # absent: the hook is optional, and the report names make_inputs
        return adapter.make_inputs, "make_inputs"


def driver_in_use(device: torch.device, cuda: Any = torch.cuda) -> int:
    """Device memory in use as the driver reports it (total - free): every process, every allocator, workspaces and buffers."""
    free, total = cuda.mem_get_info(device)
    return int(total - free)


def peak_memory(build: Callable[[], Callable[[], object]], *, device: torch.device, calls: int, cuda: Any = torch.cuda) -> dict[str, int] | None:
    """One variant's memory, read in a process of its own: allocator peak over ``calls`` calls and the driver's growth.

    ``build()`` makes the work (modules, inputs) after the driver's first
    reading, so the growth counts them, and memory outside the caching
    allocator (communication buffers, kernel workspaces) too. None on the
    CPU, which has neither reading.
    """
    if device.type != "cuda":
        return None
    cuda.synchronize(device)
    before = driver_in_use(device, cuda)
    work = build()
    cuda.synchronize(device)
    cuda.reset_peak_memory_stats(device)
    for _ in range(calls):
        work()
    cuda.synchronize(device)
    return {
        "allocator_peak_bytes": int(cuda.max_memory_allocated(device)),
        "allocator_reserved_peak_bytes": int(cuda.max_memory_reserved(device)),
        "driver_growth_bytes": driver_in_use(device, cuda) - before,
    }


# --- bench_parity.py ---------------------------------------------------------------------

# On a GPU the calls are timed with device events around blocks of calls, one synchronisation per block (at op
# level one event pair per call, with the L2 cache flushed before each, as triton.testing.do_bench does); the report
# says when launching the calls took the host as long as running them took the device. The run uses a training run's
# settings (deterministic algorithms off, autotuning on) unless --deterministic. Each variant's memory is the caching
# allocator's peak and the device memory the driver reports it added.
WORDING = portval_bench.Wording(
    level="time a training step or one module forward/backward (default: %(default)s)",
    warmup="iterations before each trial (default: %(default)s)",
    warmup_min=0,
    deterministic="keep deterministic algorithms and no autotuning, instead of a training run's settings",
    no_memory="skip the two memory processes",
    peak_of="internal: print one variant's memory as JSON and exit",
)


class TorchBench:
    """bench_parity.py of a PyTorch port: its options, the two workloads, the report and main()."""

    def __init__(self, plan: BenchPlan, *, description: str, script: str, unwired: dict[str, str], required: tuple[str, ...], process_group: bool):
        self.plan, self.description, self.script = plan, description, script
        self.unwired, self.required, self.process_group = unwired, required, process_group

    def parse_args(self, argv: list[str] | None = None) -> argparse.Namespace:
        """The options, with --device and --flush-l2 besides the shared ones."""

        def device_options(parser: argparse.ArgumentParser) -> None:
            parser.add_argument("--device", default=None, help="torch device (default: PORTVAL_DEVICE, else cuda, else cpu)")
            flush_help = "flush the GPU's L2 cache before each timed call (default: %(default)s)"
            parser.add_argument("--flush-l2", action=argparse.BooleanOptionalAction, default=self.plan.flush_l2, help=flush_help)

        return portval_bench.parse_args(self.plan, WORDING, self.description, argv, device_options)

    def adapter(self) -> Adapter:
        """port_adapter's hooks, unwired ones failing by name."""
        return Adapter(importlib.import_module("port_adapter"), self.unwired, self.required)

    def make_workload(self, adapter: Adapter, *, level: str, ported: bool, device: torch.device) -> tuple[Callable[[], object], str]:
        """One call of the thing timed (a training step, or the module's forward and backward), and where its inputs came from."""
        adapter.set_feature(ported)
        torch.manual_seed(self.plan.seed)
        if level == "step":
            step = adapter.make_train_step(ported=ported, device=device)
            return (lambda: step()), "make_train_step"
        dtype, backward = TORCH_DTYPES[self.plan.compute_dtype], self.plan.backward
        module = adapter.build_module(ported=ported, dtype=dtype, device=device)
        make_inputs, source = bench_inputs_hook(adapter)
        inputs = {
            name: value.detach().clone().requires_grad_(backward) if isinstance(value, torch.Tensor) and value.is_floating_point() else value
            for name, value in make_inputs(dtype=dtype, device=device, seed=self.plan.seed).items()
        }

        leaves = [value for value in inputs.values() if isinstance(value, torch.Tensor) and value.requires_grad]
        cotangents: list[torch.Tensor] = []

        def forward_backward() -> None:
            # Gradients set to None, not accumulated: an add over every input and weight per call is no work of the
            # port's, and it pulls a memory-bound kernel's speedup toward 1. The cotangents are made once.
            module.zero_grad(set_to_none=True)
            for leaf in leaves:
                leaf.grad = None
            outputs = [t for t in named_tensors(module(**inputs)).values() if t.requires_grad]
            if backward and outputs:
                if not cotangents:
                    cotangents.extend(torch.ones_like(t) for t in outputs)
                torch.autograd.backward(outputs, cotangents)

        return forward_backward, source

    def peak_of(self, args: argparse.Namespace, device: torch.device) -> dict[str, int] | None:
        """This process's memory over a few calls of one variant (None on the CPU), with the framework set up here."""
        adapter = self.adapter()
        adapter.setup_framework()
        try:
            with production_settings(not args.deterministic):
                ported = args.peak_of == "ported"
                return peak_memory(lambda: self.make_workload(adapter, level=args.level, ported=ported, device=device)[0], device=device, calls=self.plan.peak_calls)
        finally:
            adapter.teardown_framework()

    def memory_of_each(self, args: argparse.Namespace, device: torch.device) -> dict[str, Any]:
        """Each variant's memory read in a process of its own, so neither sees the other's modules, inputs or gradients."""
        if device.type != "cuda" or args.no_memory:
            return {"baseline": None, "ported": None}
        # The child is a one-rank run of its own: it must not join this run's process group.
        env = {name: value for name, value in os.environ.items() if name not in ("RANK", "WORLD_SIZE", "GROUP_RANK", "ROLE_RANK")}
        # The device with its index: the child joins no process group, so a bare "cuda" would put every rank's child on cuda:0.
        if device.index is None:
            device = torch.device("cuda", torch.cuda.current_device())
        options = ["--level", args.level, "--device", str(device), *(["--deterministic"] if args.deterministic else [])]
        return portval_bench.variant_processes(self.script, options, "memory", env)

    def run(self, args: argparse.Namespace) -> dict[str, Any]:
        """Set the framework up, measure both variants with a training run's settings, and return the report."""
        device = torch.device(args.device) if args.device else pick_device()
        adapter = self.adapter()
        adapter.setup_framework()
        try:
            with production_settings(not args.deterministic) as changed:
                return self.measure(args, adapter, device, changed)
        finally:
            adapter.teardown_framework()

    def measure(self, args: argparse.Namespace, adapter: Adapter, device: torch.device, settings: list[str] | tuple[str, ...] = ()) -> dict[str, Any]:
        """Time both variants with the framework already set up (by run(), or by the test session), and build the report."""
        memory = self.memory_of_each(args, device)
        baseline, inputs = self.make_workload(adapter, level=args.level, ported=False, device=device)
        ported, _ = self.make_workload(adapter, level=args.level, ported=True, device=device)
        timer = timer_for(device, flush_l2=args.flush_l2)
        variants = Variant(lambda: adapter.set_feature(False), baseline), Variant(lambda: adapter.set_feature(True), ported)
        parity = measure_parity(*variants, timer=timer, **portval_bench.parity_settings(self.plan, args))
        adapter.set_feature(False)
        ratios = {}
        if memory["baseline"] is not None:
            # Under torchrun a variant is as big as its biggest rank.
            memory = {name: {key: int(max(slowest_rank([float(value)]))) for key, value in reading.items()} for name, reading in memory.items()}
            ratios = {key: memory["ported"][key] / memory["baseline"][key] if memory["baseline"][key] > 0 else None for key in memory["baseline"]}
        memory_ratio = ratios.get("allocator_peak_bytes")
        verdict = portval_bench.memory_verdict(parity.verdict, memory_ratio, args.memory_margin)
        tokens = adapter.tokens_per_step() if args.level == "step" else None
        return {
            "feature": self.plan.feature,
            "device": str(device),
            "ranks": world_size(),
            "level": args.level,
            "timing": timer.summary(level=args.level),
            "inputs": inputs,
            "settings": list(settings) if not args.deterministic else ["deterministic (as the test session sets it)"],
            **portval_bench.parity_fields(self.plan, args, parity, verdict, tokens),
            "memory": memory,
            "peak_memory_bytes": {name: reading and reading["allocator_peak_bytes"] for name, reading in memory.items()},
            "memory_ratio": memory_ratio,
            "driver_memory_ratio": ratios.get("driver_growth_bytes"),
            "memory_margin": args.memory_margin,
            "trials": parity.trials,
        }

    @staticmethod
    def summary(report: dict[str, Any]) -> str:
        """The report in a few lines for people."""
        timing = report["timing"]
        lines = [
            (
                f"{report['feature']} on {report['device']} x {report['ranks']} rank(s) (slowest rank reported), {report['level']} level, "
                f"{len(report['trials'])} ABBA trials of {report['iterations_per_trial']} iterations; clock: {timing['clock']}"
            ),
            *portval_bench.speed_lines(report),
        ]
        if timing["host_bound"]:
            lines.append(
                f"host-bound: launching a call took the host {timing['host_launch_s_per_call'] * 1e6:.1f} us and the device ran it in "
                f"{timing['device_s_per_call'] * 1e6:.1f} us, so this times the host, not the kernels: time bigger inputs (make_bench_inputs) or the step level"
            )
        lines += portval_bench.inputs_line(report) + portval_bench.tokens_line(report)
        if report["memory_ratio"] is None:
            lines.append("peak memory: measured on GPUs only (or --no-memory)")
        else:
            driver = report["driver_memory_ratio"]
            lines.append(
                f"peak memory ratio {report['memory_ratio']:.3f} (allocator, each variant in its own process; margin {report['memory_margin']:g}); "
                f"device memory the driver saw each variant add: ratio {'n/a' if driver is None else f'{driver:.3f}'}"
            )
        lines.append(portval_bench.verdict_line(report))
        return "\n".join(lines)

    def main(self, argv: list[str] | None = None) -> int:
        """Parse, measure and print; under torchrun only rank 0 prints the report."""
        args = self.parse_args(argv)
        if not args.deterministic:
            os.environ.setdefault("PRIMUS_TURBO_AUTO_TUNE", "1")  # a training run's kernel autotuning, read when kernels are picked
        if launched_by_torchrun() or self.process_group:
            init_distributed()
        reporter = rank() == 0
        try:
            if args.peak_of:
                print(json.dumps(self.peak_of(args, torch.device(args.device) if args.device else pick_device())))
                return 0
            report = self.run(args)
        except HookNotWired as error:
            return portval_bench.unwired(error)
        finally:
            destroy_distributed()
        return portval_bench.print_report(report, args, self.summary) if reporter else portval_bench.EXIT_CODES[report["verdict"]]
