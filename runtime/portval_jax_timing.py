"""JAX timing for bench_parity.py: blocks of calls waited for once, the A/B parity, the device's peak memory."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import jax

import portval_parity
from portval_core import HookNotWired
from portval_parity import Parity, Variant

# --- performance --------------------------------------------------------------------


BLOCKS_PER_TRIAL = 10  # a trial's calls are timed in this many blocks, one wait for the device each


class BlockTimer:
    """``timer(work, n)`` for measure_parity: blocks of calls, each block waited for once with block_until_ready.

    JAX dispatches asynchronously, so waiting after every call would time the
    host's round trip too; a block of calls keeps the device busy and one
    wait at its end (torch.utils.benchmark's blocked timing) gives the
    block's time, of which each call's share is one sample.
    """

    def __init__(self, clock: Callable[[], float] = time.perf_counter, wait: Callable[[object], object] = jax.block_until_ready, blocks: int = BLOCKS_PER_TRIAL):
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
            results = [work() for _ in range(size)]
            self.wait(results)
            self.waits += 1
            samples.append((self.clock() - start) / size)
        return samples

    def summary(self) -> dict[str, Any]:
        """The clock used."""
        return {"clock": f"host perf_counter around {self.blocks} blocks per trial, one block_until_ready each"}


def measure_parity(baseline: Variant, ported: Variant, **settings: Any) -> Parity:
    """portval_parity.measure_parity with a BlockTimer (one process: no other rank to wait for)."""
    return portval_parity.measure_parity(baseline, ported, **settings)


def bench_inputs_hook(adapter: Any) -> tuple[Callable[..., dict[str, Any]], str]:
    """port_adapter.make_bench_inputs (production shapes) when the adapter has it, else make_inputs, with its name."""
    try:
        return adapter.make_bench_inputs, "make_bench_inputs"
    except (AttributeError, HookNotWired):  # absent: the hook is optional, and the report names make_inputs
        return adapter.make_inputs, "make_inputs"


def peak_bytes() -> int | None:
    """The device's peak bytes in use since the process started (it never resets), or None when the backend keeps no stats."""
    stats = jax.devices()[0].memory_stats()
    return int(stats["peak_bytes_in_use"]) if stats and "peak_bytes_in_use" in stats else None
