"""Generated runs on the cores the test process leaves idle.

The end-to-end modules' generated runs start with the session
(tests/e2e/conftest.py) and run in the background while the rest of the
suite runs. Until the end-to-end tests begin, the test process keeps one core
busy, so runs use the others, and a run that needs more (torchrun's ranks)
waits; once they begin, the test process mostly waits for runs and they get
every core. A test that times something holds the cores it times on: it
begins once that many are free, and no run takes them until it ends (a
timed process needs a core to itself, not an idle machine: its trials
alternate the two variants, so a neighbour's load falls on both).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any


def machine_cores() -> int:
    """The cores this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


@dataclass
class _Job:
    cores: int
    call: Callable[[], Any]
    future: Future = field(default_factory=Future)


class CoreScheduler:
    """Runs jobs on worker threads, each job holding the cores its processes keep busy.

    A job starts when its cores are free, in the order jobs were submitted
    among those that fit, except one the test process waits for (``hurry``);
    a job needing more cores than the machine has runs alone.
    ``give_all_cores`` hands over the test process's core, ``hold`` keeps
    cores for a timed test, ``close`` drops the jobs not begun and waits for
    the rest.
    """

    def __init__(self, cores: int, workers: int) -> None:
        self._cores = cores
        self._free = max(1, cores - 1)  # one core is the test process's until give_all_cores
        self._gave_all = False
        self._holders = 0  # timed tests waiting for cores or holding them
        self._waiting = 0  # timed tests waiting for cores: no job starts meanwhile
        self._closed = False
        self._pending: list[_Job] = []
        self._changed = threading.Condition()
        self._workers = [threading.Thread(target=self._work, name=f"generated-run-{i}", daemon=True) for i in range(workers)]
        for worker in self._workers:
            worker.start()

    def submit(self, cores: int, call: Callable[[], Any]) -> Future:
        """``call()`` on a worker once ``cores`` cores are free: its future."""
        job = _Job(min(cores, self._cores), call)
        with self._changed:
            assert not self._holders, "a timed test starts its own runs, on the cores it holds, not the scheduler's"
            assert not self._closed, "the scheduler is closed"
            self._pending.append(job)
            self._changed.notify_all()
        return job.future

    def hurry(self, future: Future) -> None:
        """The test process waits for this job now: if it has not begun, it is the next to begin."""
        with self._changed:
            # A timed test would wait for cores it holds itself: it runs what it needs on them (Scaffolds.run_here).
            assert not (self._holders and not future.done()), "a timed test waits for a queued run: it would wait for its own cores"
            job = next((j for j in self._pending if j.future is future), None)
            if job is not None:
                self._pending.remove(job)
                self._pending.insert(0, job)

    def give_all_cores(self) -> None:
        """The test process now mostly waits for runs: its core goes to them (once)."""
        with self._changed:
            if not self._gave_all and self._cores > 1:
                self._gave_all = True
                self._free += 1
                self._changed.notify_all()

    @contextmanager
    def hold(self, cores: int) -> Iterator[None]:
        """``cores`` cores kept for the block (a timed test); jobs run on the others.

        No job starts while the block waits for its cores, so a stream of small jobs cannot keep it waiting.
        """
        cores = min(cores, self._cores)
        with self._changed:
            self._holders += 1
            self._waiting += 1
            try:
                self._changed.wait_for(lambda: self._free >= cores)
            except BaseException:  # interrupted while waiting: jobs may start again
                self._holders -= 1
                raise
            finally:
                self._waiting -= 1
                self._changed.notify_all()  # workers that saw it waiting may take the cores it leaves
            self._free -= cores
        try:
            yield
        finally:
            with self._changed:
                self._free += cores
                self._holders -= 1
                self._changed.notify_all()

    def close(self) -> None:
        """Cancel the jobs not begun, wait for those under way, and stop the workers."""
        with self._changed:
            self._closed = True
            for job in self._pending:
                job.future.cancel()
            self._pending.clear()
            self._changed.notify_all()
        for worker in self._workers:
            worker.join()

    def _next_job(self) -> _Job | None:
        """Under the lock: the first pending job that fits now, taken off the queue with its cores; None to stop."""
        while True:
            self._pending = [job for job in self._pending if not job.future.cancelled()]
            if self._closed and not self._pending:
                return None
            job = None if self._waiting else next((j for j in self._pending if j.cores <= self._free), None)
            if job is not None:
                self._pending.remove(job)
                self._free -= job.cores
                return job
            self._changed.wait()

    def _work(self) -> None:
        while True:
            with self._changed:
                job = self._next_job()
            if job is None:
                return
            try:
                if job.future.set_running_or_notify_cancel():
                    try:
                        job.future.set_result(job.call())
                    except BaseException as error:  # noqa: BLE001 - the test that waits for the run reports it, whatever it is
                        job.future.set_exception(error)
            finally:
                with self._changed:
                    self._free += job.cores
                    self._changed.notify_all()
