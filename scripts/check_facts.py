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
from portval.facts.load import load_facts
from portval.plan.decide import decide
from portval.plan.tolerances import DEFAULT_TABLES, load_tables
from portval.render.report import decisions, format_decisions


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
    facts = load_facts(args.facts)
    plan = decide(facts, load_tables(args.tables), Path(args.facts).name)
    if args.json:
        print(json.dumps({"valid": True, **decisions(plan)}, indent=2))
    else:
        # Facts text (a constraint's source, a summary) may hold escape sequences: shown, never sent to the terminal.
        print(terminal_text(f"{args.facts}: valid\n{format_decisions(plan)}"))
    return cli.EXIT_OK


if __name__ == "__main__":
    sys.exit(cli.run(main))
