"""Runs forked from a warm server (warm_pytest.py): a script's stdout and stderr apart, a run's end (its threads,
atexit handlers, streams and exit status), and torchrun's ranks
(run_ranks): the environment torchrun gives each rank, its output and exit status, a rank torchrun stops, and a
launcher that ends before any rank asks.

The end-to-end tests make their generated runs this way; these tests use a two-test folder instead.
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
    assert os.environ["WORLD_SIZE"] == "2" and os.environ["RANK"] in ("0", "1") and os.environ["MASTER_PORT"]

def test_rank_one_fails_when_asked():
    if os.environ.get("RANK_ONE_FAILS") and os.environ["RANK"] == "1":
        raise AssertionError("rank 1 fails")
    if os.environ.get("RANK_ONE_FAILS") or os.environ.get("RANKS_HANG"):
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


def test_each_rank_runs_with_torchruns_environment_and_a_failing_rank_makes_torchrun_stop_the_other(server, folder):
    started = time.monotonic()
    status, output = server.run_ranks(TORCHRUN, folder, PYTEST, {**os.environ, "RANK_ONE_FAILS": "1"}, timeout=300)
    assert status != 0, output
    # Rank 1 saw WORLD_SIZE 2 and RANK 1, failed as asked, and its output came back.
    assert "rank 1 fails" in output and "1 failed, 1 passed" in output, output
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


def test_a_script_gives_its_stdout_and_stderr_apart_and_its_exit_status(server, tmp_path):
    (tmp_path / "report.py").write_text(
        "import json, sys\nprint(json.dumps({'argv': sys.argv[1:]}))\nprint('a warning', file=sys.stderr)\nraise SystemExit(3)\n",
        encoding="utf-8",
    )
    completed = server.run_script(tmp_path, "report.py", ["--json"], dict(os.environ), timeout=300)
    assert (completed.returncode, completed.stdout, completed.stderr) == (3, '{"argv": ["--json"]}\n', "a warning\n")



ENDING = """
import atexit, sys, threading, time

def late():
    time.sleep(0.5)
    print("the thread ended", flush=True)

atexit.register(lambda: print("atexit ran"))
threading.Thread(target=late).start()
sys.stdout.write("unflushed ")
if sys.argv[1] == "message":
    sys.exit("a message")
if sys.argv[1] == "error":
    raise ValueError("an uncaught error")
"""


@pytest.mark.parametrize(("how", "status", "stderr"), [("end", 0, ""), ("message", 1, "a message"), ("error", 1, "ValueError: an uncaught error")])
def test_a_run_ends_as_the_interpreter_ends_one(server, tmp_path, how, status, stderr):
    """The child leaves with os._exit: it must still wait for its threads, run atexit handlers and flush its streams."""
    (tmp_path / "ending.py").write_text(ENDING, encoding="utf-8")
    completed = server.run_script(tmp_path, "ending.py", [how], dict(os.environ), timeout=300)
    assert completed.returncode == status, completed.stderr
    assert completed.stdout == "unflushed the thread ended\natexit ran\n", completed.stdout
    assert stderr in completed.stderr and "nanobind" not in completed.stderr, completed.stderr

def test_ranks_that_hang_are_stopped_at_their_time_limit_and_the_server_answers_the_next_request(server, folder):
    started = time.monotonic()
    status, output = server.run_ranks(TORCHRUN, folder, PYTEST, {**os.environ, "RANKS_HANG": "1"}, timeout=5)
    assert status != 0, output
    assert time.monotonic() - started < 60, output
    assert server.usable
    status, output = server.run(folder, ["--collect-only", *PYTEST], dict(os.environ), timeout=300)
    assert status == 0 and "2 tests collected" in output, output
