"""The end-to-end runs' scheduler: runs on the cores the test process leaves idle, never on a timed test's."""

from __future__ import annotations

import threading
import time

import pytest
from e2e.core_scheduler import CoreScheduler

WAIT = 10  # seconds any step here may take on a loaded machine


class Gate:
    """A job that says when it started and runs until opened."""

    def __init__(self, name: str, log: list[str]) -> None:
        self.name, self.log = name, log
        self.started, self.opened = threading.Event(), threading.Event()

    def __call__(self) -> str:
        self.log.append(f"start {self.name}")
        self.started.set()
        assert self.opened.wait(WAIT)
        self.log.append(f"end {self.name}")
        return self.name


@pytest.fixture
def scheduler():
    made = CoreScheduler(cores=2, workers=2)
    yield made
    made.close()


def test_before_the_end_to_end_tests_one_core_is_the_test_process_and_a_two_rank_run_waits(scheduler):
    log: list[str] = []
    first, second, ranks = Gate("first", log), Gate("second", log), Gate("ranks", log)
    futures = [scheduler.submit(1, first), scheduler.submit(2, ranks), scheduler.submit(1, second)]
    assert first.started.wait(WAIT)
    time.sleep(0.2)
    assert log == ["start first"]  # one core for runs: the second waits, and the two-rank run cannot start on one
    first.opened.set()
    assert second.started.wait(WAIT)  # the first that fits, though submitted after the two-rank run
    time.sleep(0.2)
    assert not ranks.started.is_set()
    second.opened.set()
    futures[2].result(WAIT)
    time.sleep(0.2)
    assert not ranks.started.is_set()  # still one core only
    scheduler.give_all_cores()
    assert ranks.started.wait(WAIT)
    ranks.opened.set()
    assert [f.result(WAIT) for f in futures] == ["first", "ranks", "second"]


def test_with_every_core_two_runs_go_side_by_side(scheduler):
    log: list[str] = []
    scheduler.give_all_cores()
    gates = [Gate("a", log), Gate("b", log)]
    futures = [scheduler.submit(1, gate) for gate in gates]
    assert all(gate.started.wait(WAIT) for gate in gates)
    for gate in gates:
        gate.opened.set()
    assert [f.result(WAIT) for f in futures] == ["a", "b"]


def test_a_run_needing_more_cores_than_the_machine_has_runs_alone_once_it_has_them_all(scheduler):
    scheduler.give_all_cores()
    assert scheduler.submit(8, lambda: "eight ranks").result(WAIT) == "eight ranks"


def test_a_timed_test_waits_for_its_cores_and_no_run_takes_them_until_it_ends(scheduler):
    log: list[str] = []
    scheduler.give_all_cores()
    first, second, queued = Gate("first", log), Gate("second", log), Gate("queued", log)
    scheduler.submit(1, first)
    scheduler.submit(1, second)
    last = scheduler.submit(1, queued)
    assert first.started.wait(WAIT) and second.started.wait(WAIT)
    held, release = threading.Event(), threading.Event()

    def timed_test():
        with scheduler.hold(1):
            log.append("timing")
            held.set()
            assert release.wait(WAIT)
            log.append("timed")

    tester = threading.Thread(target=timed_test)
    tester.start()
    time.sleep(0.2)
    first.opened.set()
    assert held.wait(WAIT)  # the freed core goes to the waiting timed test, not to the run queued before it
    time.sleep(0.2)
    assert not queued.started.is_set()
    second.opened.set()
    assert queued.started.wait(WAIT)  # the core the timed test does not hold runs a job beside it
    release.set()
    tester.join(WAIT)
    queued.opened.set()
    assert last.result(WAIT) == "queued"
    assert log[2:] == ["end first", "timing", "end second", "start queued", "timed", "end queued"]


def test_a_timed_test_on_two_ranks_waits_for_the_whole_machine(scheduler):
    log: list[str] = []
    scheduler.give_all_cores()
    running = Gate("running", log)
    scheduler.submit(1, running)
    assert running.started.wait(WAIT)
    held = threading.Event()

    def timed_test():
        with scheduler.hold(2):
            held.set()

    tester = threading.Thread(target=timed_test)
    tester.start()
    time.sleep(0.2)
    assert not held.is_set()
    running.opened.set()
    assert held.wait(WAIT)
    tester.join(WAIT)


def test_a_run_submitted_by_a_timed_test_is_refused(scheduler):
    with scheduler.hold(1), pytest.raises(AssertionError, match="timed test starts its own runs"):
        scheduler.submit(1, lambda: None)


def test_a_failing_run_fails_its_future_and_close_cancels_what_has_not_begun():
    scheduler = CoreScheduler(cores=2, workers=1)
    log: list[str] = []
    blocker = Gate("blocker", log)

    def broken():
        raise RuntimeError("the run broke")

    failing = scheduler.submit(1, broken)
    with pytest.raises(RuntimeError, match="the run broke"):
        failing.result(WAIT)
    scheduler.submit(1, blocker)
    never = scheduler.submit(1, lambda: log.append("never"))
    assert blocker.started.wait(WAIT)
    closer = threading.Thread(target=scheduler.close)
    closer.start()
    time.sleep(0.2)
    blocker.opened.set()
    closer.join(WAIT)
    assert never.cancelled() and log == ["start blocker", "end blocker"]


def test_a_run_the_test_process_waits_for_goes_ahead_of_the_queue(scheduler):
    log: list[str] = []
    blocker = Gate("blocker", log)
    scheduler.submit(1, blocker)
    assert blocker.started.wait(WAIT)
    later = [scheduler.submit(1, lambda name=name: log.append(name)) for name in ("queued first", "queued second")]
    wanted = scheduler.submit(1, lambda: log.append("wanted now"))
    scheduler.hurry(wanted)
    blocker.opened.set()
    for future in [wanted, *later]:
        future.result(WAIT)
    assert log == ["start blocker", "end blocker", "wanted now", "queued first", "queued second"]


def test_a_run_that_raises_any_exception_fails_its_future_and_the_worker_goes_on(scheduler):
    def skipped():
        pytest.skip("a skip is a BaseException, not an Exception")

    with pytest.raises(pytest.skip.Exception):
        scheduler.submit(1, skipped).result(WAIT)
    assert scheduler.submit(1, lambda: "next").result(WAIT) == "next"


def test_a_timed_test_that_waits_for_a_queued_run_is_refused_rather_than_waiting_for_its_own_cores(scheduler):
    log: list[str] = []
    blocker = Gate("blocker", log)
    scheduler.submit(1, blocker)
    queued = scheduler.submit(1, lambda: None)
    with scheduler.hold(0), pytest.raises(AssertionError, match="timed test waits for a queued run"):
        scheduler.hurry(queued)
    blocker.opened.set()
    queued.result(WAIT)
