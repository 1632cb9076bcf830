"""Generated-test runs forked from a process that has imported pytest, torch and jax once.

A generated run spends more time starting than testing: importing torch,
the part of it that ``torch.use_deterministic_algorithms`` pulls in, and jax
takes about three seconds of the five a PyTorch scaffold's run takes on two
cores. ``WarmPytest`` starts this file as a server that imports them once
and then forks a child per run. The child is what ``python -m pytest ARGS``
(or ``python SCRIPT ARGS``: ``bench_parity.py --help``) in the scaffold would
be: the scaffold's directory first on ``sys.path``, the run's environment,
its own stdout and stderr, and a normal interpreter exit.
Nothing of the framework or the port is imported before the fork, so the
generated tests still capture upstream before anything turns the port on.

The server reads one JSON request a line on stdin and answers each with the
child's exit status on stdout. It starts no thread before forking (torch and
jax start theirs on first use), and its environment is the one every run
shares: the variables torch and jax read at import are the same for all.
"""

from __future__ import annotations

import importlib
import json
import os
import runpy
import signal
import subprocess
import sys
import tempfile
from pathlib import Path


class WarmPytest:
    """A server process of this file; ``run`` forks a pytest run from it and waits for it."""

    def __init__(self, env: dict[str, str]) -> None:
        self._server = subprocess.Popen(
            [sys.executable, __file__], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, text=True, cwd=tempfile.gettempdir()
        )

    def run(self, cwd: Path, args: list[str], env: dict[str, str], timeout: int, *, script: str | None = None) -> tuple[int, str]:
        """``python -m pytest *args`` in ``cwd`` with ``env`` (``python SCRIPT *args`` with ``script``): its exit status
        and its output (stdout and stderr)."""
        with tempfile.NamedTemporaryFile(prefix="warm-pytest-", suffix=".log", delete=False) as log:
            path = Path(log.name)
        try:
            request = {"cwd": str(cwd), "args": args, "env": env, "log": str(path), "timeout": timeout, "script": script}
            assert self._server.stdin is not None and self._server.stdout is not None
            self._server.stdin.write(json.dumps(request) + "\n")
            self._server.stdin.flush()
            answer = self._server.stdout.readline()
            output = path.read_text(encoding="utf-8", errors="replace")
        finally:
            path.unlink(missing_ok=True)
        if not answer:
            raise AssertionError(f"the warm pytest server exited (status {self._server.poll()}) during a run:\n{output}")
        status = int(answer)
        if status == -signal.SIGALRM:
            output += f"\n(the run was stopped after {timeout} s)"
        return status, output

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
    log = os.open(request["log"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(log, 1)
    os.dup2(log, 2)
    os.close(log)
    signal.alarm(request["timeout"])  # the default action ends the run, as subprocess.run's timeout would
    if script:
        runpy.run_path(script, run_name="__main__")
        raise SystemExit(0)
    raise SystemExit(pytest.main(request["args"]))  # exits as a run does: atexit handlers, flushed streams


# Imported once by the server. torch._inductor.config is what torch.use_deterministic_algorithms imports (1.5 s).
PRELOADED = ("pytest", "torch", "torch._inductor.config", "jax", "jax.numpy")


def _serve() -> None:
    for name in PRELOADED:
        try:
            importlib.import_module(name)
        except ImportError:
            pass  # an environment without jax (or torch): its runs import what they need themselves
    while line := sys.stdin.readline():
        request = json.loads(line)
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            _child(request)
        _, status = os.waitpid(pid, 0)
        print(os.waitstatus_to_exitcode(status), flush=True)


if __name__ == "__main__":
    _serve()
