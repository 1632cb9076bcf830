"""Render a scaffold, wire it like a user, and run its generated tests in a subprocess."""

from __future__ import annotations

import atexit
import itertools
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

from core_scheduler import CoreScheduler, machine_cores
from warm_pytest import WarmPytest, rank_count

REPO = Path(__file__).resolve().parents[2]
TESTS = REPO / "tests"
RENDER = REPO / "scripts" / "render.py"
# Each generated run's JUnit report gets a number of its own: runs in one scaffold may overlap (Scaffolds.start).
REPORT_NUMBERS = itertools.count()
# Seconds a generated run may take.
RUN_TIMEOUT = 600
# Generated runs at once, at most: each is one process with one thread (torchrun's, one per rank), so one at a time
# leaves all but one core idle; more than four gains little and holds a torch process's memory each.
PARALLEL_RUNS = min(4, machine_cores())


@dataclass(frozen=True)
class Outcomes:
    """What each generated test did: 'passed', 'failed', 'error' or 'skipped', with its message."""

    results: dict[str, tuple[str, str]]
    output: str
    returncode: int

    def with_outcome(self, outcome: str) -> set[str]:
        return {name for name, (got, _) in self.results.items() if got == outcome}

    @property
    def failed(self) -> set[str]:
        return self.with_outcome("failed") | self.with_outcome("error")

    def message(self, name: str) -> str:
        return self.results[name][1]


def render(facts: Path, out: Path, *extra: str) -> subprocess.CompletedProcess:
    """Run scripts/render.py as a user would."""
    return subprocess.run([sys.executable, str(RENDER), str(facts), "-o", str(out), *extra], capture_output=True, text=True, check=False)


def wire(scaffold: Path, adapter: Path) -> None:
    """Replace the generated port_adapter.py with a wired one, as the user edits it."""
    shutil.copyfile(adapter, scaffold / "port_adapter.py")


# One JAX compilation cache for every generated run of this session: a JAX scaffold's correct and broken runs
# compile mostly the same computations, and a cache keyed by the computation only ever returns the same program.
JAX_CACHE = tempfile.mkdtemp(prefix="portval-e2e-jax-cache-")
atexit.register(shutil.rmtree, JAX_CACHE, ignore_errors=True)


