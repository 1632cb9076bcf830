"""The GPU path of the performance tier, with the device faked on the CPU (runtime/portval_torch_timing.py).

A fake clock stands in for the device: events read it when recorded, work
advances it, synchronisation and the L2 flush are counted. So the tests pin
what is timed and how often the host waits, without a GPU.
"""

from __future__ import annotations

import importlib.util
import statistics
import sys
import types

import pytest
import torch
from helpers import PORTVAL_CORE, PORTVAL_TORCH_TIMING


@pytest.fixture(scope="module")
def checks():
    sys.path.insert(0, str(PORTVAL_CORE.parent))  # the timing imports the other runtime modules, as in a scaffold
    try:
        spec = importlib.util.spec_from_file_location("portval_checks_timing_under_test", PORTVAL_TORCH_TIMING)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.path.remove(str(PORTVAL_CORE.parent))


class FakeDevice:
    """A device clock in seconds: kernels advance it; the host's clock advances by a fixed launch cost per call."""

    def __init__(self, launch_s: float = 1e-6, flush_s: float = 5e-6):
        self.device_now = 0.0
        self.host_now = 0.0
        self.launch_s, self.flush_s = launch_s, flush_s
        self.log: list[str] = []
        self.streams: list[tuple] = []  # what each event was recorded on

    def kernel(self, seconds: float):
        def work():
            self.host_now += self.launch_s
            self.device_now += seconds
            self.log.append("call")

        return work

    def event(self):
        device = self

        class Event:
            def record(self, *on):
                self.at = device.device_now
                device.log.append("record")
                device.streams.append(on)

            def elapsed_time(self, later):
                return (later.at - self.at) * 1e3  # milliseconds, as torch.cuda.Event gives

        return Event()

    def synchronize(self):
        self.host_now = max(self.host_now, self.device_now)  # the host waits for the device's queue to drain
        self.log.append("sync")

    def flush(self):
        self.device_now += self.flush_s  # zeroing the scratch buffer takes device time, outside the events
        self.log.append("flush")


def test_blocks_of_calls_are_timed_by_one_event_pair_and_one_sync_each(checks):
    device = FakeDevice()
    timer = checks.DeviceTimer(checks.DeviceClock(device.event, device.synchronize, None), host_clock=lambda: device.host_now, blocks=4)
    samples = timer(device.kernel(2e-3), 10)
    assert samples == pytest.approx([2e-3] * 4)  # one per-call sample per block
    assert device.log.count("sync") == 4 and device.log.count("call") == 10 and device.log.count("record") == 8
    assert timer.synchronizations == 4
    assert device.log[:5] == ["record", "call", "call", "record", "sync"]  # 10 calls in blocks of 2, 2, 3, 3


def test_with_a_flush_each_call_has_its_own_events_and_the_flush_is_not_timed(checks):
    device = FakeDevice()
    timer = checks.DeviceTimer(checks.DeviceClock(device.event, device.synchronize, device.flush), host_clock=lambda: device.host_now, blocks=2)
    samples = timer(device.kernel(1e-4), 6)
    assert samples == pytest.approx([1e-4] * 6)
    assert device.log.count("sync") == 2 and device.log.count("flush") == 6
    assert device.log[:4] == ["flush", "record", "call", "record"]
    assert timer.summary()["host_bound"] is False


def test_a_kernel_faster_than_its_launch_is_reported_host_bound(checks):
    device = FakeDevice(launch_s=10e-6)
    timer = checks.DeviceTimer(checks.DeviceClock(device.event, device.synchronize, None), host_clock=lambda: device.host_now)
    timer(device.kernel(2e-6), 50)
    summary = timer.summary()
    assert summary["host_bound"] is True
    assert summary["device_s_per_call"] == pytest.approx(2e-6) and summary["host_launch_s_per_call"] == pytest.approx(10e-6)
    quick_launch = FakeDevice(launch_s=1e-6)
    busy = checks.DeviceTimer(checks.DeviceClock(quick_launch.event, quick_launch.synchronize, None), host_clock=lambda: quick_launch.host_now)
    busy(quick_launch.kernel(1e-3), 50)
    assert busy.summary()["host_bound"] is False


def test_a_two_times_slower_microsecond_kernel_fails_on_device_time_though_launches_dominate(checks):
    # The host takes 20 us to launch either kernel; the device runs them in 2 and 4 us. Host timing would read parity.
    device = FakeDevice(launch_s=20e-6)
    timer = checks.DeviceTimer(checks.DeviceClock(device.event, device.synchronize, None), host_clock=lambda: device.host_now)
    baseline, ported = device.kernel(2e-6), device.kernel(4e-6)
    parity = checks.portval_parity.measure_parity(
        checks.Variant(lambda: None, baseline),
        checks.Variant(lambda: None, ported),
        trials=10, max_trials=20, warmup=1, budget=1e-3, margin=0.95, confidence=0.95, timer=timer,
    )
    assert parity.speedup == pytest.approx(0.5) and parity.verdict == "fail"
    assert timer.summary()["host_bound"] is True


