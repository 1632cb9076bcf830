#!/usr/bin/env python3
"""Write the facts contract's JSON Schema (references/port-facts.schema.json) and the field tables of port-facts.md.

Both are printed from the fields' declarations, which the validator uses too
(scripts/portval/facts/patch_fields.py, port_fields.py, contract.py), so
none can drift; a test runs --check. The tables sit between
`<!-- fields: NAME -->` markers; the prose around them is left as written.
Point an editor at the schema with
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

cli.require_packages("jinja2", "yaml")

from portval.facts.exports import stale_files, write_exports


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="export_schema.py",
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed schema or tables are stale; write nothing")
    args = parser.parse_args(argv)
    if args.check:
        stale = stale_files()
        for path in stale:
            print(f"{path} is stale: run python scripts/export_schema.py", file=sys.stderr)
        return cli.EXIT_CHECK_FAILED if stale else cli.EXIT_OK
    for path in write_exports():
        print(f"wrote {path}")
    return cli.EXIT_OK


if __name__ == "__main__":
    sys.exit(cli.run(main))
