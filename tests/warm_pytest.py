"""Generated-test runs forked from a process that has imported pytest, torch and jax once.

A generated run spends more time starting than testing: importing torch,
the part of it that ``torch.use_deterministic_algorithms`` pulls in, and jax
takes about three seconds of the five a PyTorch scaffold's run takes on two
cores. ``WarmPytest`` starts this file as a server that imports them once
and then forks a child per run. The child is what ``python -m pytest ARGS``
(or ``python SCRIPT ARGS``: ``bench_parity.py --help``) in the scaffold would
be: the scaffold's directory first on ``sys.path``, the run's environment,
its own stdout and stderr, and the end an interpreter gives a run (threads joined, atexit
handlers run, streams flushed, the exit status), without tearing torch and jax down.
Nothing of the framework or the port is imported before the fork, so the
generated tests still capture upstream before anything turns the port on.

The server reads one JSON request a line on stdin and answers each with the
child's exit status on stdout. It starts no thread before forking (torch and
jax start theirs on first use), and its environment is the one every run
shares: the variables torch and jax read at import are the same for all.

Under torchrun (``run_ranks``) torchrun still starts and stops each rank,
but a rank is ``warm_rank.py``, which asks the server over a Unix socket to
fork the rank's pytest run with the environment torchrun gave it.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import importlib
import json
import os
import runpy
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import traceback
from collections.abc import Sequence
from pathlib import Path


class WarmPytest:
    """A server process of this file; ``run`` forks a pytest run from it and waits for it."""

    def __init__(self, env: dict[str, str]) -> None:
        self._server = subprocess.Popen(
            [sys.executable, __file__], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, text=True, cwd=tempfile.gettempdir()
        )
        self._lost = False  # an answer went missing: what the server says next would answer another request

    @property
    def usable(self) -> bool:
        """The server is running and every request so far got its answer."""
        return not self._lost and self._server.poll() is None

    def run(self, cwd: Path, args: list[str], env: dict[str, str], timeout: int, *, script: str | None = None) -> tuple[int, str]:
        """``python -m pytest *args`` in ``cwd`` with ``env`` (``python SCRIPT *args`` with ``script``): its exit status
        and its output (stdout and stderr)."""
        completed = self._fork(cwd, args, env, timeout, script, apart=False)
        return completed.returncode, completed.stdout

    def run_script(self, cwd: Path, script: str, args: list[str], env: dict[str, str], timeout: int) -> subprocess.CompletedProcess:
        """``python SCRIPT *args`` in ``cwd`` with ``env``, as ``subprocess.run`` gives it: exit status, stdout, stderr."""
        return self._fork(cwd, args, env, timeout, script, apart=True)

    def _fork(self, cwd: Path, args: list[str], env: dict[str, str], timeout: int, script: str | None, *, apart: bool) -> subprocess.CompletedProcess:
        """One run forked from the server: stdout and stderr in one text, or ``apart``."""
        logs = []
        for _ in range(2 if apart else 1):
            with tempfile.NamedTemporaryFile(prefix="warm-pytest-", suffix=".log", delete=False) as log:
                logs.append(Path(log.name))
        try:
            error_log = str(logs[1]) if apart else None
            request = {"cwd": str(cwd), "args": args, "env": env, "log": str(logs[0]), "error_log": error_log, "timeout": timeout, "script": script}
            assert self._server.stdin is not None and self._server.stdout is not None
            self._server.stdin.write(json.dumps(request) + "\n")
            self._server.stdin.flush()
            answer = self._server.stdout.readline()
            texts = [path.read_text(encoding="utf-8", errors="replace") for path in logs]
        finally:
            for path in logs:
                path.unlink(missing_ok=True)
        stdout, stderr = texts if apart else (texts[0], "")
        if not answer:
            self._lost = True
            raise AssertionError(f"the warm pytest server exited (status {self._server.poll()}) during a run:\n{stdout}{stderr}")
        status = int(answer)
        if status == -signal.SIGALRM:
            stopped = f"\n(the run was stopped after {timeout} s)"
            stdout, stderr = (stdout, stderr + stopped) if apart else (stdout + stopped, stderr)
        return subprocess.CompletedProcess([script or "pytest", *args], status, stdout, stderr)

    def run_ranks(self, launcher: list[str], cwd: Path, args: list[str], env: dict[str, str], timeout: int) -> tuple[int, str]:
        """``LAUNCHER -m pytest *args`` in ``cwd``, each rank's pytest forked from this server: the launcher's exit status
        and output (every rank's).

        torchrun starts each rank as it would, with the rank's environment, but the rank is ``warm_rank.py``: a
        small process that has this server fork ``python -m pytest ARGS`` with that environment, relays its output
        and exit status, and passes torchrun's signals on to it.
        """
        folder = Path(tempfile.mkdtemp(prefix="warm-ranks-"))
        address = str(folder / "socket")
        try:
            assert self._server.stdin is not None and self._server.stdout is not None
            self._server.stdin.write(json.dumps({"ranks": rank_count(launcher), "address": address}) + "\n")
            self._server.stdin.flush()
            if self._server.stdout.readline() != "listening\n":
                self._lost = True
                raise AssertionError(f"the warm pytest server exited (status {self._server.poll()}) before serving ranks")
            try:
                # The ranks' own time limit ends a run that hangs; torchrun then ends as it would, a little later.
                completed = subprocess.run(
                    [*launcher, str(RANK_CLIENT), *args], cwd=cwd, env={**env, RANK_ADDRESS: address, RANK_TIMEOUT: str(timeout)},
                    capture_output=True, text=True, timeout=timeout + LAUNCHER_GRACE, check=False,
                )
            finally:
                # Whatever the launcher did, the server's answer is read before the next request is sent.
                _stop_waiting_for_ranks(address)
                self._lost = self._server.stdout.readline() != "served\n"
            if self._lost:
                raise AssertionError(f"the warm pytest server exited (status {self._server.poll()}) while serving ranks")
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        return completed.returncode, completed.stdout + completed.stderr

    def close(self) -> None:
        if self._server.stdin is not None:
            self._server.stdin.close()
        try:
            self._server.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self._server.kill()
            self._server.wait()


def _child(request: dict) -> None:
    """Become ``python -m pytest ARGS`` (or ``python SCRIPT ARGS``) in the request's directory; never returns."""
    import pytest

    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    sys.path[0] = request["cwd"]  # where `python -m` puts the working directory, and `python SCRIPT` the script's
    script = request.get("script")
    sys.argv = [script or str(Path(pytest.__file__).with_name("__main__.py")), *request["args"]]
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    log = os.open(request["log"], flags)
    os.dup2(log, 1)
    os.dup2(log, 2)
    os.close(log)
    if request.get("error_log"):  # stderr apart (run_script)
        errors = os.open(request["error_log"], flags)
        os.dup2(errors, 2)
        os.close(errors)
    signal.alarm(request["timeout"])  # the default action ends the run, as subprocess.run's timeout would
    try:
        if script:
            runpy.run_path(script, run_name="__main__")
            status = 0
        else:
            status = pytest.main(request["args"])
    except SystemExit as exit:
        status = exit.code
    except Exception:  # noqa: BLE001 - printed and failed, as the interpreter does with an uncaught one
        traceback.print_exc()
        status = 1
    _exit(status)


def _exit(status: object) -> None:
    """End the run as the interpreter ends one, but for tearing down the modules the server imported.

    Threads are joined, atexit handlers run and the streams are flushed; then ``os._exit``, as a forked child should
    leave. Tearing down torch and jax would cost about 0.3 s of CPU a run, and the objects the server froze would make
    nanobind print leak warnings into the run's output. What this skips is the finalization of objects still alive: a
    file a run leaves open would lose what it has not flushed (the tests and the generated code close what they write).
    """
    current = threading.current_thread()
    for thread in threading.enumerate():
        if thread is not current and not thread.daemon:
            thread.join()
    # The handlers the interpreter's own exit runs; atexit has no public way to run them.
    atexit._run_exitfuncs()
    if status is None:
        status = 0
    elif not isinstance(status, int):  # sys.exit("message"): printed, and the run fails
        print(status, file=sys.stderr)
        status = 1
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


# The program torchrun starts as each rank (run_ranks), and the variables that tell it where the server listens and
# how long its run may take.
RANK_CLIENT = Path(__file__).with_name("warm_rank.py")
RANK_ADDRESS = "PORTVAL_WARM_RANK_ADDRESS"
RANK_TIMEOUT = "PORTVAL_WARM_RANK_TIMEOUT"
# Seconds the launcher may run past its ranks' time limit before it is stopped itself.
LAUNCHER_GRACE = 60


def rank_count(launcher: Sequence[str]) -> int:
    """The ranks torchrun starts: its --nproc-per-node, else one."""
    return next((int(arg.split("=", 1)[1]) for arg in launcher if arg.startswith("--nproc-per-node=")), 1)


def _stop_waiting_for_ranks(address: str) -> None:
    """Tell a server still waiting for ranks (the launcher ended before every rank asked) to stop; else nothing."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        connection.connect(address)
        connection.sendall(b'{"stop": true}\n')


def _serve_ranks(request: dict) -> None:
    """Fork a pytest run for each rank that asks at the request's address; answer each with its run's exit status."""
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(request["address"])
    listener.listen()
    print("listening", flush=True)
    runs: dict[int, socket.socket] = {}
    while len(runs) < request["ranks"]:
        connection, _ = listener.accept()
        rank = json.loads(connection.makefile().readline() or "{}")
        if "cwd" not in rank:  # the launcher ended first
            connection.close()
            break
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            listener.close()
            connection.close()
            _child(rank)
        runs[pid] = connection
        try:
            connection.sendall(f"{pid}\n".encode())
        except OSError:  # the rank has gone before it could pass its signals on: its run must not outlive it
            os.kill(pid, signal.SIGKILL)
    listener.close()
    with contextlib.suppress(FileNotFoundError):
        os.unlink(request["address"])
    while runs:
        pid, status = os.waitpid(-1, 0)
        connection = runs.pop(pid)
        with contextlib.suppress(OSError):  # a rank torchrun stopped has gone
            connection.sendall(f"{os.waitstatus_to_exitcode(status)}\n".encode())
        connection.close()
    print("served", flush=True)


# Imported once by the server. torch._inductor.config is what torch.use_deterministic_algorithms imports (1.5 s).
PRELOADED = ("pytest", "torch", "torch._inductor.config", "jax", "jax.numpy")


def _serve() -> None:
    for name in PRELOADED:
        try:
            importlib.import_module(name)
        except ImportError:
            pass  # an environment without jax (or torch): its runs import what they need themselves
    # The imports above never become garbage. Frozen, the collector skips them in every child: a run's garbage
    # collections and pytest's own gc.collect at the end of a session no longer walk torch's and jax's objects, which
    # cost about 1.3 s of CPU a run (1.8 s against 0.5 s for a collection of a rendered scaffold).
    gc.freeze()
    while line := sys.stdin.readline():
        request = json.loads(line)
        if "ranks" in request:
            _serve_ranks(request)
            continue
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            _child(request)
        _, status = os.waitpid(pid, 0)
        print(os.waitstatus_to_exitcode(status), flush=True)
    os._exit(0)  # the frozen imports are never torn down (see _exit)


if __name__ == "__main__":
    _serve()
