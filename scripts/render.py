#!/usr/bin/env python3
"""Render a port's validation plan and test scaffold from its facts file.

Writes VALIDATION_PLAN.md, port_facts.yaml, port_adapter.py (yours: updated
only while it is exactly as written), conftest.py, the static checks
(the runtime modules, portval_*.py, that the plan's checks use),
test_correctness.py, test_integration.py, test_performance.py and
bench_parity.py into the output directory, with dump_reference.py and
portval_enable.py when the plan needs them. A generated file you edited is
reported as a conflict and kept unless --force; an edited port_adapter.py is
kept, and the hooks that are new or changed since the last render are printed
with their stubs to paste in.

Example:
  python scripts/render.py examples/megatron_turbo_rms_norm.yaml -o port-validation
  python scripts/render.py my-port.yaml --dry-run --json

Exit codes: 0 written (or nothing to do), 1 some files were kept because of
conflicts, 2 bad input (one line on stderr naming the file and field).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from portval.common import cli

cli.require_packages("jinja2", "yaml")

from portval.common.escape import terminal_text
from portval.plan.tolerances import DEFAULT_TABLES
from portval.render.from_facts import render_facts


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="render.py",
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("facts", help="the port's facts file (YAML; contract: references/port-facts.md)")
    parser.add_argument("-o", "--output", help="output directory (default: user.output_dir from the facts, else ./port-validation)")
    parser.add_argument("--dry-run", action="store_true", help="report what each file would get; write nothing")
    parser.add_argument("--force", action="store_true", help="replace generated files you edited (never port_adapter.py)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON on stdout")
    parser.add_argument("--tables", default=str(DEFAULT_TABLES), help="tolerance tables (default: references/test-templates.md)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    rendered = render_facts(args.facts, args.output, args.tables, force=args.force, dry_run=args.dry_run)
    if args.json:
        print(json.dumps(rendered.summary_json(), indent=2))
    else:
        print(terminal_text(rendered.summary_text()))
    conflicts = rendered.conflicts
    if conflicts:
        print(f"error: kept {len(conflicts)} edited file(s): {', '.join(conflicts)}; use --force to replace them", file=sys.stderr)
        return cli.EXIT_CHECK_FAILED
    return cli.EXIT_OK


if __name__ == "__main__":
    sys.exit(cli.run(main))