def test_a_training_step_that_waits_for_its_loss_is_never_called_host_bound(checks):
    # float(loss) waits for the device inside the launch window: the host's time equals the device's.
    device = FakeDevice(launch_s=0.0)
    step = device.kernel(1e-3)

    def waits_for_its_loss():
        step()
        device.host_now = device.device_now

    timer = checks.DeviceTimer(checks.DeviceClock(device.event, device.synchronize, None), host_clock=lambda: device.host_now)
    timer(waits_for_its_loss, 20)
    assert timer.summary()["host_bound"] is True  # what op level would say of such a call
    assert timer.summary(level="step")["host_bound"] is None


def test_events_are_recorded_on_the_stream_of_the_timed_device(checks, monkeypatch):
    # torch.cuda.Event.record() without a stream uses the current device's: cuda:0's under torchrun's set_device
    # or with --device cuda:1, where it would time an idle stream.
    monkeypatch.setattr(checks.torch.cuda, "current_stream", lambda device: f"stream of {device}")
    clock = checks.cuda_clock(checks.torch.device("cuda", 1), flush_l2=False)
    assert clock.on == ("stream of cuda:1",)
    device = FakeDevice()
    timer = checks.DeviceTimer(clock._replace(event=device.event, synchronize=device.synchronize), host_clock=lambda: device.host_now, blocks=2)
    timer(device.kernel(1e-3), 4)
    assert device.streams == [("stream of cuda:1",)] * 4  # a pair of events per block


def test_calibration_of_a_microsecond_kernel_stops_near_half_the_budget(checks):
    # Block samples are per-call times: counted as one call each, the doubling ran to 2**25 calls here
    # (and, with a 20 ms budget on a GPU, past any end).
    device = FakeDevice()
    timer = checks.DeviceTimer(checks.DeviceClock(device.event, device.synchronize, None), host_clock=lambda: device.host_now)
    per_call = checks.portval_parity.calibrate(
        checks.Variant(lambda: None, device.kernel(2e-6)), timer, warmup=1, budget=1e-3, wall_clock=lambda: device.host_now
    )
    assert per_call == pytest.approx(2e-6)
    # Doubling batches up to half the budget: at most the budget's worth of calls, plus the warmup.
    assert device.log.count("call") <= 1e-3 / 2e-6 + 1


def test_with_an_l2_flush_a_trial_lasts_its_budget_on_the_wall(checks):
    # Zeroing the L2 scratch takes 50 us before each 2 us call. Sized on the events alone, a 20 ms trial
    # would make 10,000 calls and last 26 times its budget; sized on the wall, about 380 calls.
    device = FakeDevice(flush_s=50e-6)
    timer = checks.DeviceTimer(checks.DeviceClock(device.event, device.synchronize, device.flush), host_clock=lambda: device.host_now)
    parity = checks.portval_parity.measure_parity(
        checks.Variant(lambda: None, device.kernel(2e-6)),
        checks.Variant(lambda: None, device.kernel(2e-6)),
        trials=6, max_trials=6, warmup=1, budget=0.02, margin=0.95, confidence=0.95, timer=timer,
        wall_clock=lambda: device.host_now,
    )
    call_on_the_wall = 2e-6 + 50e-6 + 1e-6  # the kernel, the flush before it, its launch
    assert 0.5 * 0.02 <= parity.iterations * call_on_the_wall <= 1.2 * 0.02
    assert [statistics.median(t["baseline_samples"]) for t in parity.trials] == pytest.approx([2e-6] * 6)  # still kernel time


def test_every_rank_stops_calibrating_at_the_slowest_ranks_doubling(checks):
    # Two ranks timing a step that holds a collective: each must make as many calls as the other, or one waits
    # in the next variant's all-reduce for the other still calibrating. The slower rank runs 2 ms a call.
    def calls_made(kernel_s: float, slowest) -> int:
        device = FakeDevice()
        timer = checks.DeviceTimer(checks.DeviceClock(device.event, device.synchronize, None), host_clock=lambda: device.host_now)
        checks.portval_parity.calibrate(
            checks.Variant(lambda: None, device.kernel(kernel_s)), timer, warmup=1, budget=0.2, slowest=slowest, wall_clock=lambda: device.host_now
        )
        return device.log.count("call")

    agreed = [0.0]

    def slowest(spent: list[float]) -> list[float]:
        """What slowest_rank would gather: the other rank spent twice this rank's time on the same batch."""
        agreed[0] = max(spent[0], agreed[0] + 2 * (spent[0] - agreed[0]))
        return [agreed[0]]

    slower_rank = calls_made(2e-3, list)
    faster_rank = calls_made(1e-3, slowest)
    assert calls_made(1e-3, list) > slower_rank  # alone, the faster rank would make more calls
    assert faster_rank == slower_rank


