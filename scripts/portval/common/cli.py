"""What every script shares: its packages checked, and a UserError turned into one line and exit 2."""

from __future__ import annotations

import errno
import importlib.util
import os
import sys
from collections.abc import Callable
from pathlib import Path

from .errors import UserError
from .escape import shell_command, shorten, terminal_text

EXIT_OK, EXIT_CHECK_FAILED, EXIT_BAD_INPUT = 0, 1, 2


# Import name -> distribution: what the scripts need besides the standard library.
REQUIRED_PACKAGES = {"jinja2": "jinja2", "yaml": "pyyaml", "markdown_it": "markdown-it-py"}
REQUIREMENTS = Path(__file__).resolve().parents[3] / "requirements.txt"
SCRIPTS = Path(__file__).resolve().parents[2]


def script_command(script: str, *args: str) -> str:
    """The shell command that runs ``scripts/<script>`` from the current directory: the script's path relative to it
    when the bundle lies below it, else absolute, so a command printed after a run works where it was printed."""
    path = SCRIPTS / script
    relative = os.path.relpath(path)
    return shell_command(["python", relative if not relative.startswith("..") else str(path), *args])


def require_packages(*modules: str) -> None:
    """Exit 2 with one line naming what to install when a package the script imports (``modules``, import names of
    REQUIRED_PACKAGES; all of them when none is given) is missing, before any import fails."""
    needed = {module: REQUIRED_PACKAGES[module] for module in modules or REQUIRED_PACKAGES}
    missing = [dist for module, dist in needed.items() if importlib.util.find_spec(module) is None]
    if missing:
        print(
            f"error: {sys.executable} lacks {', '.join(missing)}: install with "
            f"{Path(sys.executable).name} -m pip install -r {REQUIREMENTS}",
            file=sys.stderr,
        )
        raise SystemExit(EXIT_BAD_INPUT)


def run(main: Callable[[list[str] | None], int], argv: list[str] | None = None) -> int:
    """Call ``main``; a UserError, or a file or stream the system cannot read or write, becomes
    'error: ...' on stderr and exit code 2.

    Standard output is flushed here, inside the handlers, so a closed pipe (``| head -1``) or a full
    device (``> /dev/full``) is reported as one line rather than as a traceback at interpreter exit.
    """
    try:
        code = main(argv)
        sys.stdout.flush()
        return code
    except UserError as error:
        # A facts file with several problems reports each, one line apiece.
        messages = getattr(error, "messages", None) or (str(error),)
        for message in messages[:-1]:
            _print_error(message)
        return _fail(messages[-1])
    except BrokenPipeError:
        _silence_stdout()
        return _fail("standard output was closed before everything was printed (broken pipe); the work itself is done")
    except OSError as error:
        # Every path the scripts open is the user's; the OS's reason is the message (permission, name too long, ...).
        if error.filename is not None:
            return _fail(f"{shorten(os.fsdecode(error.filename), 200)}: {error.strerror or error}")
        if error.errno in (errno.ENOSPC, errno.EIO, errno.EBADF, errno.EDQUOT):
            _silence_stdout()
            return _fail(f"cannot write standard output ({error.strerror or error})")
        return _fail(error.strerror or str(error))
    except KeyboardInterrupt:
        _print_error("interrupted; files already renamed into place are complete, the rest untouched")
        return 130


def _fail(message: str) -> int:
    _print_error(message)
    return EXIT_BAD_INPUT


def _print_error(message: str) -> None:
    """One line on stderr, its escape sequences and control characters made visible."""
    try:
        print(f"error: {terminal_text(message)}", file=sys.stderr, flush=True)
    except OSError:
        pass  # stderr itself is gone; the exit code still says what happened


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's final flush cannot fail again on a dead stream."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