def toy_env(**variables: str) -> dict[str, str]:
    """The environment of a generated run: the toy framework importable, and the chosen variables."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TOYPORT_", "TOY_", "PORTVAL_"))}
    env["PYTHONPATH"] = os.pathsep.join([str(TESTS), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env["OMP_NUM_THREADS"] = "1"  # several ranks on a few cores: one thread each
    env.update(JAX_COMPILATION_CACHE_DIR=JAX_CACHE, JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS="0", JAX_PERSISTENT_CACHE_MIN_ENTRY_SIZE_BYTES="0")
    env.update(variables)
    return env


def torchrun(nproc: int) -> list[str]:
    """The command prefix that launches ``nproc`` local ranks (gloo on the CPU)."""
    return [sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc-per-node={nproc}"]


# The seeds' own generator: runs are queued from worker threads while the property-based tests draw examples, and
# hypothesis reports any use of the global random module during a draw as a strategy's.
SHUFFLE_SEEDS = random.Random()


def shuffle_seed() -> str:
    """The seed the generated tests are shuffled with: PORTVAL_E2E_SHUFFLE_SEED, else a fresh one (printed in the output)."""
    return os.environ.get("PORTVAL_E2E_SHUFFLE_SEED") or str(SHUFFLE_SEEDS.randrange(2**31))


def run_generated_tests(
    scaffold: Path, *args: str, launcher: tuple[str, ...] = (), warm: WarmPytest | None = None, **variables: str
) -> Outcomes:
    """Run pytest in the scaffold directory, in a shuffled order, and read each test's outcome from its JUnit report.

    ``launcher`` (such as ``torchrun(2)``) runs pytest under it; the report is rank 0's. The order is
    shuffled (its seed in the output's header) because no outcome may depend on which test ran first.
    ``warm`` forks the run from a process that imported torch and jax already (warm_pytest.py), and under a
    launcher each rank's run; without it, the run and each rank are fresh processes.
    """
    report = scaffold / f"report-{os.getpid()}-{next(REPORT_NUMBERS)}.xml"
    pytest_args = [
        # Plugins of the bundle's own test environment, not of a user's: they only slow each run's start.
        "-q", "-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-p", "no:typeguard",
        # The timing and the Primus-reference tests have end-to-end tests of their own.
        "-m", "not performance and not primus_reference",
        f"--portval-shuffle={shuffle_seed()}", f"--junitxml={report}", *args,
    ]
    if warm is not None and launcher:
        returncode, output = warm.run_ranks(list(launcher), scaffold, pytest_args, toy_env(**variables), timeout=RUN_TIMEOUT)
    elif warm is not None:
        returncode, output = warm.run(scaffold, pytest_args, toy_env(**variables), timeout=RUN_TIMEOUT)
    stopped = warm is not None and not launcher and returncode == -signal.SIGALRM and not report.exists()
    if stopped:
        # A forked run its alarm stopped: the warm server holds a native thread of torch's and jax's imports, and a fork
        # can inherit a lock that thread held. Once in a full run of the suite a forked JAX scaffold waited on such a
        # lock. The run is repeated in a fresh process below, where a real hang hangs again and fails.
        warm = None
    if warm is None:
        python = [*launcher, "-m", "pytest"] if launcher else [sys.executable, "-m", "pytest"]
        completed = subprocess.run(
            [*python, *pytest_args], cwd=scaffold, env=toy_env(**variables), capture_output=True, text=True, timeout=RUN_TIMEOUT, check=False
        )
        returncode, output = completed.returncode, completed.stdout + completed.stderr
        if stopped:
            output = f"(a forked run was stopped by its alarm; this is its repeat in a fresh process)\n{output}"
    if not report.exists():
        raise AssertionError(f"pytest wrote no report (exit {returncode}):\n{output}")
    results: dict[str, tuple[str, str]] = {}
    for case in ElementTree.parse(report).getroot().iter("testcase"):
        name = f"{case.get('classname', '').rsplit('.', 1)[-1]}::{case.get('name')}"
        outcome, message = "passed", ""
        for kind in ("failure", "error", "skipped"):
            element = case.find(kind)
            if element is not None:
                outcome = {"failure": "failed"}.get(kind, kind)
                message = (element.get("message") or "") + "\n" + (element.text or "")
                break
        results[name] = (outcome, message)
    return Outcomes(results, output, returncode)


def wired_scaffold(feature, out: Path) -> Path:
    """``feature``'s scaffold rendered into ``out`` and wired with its adapter, as a user would."""
    completed = render(feature.facts, out)
    assert completed.returncode == 0, completed.stderr
    wire(out, feature.adapter)
    return out


class Scaffolds:
    """The session's rendered scaffolds and generated-test runs, each made once however many tests ask for it.

    A scaffold is keyed by its facts and adapter (two features with the same
    facts and adapter, which differ only in the environment they run in, share
    one); a run by its scaffold, launcher, pytest arguments and environment.
    ``start`` queues a run for the cores the test process leaves idle
    (core_scheduler.py), ``run`` waits for it, and ``hold`` keeps cores for a
    timed test. A test that changes files in a scaffold must put them
    back before it ends.
    """

    def __init__(self, root: Path) -> None:
        self.root = root
        self._made: dict[tuple[Path, Path | None], Path] = {}
        self._runs: dict[tuple, Future[Outcomes]] = {}
        self._scheduler = CoreScheduler(machine_cores(), workers=PARALLEL_RUNS)
        # One warm pytest server per worker thread of the scheduler, started by its first run (warm_pytest.py), and one
        # for the runs a test makes itself (run_here, script).
        self._warm = threading.local()
        self._servers: list[WarmPytest] = []
        self._test_server: WarmPytest | None = None

    def _rendered(self, facts: Path, adapter: Path | None) -> Path:
        key = (facts, adapter)
        if key not in self._made:
            out = self.root / f"{facts.stem}-{'wired' if adapter else 'unwired'}"
            completed = render(facts, out)
            assert completed.returncode == 0, completed.stderr
            if adapter is not None:
                wire(out, adapter)
            self._made[key] = out
        return self._made[key]

    def wired(self, feature) -> Path:
        """``feature``'s scaffold, rendered and wired with its adapter as a user would."""
        return self._rendered(feature.facts, feature.adapter)

    def unwired(self, facts: Path) -> Path:
        """The scaffold of ``facts`` as rendered, its generated port_adapter.py untouched."""
        return self._rendered(facts, None)

    def start(self, feature, *args: str, launcher: tuple[str, ...] = (), **variables: str) -> Future[Outcomes]:
        """Begin ``run_generated_tests`` on ``feature``'s wired scaffold, unless the same run was begun already."""
        key = (feature.facts, feature.adapter, launcher, args, tuple(sorted(variables.items())))
        if key not in self._runs or self._runs[key].cancelled():
            scaffold = self.wired(feature)  # rendered here, in the calling thread, once
            self._runs[key] = self._scheduler.submit(rank_count(launcher), lambda: self._run(scaffold, args, launcher, variables))
        return self._runs[key]

    def _run(self, scaffold: Path, args: tuple[str, ...], launcher: tuple[str, ...], variables: dict[str, str]) -> Outcomes:
        """In a worker thread: the run, or each of its ranks under a launcher, forked from the thread's warm server."""
        if not hasattr(self._warm, "server") or not self._warm.server.usable:  # a server that lost an answer is replaced
            self._warm.server = WarmPytest(toy_env())
            self._servers.append(self._warm.server)
        return run_generated_tests(scaffold, *args, launcher=launcher, warm=self._warm.server, **variables)

    def run(self, feature, *args: str, launcher: tuple[str, ...] = (), **variables: str) -> Outcomes:
        """The outcomes of that run: a run asked for again is answered from the first."""
        return self._outcomes(self.start(feature, *args, launcher=launcher, **variables))

    def _outcomes(self, run: Future[Outcomes]) -> Outcomes:
        """Wait for ``run``, which goes ahead of the runs queued for later tests."""
        self._scheduler.hurry(run)
        return run.result()

    def run_here(self, scaffold: Path, *args: str, launcher: tuple[str, ...] = (), **variables: str) -> Outcomes:
        """``run_generated_tests`` in ``scaffold``, made by the test itself now rather than queued (a timed test's run,
        or one in a scaffold it changed), forked from the test process's warm server (each rank, under ``launcher``)."""
        return run_generated_tests(scaffold, *args, launcher=launcher, warm=self._server_of_the_test(), **variables)

    def script(self, scaffold: Path, script: str, *args: str, **variables: str) -> subprocess.CompletedProcess:
        """``python SCRIPT *args`` in ``scaffold`` with ``toy_env(**variables)``, made by the test itself now, forked from
        the test process's warm server: exit status, stdout and stderr, as ``subprocess.run`` gives them."""
        return self._server_of_the_test().run_script(scaffold, script, list(args), toy_env(**variables), timeout=RUN_TIMEOUT)

    def _server_of_the_test(self) -> WarmPytest:
        if self._test_server is None or not self._test_server.usable:
            self._test_server = WarmPytest(toy_env())
            self._servers.append(self._test_server)
        return self._test_server

    def start_port(self, feature, broken=None, *, launcher: tuple[str, ...] = ()) -> Future[Outcomes]:
        """Begin the run of ``feature``'s correct port, every generated test, or of ``broken``: the tests its checks read.

        A broken port's run selects the generated tests ``assert_caught`` reads
        (the catcher, the others expected to fail, the checks it must not
        disturb), still shuffled and with the whole conftest: the assertions are
        the same as on a run of every test, at a fraction of the cost (a JAX
        scaffold compiles each test's functions again after every switch).
        ``tests/e2e/mutation_matrix.py`` runs every test of every port for the README.
        """
        if broken is None:
            return self.start(feature, launcher=launcher, **feature.variables)
        return self.start(feature, *node_ids(tests_read_by(broken)), launcher=launcher, TOYPORT_BUG=broken.bug, **feature.variables)

    def run_port(self, feature, broken=None, *, launcher: tuple[str, ...] = ()) -> Outcomes:
        """The outcomes of ``start_port``'s run."""
        return self._outcomes(self.start_port(feature, broken, launcher=launcher))

    def give_all_cores(self) -> None:
        """The end-to-end tests have begun: the test process mostly waits for runs, so they get its core too."""
        self._scheduler.give_all_cores()

    def hold(self, cores: int):
        """A context holding ``cores`` cores that no generated run takes (for a test that times something on them)."""
        return self._scheduler.hold(cores)

    def close(self) -> None:
        """Drop the runs not begun, wait for those under way, and stop the warm servers."""
        self._scheduler.close()
        for server in self._servers:
            server.close()


def tests_read_by(broken) -> frozenset[str]:
    """The generated tests whose outcomes ``assert_caught`` reads for ``broken``."""
    return frozenset({broken.catcher}) | broken.also_failing | broken.must_pass


def node_ids(names: frozenset[str]) -> tuple[str, ...]:
    """Pytest node ids, in a fixed order, of generated tests named as in ``Outcomes`` ("test_correctness::test_x[id]")."""
    return tuple(sorted(name.replace("::", ".py::", 1) for name in names))


def assert_every_test_passes(outcomes: Outcomes, feature) -> None:
    """The correct port: exactly the feature's generated tests ran, every one passed, and the expected ones skipped."""
    assert set(outcomes.results) == feature.every_test | feature.skipped, outcomes.output
    assert outcomes.with_outcome("skipped") == feature.skipped, outcomes.output
    assert outcomes.with_outcome("passed") == feature.every_test, outcomes.output


def assert_caught(outcomes: Outcomes, broken) -> None:
    """A broken port: its catcher failed saying why, the expected others failed, and the checks it must not disturb passed."""
    assert {broken.catcher} | broken.also_failing <= outcomes.failed, f"{broken.bug}: expected {broken.catcher} to fail\n{outcomes.output}"
    assert broken.words in outcomes.message(broken.catcher), outcomes.message(broken.catcher)
    assert broken.must_pass <= outcomes.with_outcome("passed"), f"{broken.bug}: expected {sorted(broken.must_pass)} to pass\n{outcomes.output}"