class FakeCuda:
    """torch.cuda's memory readings: the driver sees the allocator's reservations plus a workspace outside it."""

    def __init__(self):
        self.allocated = self.peak = 0
        self.outside = 0
        self.total = 80 * 2**30
        self.resets = 0

    def mem_get_info(self, device):
        return self.total - (self.allocated + self.outside + 2**30), self.total  # 1 GiB: the context and other processes

    def synchronize(self, device):
        pass

    def reset_peak_memory_stats(self, device):
        self.resets += 1
        self.peak = self.allocated

    def max_memory_allocated(self, device):
        return self.peak

    def max_memory_reserved(self, device):
        return self.peak

    def allocate(self, nbytes, outside=0):
        self.allocated += nbytes
        self.outside += outside
        self.peak = max(self.peak, self.allocated)


def test_memory_reads_the_allocator_peak_and_the_driver_growth_outside_the_allocator(checks):
    cuda = FakeCuda()

    def build():
        cuda.allocate(100, outside=4096)  # weights, and a communication buffer the allocator never sees

        def work():
            cuda.allocate(50)
            cuda.allocated -= 50

        return work

    reading = checks.peak_memory(build, device=torch.device("cuda", 0), calls=3, cuda=cuda)
    assert reading == {"allocator_peak_bytes": 150, "allocator_reserved_peak_bytes": 150, "driver_growth_bytes": 100 + 4096}
    assert cuda.resets == 1
    assert checks.peak_memory(build, device=torch.device("cpu"), calls=3, cuda=cuda) is None


def test_bench_inputs_come_from_make_bench_inputs_when_the_adapter_has_it(checks):
    plain = checks.Adapter(types.SimpleNamespace(make_inputs=lambda **kw: {"x": 1}), {"make_bench_inputs": "not wired"}, ())
    hook, name = checks.bench_inputs_hook(plain)
    assert name == "make_inputs" and hook(dtype=None, device=None, seed=0) == {"x": 1}
    big = checks.Adapter(types.SimpleNamespace(make_inputs=lambda **kw: {"x": 1}, make_bench_inputs=lambda **kw: {"x": 2}), {}, ())
    hook, name = checks.bench_inputs_hook(big)
    assert name == "make_bench_inputs" and hook(dtype=None, device=None, seed=0) == {"x": 2}


def test_production_settings_turn_determinism_off_and_autotuning_on_and_restore_them(checks):
    torch.use_deterministic_algorithms(True, warn_only=True)
    try:
        with checks.production_settings() as changed:
            assert not torch.are_deterministic_algorithms_enabled() and torch.backends.cudnn.benchmark
            assert "torch.use_deterministic_algorithms(False)" in changed
        assert torch.are_deterministic_algorithms_enabled() and torch.is_deterministic_algorithms_warn_only_enabled()
        assert not torch.backends.cudnn.benchmark
        with checks.production_settings(False) as changed:
            assert changed == [] and torch.are_deterministic_algorithms_enabled()
    finally:
        torch.use_deterministic_algorithms(False)


def test_an_op_level_call_starts_from_no_gradient_and_reuses_its_cotangents(checks, monkeypatch):
    # Accumulating into the inputs' .grad adds a pass over every input per call: work of neither variant.
    import types

    class Seen(torch.nn.Linear):
        def forward(self, input):
            self.input = input  # the timed input, as make_workload made it
            return super().forward(input)

    class Port:
        def set_feature(self, enabled):
            pass

        def build_module(self, *, ported, dtype, device):
            return module

        def make_inputs(self, *, dtype, device, seed):
            return {"input": torch.randn(4, 8, dtype=dtype)}

    module = Seen(8, 8)
    bench = checks.TorchBench.__new__(checks.TorchBench)
    bench.plan = types.SimpleNamespace(seed=0, compute_dtype="fp32", backward=True)
    work, _ = bench.make_workload(Port(), level="op", ported=False, device=torch.device("cpu"))
    made = []
    ones_like = torch.ones_like
    monkeypatch.setattr(torch, "ones_like", lambda t: made.append(t.shape) or ones_like(t))
    work()
    after_one = module.input.grad.clone()
    work()
    assert torch.equal(module.input.grad, after_one)  # set anew, not summed over the two calls
    assert made == [torch.Size([4, 8])]  # the cotangent made once


def test_each_ranks_memory_process_is_told_the_device_index(checks, monkeypatch):
    # The memory process joins no process group: "--device cuda" would put every rank's on cuda:0.
    import argparse

    told = []
    monkeypatch.setattr(checks.torch.cuda, "current_device", lambda: 3)
    monkeypatch.setattr(checks.portval_bench, "variant_processes", lambda script, options, *rest: told.append(options) or {})
    bench = checks.TorchBench.__new__(checks.TorchBench)
    bench.script = "bench_parity.py"
    bench.memory_of_each(argparse.Namespace(no_memory=False, level="op", deterministic=False), torch.device("cuda"))
    assert told == [["--level", "op", "--device", "cuda:3"]]
