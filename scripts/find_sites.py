#!/usr/bin/env python3
"""Find every import-time binding of the replaced symbols in the framework's code, and check the facts and the port against it.

Each `from M import S` at module level is a binding of its own: a port that
rebinds S where it is defined leaves every module that imported it earlier
calling upstream. This reads the framework's source with Python's ast, never
importing it: the installed packages of upstream.symbols (found by import
spec), or the checkouts given with --root. It lists each binding (definition,
`from M import S [as T]` with relative imports and re-exports through package
__init__ files, `from M import *`, module-level `T = S`; imports inside
function bodies are read when called and are not bindings; an attribute of a
class, `m.C.forward`, is rebound on the class, so its one site is the
class's definition), marks those the
facts list, and reads the port's code (--port FILE, else the module in
framework.wired_at) for the rebindings it makes: sites it never rebinds, and
rebindings that are no site.

--write adds the missing bindings to upstream.aliases and records them in
upstream.found_in_code, keeping every other line of the facts file as
written; the plan then names them apart from the patch's own sites.

Example:
  python scripts/find_sites.py examples/megatron_turbo_fp8_context.yaml
  python scripts/find_sites.py my-port.yaml --root ~/Megatron-LM --port ~/Megatron-LM/my_fp8_patch.py --write
  python scripts/find_sites.py my-port.yaml --json

Exit codes: 0 the facts list every binding (and the port rebinds each, when
its code was read); 1 a binding the facts miss (not written), one the port
does not rebind, or a symbol defined nowhere under the roots searched; 2 bad
input (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from portval.common import cli

cli.require_packages("jinja2", "yaml")

from portval.facts.load import load_facts
from portval.sites.report import format_sites, scan_for_facts, sites_report, sites_short


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="find_sites.py",
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("facts", help="the port's facts file (YAML; contract: references/port-facts.md)")
    parser.add_argument(
        "--root", action="append", default=[], metavar="DIR", help="a framework checkout to search (repeatable; default: the installed packages)"
    )
    parser.add_argument("--port", metavar="FILE", help="the file of the port that rebinds the sites (default: framework.wired_at's module)")
    parser.add_argument("--write", action="store_true", help="add the missing bindings to upstream.aliases (and upstream.found_in_code)")
    parser.add_argument("--json", action="store_true", help="print the sites as JSON on stdout")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    facts = load_facts(args.facts)
    scan, seconds = scan_for_facts(args.facts, facts, args.root, args.port)
    for problem in scan.unreadable:
        print(f"warning: {problem}; skipped", file=sys.stderr)
    report = sites_report(args.facts, facts, scan, seconds, args.root, args.port, write=args.write)
    print(json.dumps(report, indent=2) if args.json else format_sites(report))
    return cli.EXIT_CHECK_FAILED if sites_short(report) else cli.EXIT_OK


if __name__ == "__main__":
    sys.exit(cli.run(main))
