"""torchrun's ranks forked from a warm server (warm_pytest.py's run_ranks): the environment torchrun gives each rank,
its output and exit status, a rank torchrun stops, and a launcher that ends before any rank asks.

The end-to-end tests run every generated test under torchrun this way; these tests use a two-test folder instead.
"""

from __future__ import annotations

import os
import sys
import time

import pytest
from warm_pytest import WarmPytest

pytest.importorskip("torch.distributed.run", reason="torchrun comes with torch")

TORCHRUN = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node=2"]
PYTEST = ["-q", "-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-p", "no:typeguard"]
RANK_TESTS = '''
import os, time

def test_torchrun_set_the_rank():
    assert os.environ["WORLD_SIZE"] == "2" and os.environ["RANK"] in ("0", "1")
    print("rank", os.environ["RANK"], "of", os.environ["WORLD_SIZE"], "on", os.environ["MASTER_PORT"])

def test_rank_one_fails_when_asked():
    if os.environ.get("RANK_ONE_FAILS") and os.environ["RANK"] == "1":
        raise AssertionError("rank 1 fails")
    if os.environ.get("RANK_ONE_FAILS"):
        time.sleep(600)  # rank 0 waits, as for a collective rank 1 never joins: torchrun must stop it
'''


@pytest.fixture(scope="module")
def server():
    made = WarmPytest(dict(os.environ))
    yield made
    made.close()


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "test_ranks.py").write_text(RANK_TESTS, encoding="utf-8")
    return tmp_path


def test_each_rank_runs_with_the_environment_torchrun_gives_it(server, folder):
    status, output = server.run_ranks(TORCHRUN, folder, [*PYTEST, "-s"], dict(os.environ), timeout=300)
    assert status == 0, output
    assert "rank 0 of 2" in output and "rank 1 of 2" in output, output
    assert output.count("2 passed") == 2, output


def test_a_failing_rank_fails_the_run_and_torchrun_stops_the_other(server, folder):
    started = time.monotonic()
    status, output = server.run_ranks(TORCHRUN, folder, PYTEST, {**os.environ, "RANK_ONE_FAILS": "1"}, timeout=300)
    assert status != 0, output
    assert "rank 1 fails" in output, output
    assert time.monotonic() - started < 120, "rank 0 ran on after torchrun stopped it"
    # The server forks the next run as before.
    status, output = server.run(folder, ["--collect-only", *PYTEST], dict(os.environ), timeout=300)
    assert status == 0 and "2 tests collected" in output, output


def test_a_launcher_that_ends_before_any_rank_asks_leaves_the_server_serving(server, folder):
    launcher = [sys.executable, "-c", "raise SystemExit(3)"]
    status, output = server.run_ranks(launcher, folder, PYTEST, dict(os.environ), timeout=300)
    assert status == 3, output
    status, output = server.run(folder, ["--collect-only", *PYTEST], dict(os.environ), timeout=300)
    assert status == 0 and "2 tests collected" in output, output
