"""Make scaffold_runner importable from the end-to-end tests, and give them one set of rendered scaffolds and runs.

A test module may define ``start_runs(scaffolds, items)``: called with the
module's selected tests before the first of them, it starts their generated
runs (``Scaffolds.start``), so they run side by side on the machine's cores
while the tests take their outcomes in order. When the module ends, no run it
started is still going: the next module may time a benchmark.
"""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from scaffold_runner import Scaffolds


@pytest.fixture(scope="session")
def scaffolds(tmp_path_factory):
    """Every feature's scaffold rendered once for the session, and each identical generated-test run made once."""
    made = Scaffolds(tmp_path_factory.mktemp("scaffolds"))
    yield made
    made.close()


@pytest.fixture(scope="module", autouse=True)
def runs_started_together(request):
    """The module's generated runs, started together (see the module docstring); none left running after it."""
    start_runs = getattr(request.module, "start_runs", None)
    if start_runs is None:
        yield
        return
    scaffolds = request.getfixturevalue("scaffolds")
    start_runs(scaffolds, [item for item in request.session.items if item.module is request.module])
    yield
    scaffolds.settle()
