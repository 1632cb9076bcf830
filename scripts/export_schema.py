#!/usr/bin/env python3
"""Write references/port-facts.schema.json, the JSON Schema of the facts contract, for editors.

It is produced from the same definition the validator uses (scripts/portval/facts.py),
so the two cannot drift; a test runs --check. Point an editor at it with
`# yaml-language-server: $schema=<path to>/references/port-facts.schema.json`
as the first line of a facts file.

Example:
  python scripts/export_schema.py
  python scripts/export_schema.py --check

Exit codes: 0 written (or current), 1 stale (with --check).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from portval.common import cli

cli.require_packages()

from portval.facts.schema_file import SCHEMA_FILE, schema_is_current, write_schema


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="export_schema.py",
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed schema is stale; write nothing")
    args = parser.parse_args(argv)
    if args.check:
        if not schema_is_current():
            print(f"{SCHEMA_FILE.name} is stale: run python scripts/export_schema.py", file=sys.stderr)
            return cli.EXIT_CHECK_FAILED
        return cli.EXIT_OK
    print(f"wrote {write_schema()}")
    return cli.EXIT_OK


if __name__ == "__main__":
    sys.exit(cli.run(main))
