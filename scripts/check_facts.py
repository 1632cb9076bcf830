#!/usr/bin/env python3
"""Validate a port's facts file and print the decisions and the questions left for the user.

Example:
  python scripts/check_facts.py examples/megatron_turbo_rms_norm.yaml
  python scripts/check_facts.py my-port.yaml --json
  python scripts/check_facts.py my-port.yaml --primus ../Primus

With --primus DIR (a Primus checkout: the directory holding primus/), the
facts about the Primus patch are also checked against its code, read with
ast: the id must be registered (register_patch; one commented out is named as
such), enable.phase the registered
phase, implementation.primus_file and implementation.primus must exist and the
file be the registering one or one it imports, each flag and the Turbo object
must be named somewhere in Primus, the last name of each site in
upstream.symbols and upstream.aliases (but not upstream.found_in_code) must be
named by the patch's code (its handler, when its file registers several
patches, and the files that file imports), a variable of enable.env that only
the patch's condition= reads is a gate, not a need of the feature, and each
requires.backend_versions entry must be one of the registration's
backend_versions=.

Exit codes: 0 the facts are valid (questions may remain), 1 the Primus
checkout's code rules out a fact (--primus; one line each on stdout), 2 bad
input (one line on stderr: file:line: field: found X, expected Y).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from portval.common import cli

cli.require_packages("jinja2", "yaml")

import yaml
from portval.common.escape import terminal_text
from portval.plan.tolerances import DEFAULT_TABLES
from portval.primus_code.check import CHECKED, NOT_CHECKED, contradictions
from portval.primus_code.tree import PrimusTree
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
    parser.add_argument("--primus", metavar="DIR", help="a Primus checkout: check the facts about the patch against its code")
    parser.add_argument("--tables", default=str(DEFAULT_TABLES), help="tolerance tables (default: references/test-templates.md)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    tree = PrimusTree(args.primus) if args.primus else None
    plan = check_facts(args.facts, args.tables)
    # The facts as written (check_facts validated the file): what the Primus code is checked against.
    ruled_out = contradictions(yaml.safe_load(Path(args.facts).read_text(encoding="utf-8")), tree) if tree else []
    status = cli.EXIT_CHECK_FAILED if ruled_out else cli.EXIT_OK
    if args.json:
        summary = check_summary_json(plan)
        if tree:
            summary["checked_against_primus"] = args.primus
            summary["ruled_out_by_code"] = [vars(c) for c in ruled_out]
            summary["code_checks"] = {"checked": list(CHECKED), "not_checked": list(NOT_CHECKED)}
            summary["exit_code"] = status
        print(json.dumps(summary, indent=2))
    else:
        # Facts text (a constraint's source, a summary) may hold escape sequences: shown, never sent to the terminal.
        print(terminal_text(check_summary_text(args.facts, plan)))
        if tree:
            print(f"\nChecked against the Primus checkout {args.primus}: facts its code rules out: {len(ruled_out)}")
            for c in ruled_out:
                print(terminal_text(f"{args.facts}: {c.field}: found {c.value}, which the Primus code rules out: {c.why}"))
    return status

if __name__ == "__main__":
    sys.exit(cli.run(main))
