"""Make scaffold_runner importable from the end-to-end tests, and give them one set of rendered scaffolds and runs.

The end-to-end tests run last. A test module may define
``start_runs(scaffolds, items)``: when the session starts, it is called with
the module's selected tests, queues their generated runs (``Scaffolds.start``)
and returns the tests that wait for them. The runs go on on the cores the rest
of the suite leaves idle (core_scheduler.py); the tests that wait for them run
last, and take their outcomes in order. A test that times something is marked
``timed(cores=N)``: N cores are its own while it runs.
"""

import contextlib
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from scaffold_runner import Scaffolds

SCAFFOLDS = pytest.StashKey[Scaffolds]()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "timed(cores): the test times something on that many cores; no generated run takes them meanwhile")


def _is_end_to_end(item: pytest.Item) -> bool:
    return HERE in item.path.parents


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The end-to-end tests last, in their order: their runs go on in the background while the others run."""
    items.sort(key=_is_end_to_end)


@pytest.hookimpl(wrapper=True)
def pytest_runtestloop(session: pytest.Session):
    """Queue every end-to-end module's generated runs as the session starts; stop them when it ends."""
    end_to_end = [item for item in session.items if _is_end_to_end(item)]
    if session.config.option.collectonly or not end_to_end:
        return (yield)
    root = Path(tempfile.mkdtemp(prefix="portval-e2e-scaffolds-"))
    scaffolds = session.stash[SCAFFOLDS] = Scaffolds(root)
    try:
        modules = dict.fromkeys(item.module for item in end_to_end if hasattr(item, "module"))
        waiting: set[pytest.Item] = set()
        for module in modules:
            if hasattr(module, "start_runs"):
                # A scaffold that fails to render here (scaffold_runner asserts the render) fails again in each test
                # that needs it, and is reported there.
                with contextlib.suppress(AssertionError):
                    waiting.update(module.start_runs(scaffolds, [item for item in end_to_end if getattr(item, "module", None) is module]))
        # The tests that only wait for those runs go last: the end-to-end tests that work in the test process (renders,
        # runs of their own, timed benchmarks) go on beside the queue instead of after it. The timed ones go first,
        # while one-process runs are left in the queue to use the cores they do not hold (a two-rank run needs both).
        session.items.sort(key=lambda item: (_is_end_to_end(item), item in waiting, item.get_closest_marker("timed") is None))
        return (yield)
    finally:
        scaffolds.close()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def scaffolds(request) -> Scaffolds:
    """Every feature's scaffold rendered once for the session, and each identical generated-test run made once."""
    return request.session.stash[SCAFFOLDS]


@pytest.fixture(scope="session", autouse=True)
def end_to_end_tests_begun(request):
    """From the first end-to-end test on, the test process mostly waits for generated runs: they get its core."""
    if SCAFFOLDS in request.session.stash:
        request.session.stash[SCAFFOLDS].give_all_cores()


@pytest.fixture(autouse=True)
def cores_of_a_timed_test(request):
    """A test marked ``timed(cores=N)`` holds N cores while it runs: no generated run takes them."""
    marker = request.node.get_closest_marker("timed")
    if marker is None:
        yield
        return
    with request.getfixturevalue("scaffolds").hold(marker.kwargs["cores"]):
        yield
