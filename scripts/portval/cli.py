"""What every script shares: the import path, and turning a UserError into one line and exit 2."""

from __future__ import annotations

import sys
from collections.abc import Callable

from .errors import UserError

EXIT_OK, EXIT_CHECK_FAILED, EXIT_BAD_INPUT = 0, 1, 2


def run(main: Callable[[list[str] | None], int], argv: list[str] | None = None) -> int:
    """Call ``main``; a UserError becomes 'error: ...' on stderr and exit code 2."""
    try:
        return main(argv)
    except UserError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("error: interrupted; files already renamed into place are complete, the rest untouched", file=sys.stderr)
        return 130
