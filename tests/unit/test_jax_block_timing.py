"""The JAX runtime's timer (runtime/portval_jax_timing.py): blocks of calls, one wait for the device per block."""

from __future__ import annotations

import importlib.util
import sys

import pytest
from helpers import REPO

pytest.importorskip("jax", reason="the JAX runtime's tests need jax (requirements-dev.txt installs it)")


@pytest.fixture(scope="module")
def checks():
    core = REPO / "runtime"
    sys.path.insert(0, str(core))  # the timing imports portval_jax and the shared modules, as in a scaffold
    try:
        spec = importlib.util.spec_from_file_location("portval_jax_timing_under_test", REPO / "runtime" / "portval_jax_timing.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.path.remove(str(core))


def test_each_block_of_calls_is_waited_for_once_and_timed_as_a_whole(checks):
    now = [0.0]
    waited = []
    calls = []

    def work():
        now[0] += 3e-4  # dispatch returns at once; the fake clock stands for the device finishing
        calls.append(len(calls) + 1)
        return calls[-1]

    timer = checks.BlockTimer(clock=lambda: now[0], wait=waited.append, blocks=3)
    samples = timer(work, 10)
    # Blocks of 3, 3 and 4 calls, each waited for once on its last call's output (the only one kept alive).
    assert waited == [3, 6, 10] and timer.waits == 3
    assert samples == pytest.approx([3e-4] * 3)
    assert "block_until_ready" in timer.summary()["clock"]


def test_bench_inputs_fall_back_to_make_inputs_when_the_hook_is_absent(checks):
    import types

    adapter = checks.Adapter(types.SimpleNamespace(make_inputs=lambda **kw: {"x": 1}), {"make_bench_inputs": "not wired"})
    assert checks.bench_inputs_hook(adapter)[1] == "make_inputs"


def test_each_variants_memory_is_read_before_this_process_touches_the_device(checks, monkeypatch):
    # JAX preallocates most of a GPU's memory on its first operation: memory processes started after the timing
    # would each get what this process left.
    import argparse
    import types

    order = []

    class Stop(Exception):
        pass

    def adapter(*args, **kwargs):
        order.append("adapter built")
        raise Stop

    monkeypatch.setattr(checks.portval_bench, "variant_processes", lambda *args: order.append("memory processes") or {"baseline": 1, "ported": 1})
    monkeypatch.setitem(sys.modules, "port_adapter", types.ModuleType("port_adapter"))
    monkeypatch.setattr(checks, "Adapter", adapter)
    bench = checks.JaxBench.__new__(checks.JaxBench)
    bench.script, bench.unwired = "bench_parity.py", {}
    with pytest.raises(Stop):
        bench.run(argparse.Namespace(no_memory=False, level="op", deterministic=False))
    assert order == ["memory processes", "adapter built"]
