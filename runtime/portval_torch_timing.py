"""PyTorch timing for bench_parity.py: device events (or the host clock), a training run's settings, peak memory."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

import torch

import portval_parity
from portval_core import HookNotWired
from portval_parity import Parity, Variant
from portval_torch import Adapter, slowest_rank

# --- performance: interleaved A/B timing ------------------------------------------------

L2_FLUSH_BYTES = 256 * 1024 * 1024  # larger than any current GPU's L2 cache, as triton.testing.do_bench writes
BLOCKS_PER_TRIAL = 10  # a trial's calls are timed in this many blocks, one device synchronisation each
HOST_BOUND_SHARE = 0.9  # the host took this share of the device's time to launch a call: the device waited on it


class DeviceClock(NamedTuple):
    """What device timing needs, passed in so that tests can stand a fake device in: events, a sync, an L2 flush."""

    event: Callable[[], Any]  # a timing event: .record(), then .elapsed_time(later) in milliseconds once synchronised
    synchronize: Callable[[], None]
    flush: Callable[[], None] | None  # run before every timed call (outside its events), or None


def cuda_clock(device: torch.device, *, flush_l2: bool) -> DeviceClock:
    """CUDA (and ROCm/HIP) events on ``device``; with ``flush_l2``, a 256 MiB buffer zeroed before each call."""
    flush = None
    if flush_l2:
        scratch = torch.empty(L2_FLUSH_BYTES // 4, dtype=torch.int32, device=device)
        flush = scratch.zero_
    return DeviceClock(lambda: torch.cuda.Event(enable_timing=True), lambda: torch.cuda.synchronize(device), flush)


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

    def __init__(self, clock: DeviceClock, *, host_clock: Callable[[], float] = time.perf_counter, blocks: int = BLOCKS_PER_TRIAL):
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
                start.record()
                for _ in range(size):
                    work()
                end.record()
                pairs = [(start, end)]
            else:
                pairs = []
                for _ in range(size):
                    self.clock.flush()
                    start, end = self.clock.event(), self.clock.event()
                    start.record()
                    work()
                    end.record()
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

    def summary(self) -> dict[str, Any]:
        """Device and host-launch time per call, and whether the host set the pace."""
        per_call = (lambda total: total / self.calls if self.calls else None)
        return {
            "clock": "device events" + (", L2 flushed before each call" if self.clock.flush else f", {self.blocks} blocks per trial"),
            "device_s_per_call": per_call(self.device_s),
            "host_launch_s_per_call": per_call(self.host_launch_s),
            "host_bound": self.host_bound(),
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

    def summary(self) -> dict[str, Any]:
        """No device: the host's clock is the only one."""
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
