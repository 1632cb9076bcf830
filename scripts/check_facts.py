#!/usr/bin/env python3
"""Validate a port's facts file and print the decisions and the questions left for the user.

Example:
  python scripts/check_facts.py examples/megatron_turbo_rms_norm.yaml
  python scripts/check_facts.py my-port.yaml --json

Exit codes: 0 the facts are valid (questions may remain), 2 bad input
(one line on stderr: file:line: field: found X, expected Y).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from portval.common import cli

cli.require_packages()

from portval.common.escape import terminal_text
from portval.plan.tolerances import DEFAULT_TABLES
from portval.render.from_facts import check_facts, check_summary_json, check_summary_text


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="check_facts.py",
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("facts", help="the port's facts file (YAML; contract: references/port-facts.md)")
    parser.add_argument("--json", action="store_true", help="print the decisions as JSON on stdout")
    parser.add_argument("--tables", default=str(DEFAULT_TABLES), help="tolerance tables (default: references/test-templates.md)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    plan = check_facts(args.facts, args.tables)
    if args.json:
        print(json.dumps(check_summary_json(plan), indent=2))
    else:
        # Facts text (a constraint's source, a summary) may hold escape sequences: shown, never sent to the terminal.
        print(terminal_text(check_summary_text(args.facts, plan)))
    return cli.EXIT_OK


if __name__ == "__main__":
    sys.exit(cli.run(main))
