"""One torchrun rank whose pytest run is forked from a warm server (warm_pytest.py's ``run_ranks``).

torchrun starts this program as each rank, with the rank's environment (RANK,
LOCAL_RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT, ...). It imports no torch:
it sends its directory, arguments and environment to the server, which forks
``python -m pytest ARGS`` with them from a process that imported torch once;
then it passes torchrun's SIGTERM or SIGINT on to that run, prints the run's
output and exits with its status, as the rank itself would have.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import sys
import tempfile
from pathlib import Path

# Set by run_ranks (warm_pytest.py), which launches this program.
ADDRESS = "PORTVAL_WARM_RANK_ADDRESS"
TIMEOUT = "PORTVAL_WARM_RANK_TIMEOUT"


def main() -> int:
    with tempfile.NamedTemporaryFile(prefix="warm-rank-", suffix=".log", delete=False) as log:
        output = Path(log.name)
    environment = {name: value for name, value in os.environ.items() if name not in (ADDRESS, TIMEOUT)}
    request = {"cwd": os.getcwd(), "args": sys.argv[1:], "env": environment, "log": str(output), "timeout": int(os.environ[TIMEOUT])}
    stops = {signal.SIGTERM, signal.SIGINT}
    signal.pthread_sigmask(signal.SIG_BLOCK, stops)  # held until there is a run to pass them on to
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
            server.connect(os.environ[ADDRESS])
            server.sendall((json.dumps(request) + "\n").encode())
            answers = server.makefile()
            run = int(answers.readline())
            for stop in stops:
                signal.signal(stop, lambda number, _frame: _pass_on(run, number))
            signal.pthread_sigmask(signal.SIG_UNBLOCK, stops)
            status = int(answers.readline() or -signal.SIGKILL)
        sys.stdout.write(output.read_text(encoding="utf-8", errors="replace"))
    finally:
        output.unlink(missing_ok=True)
    return status if status >= 0 else 128 - status  # a run ended by a signal exits as a shell reports it


def _pass_on(run: int, number: int) -> None:
    """Send torchrun's signal to the rank's run, unless it has ended already."""
    with contextlib.suppress(ProcessLookupError):
        os.kill(run, number)


if __name__ == "__main__":
    sys.exit(main())
