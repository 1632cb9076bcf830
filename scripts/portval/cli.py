"""What every script shares: its packages checked, and a UserError turned into one line and exit 2."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from pathlib import Path

from .errors import UserError

EXIT_OK, EXIT_CHECK_FAILED, EXIT_BAD_INPUT = 0, 1, 2


# Import name -> distribution: what the scripts need besides the standard library.
REQUIRED_PACKAGES = {"jinja2": "jinja2", "yaml": "pyyaml", "markdown_it": "markdown-it-py"}
REQUIREMENTS = Path(__file__).resolve().parents[2] / "requirements.txt"


def require_packages() -> None:
    """Exit 2 with one line naming what to install when a required package is missing (before any import fails)."""
    missing = [dist for module, dist in REQUIRED_PACKAGES.items() if importlib.util.find_spec(module) is None]
    if missing:
        print(
            f"error: {sys.executable} lacks {', '.join(missing)}: install with "
            f"{Path(sys.executable).name} -m pip install -r {REQUIREMENTS}",
            file=sys.stderr,
        )
        raise SystemExit(EXIT_BAD_INPUT)


def run(main: Callable[[list[str] | None], int], argv: list[str] | None = None) -> int:
    """Call ``main``; a UserError becomes 'error: ...' on stderr and exit code 2."""
    try:
        return main(argv)
    except UserError as error:
        # A facts file with several problems reports each, one line apiece.
        for message in getattr(error, "messages", None) or (str(error),):
            print(f"error: {message}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("error: interrupted; files already renamed into place are complete, the rest untouched", file=sys.stderr)
        return 130
