#!/usr/bin/env python3
"""Find your existing tests that run the changed code: ranked by evidence, with the line behind each reason.

Reads the test files under --repo with Python's ast (nothing is imported or
run) and looks for the facts' upstream.symbols and upstream.aliases, the code
named in framework.wired_at, and the configuration values that select the
feature (port.flags, enable.flags, enable.side_effects, module.config_fields:
strings and true). Each reason is one line of a test; a test's score is its strongest reason:
  100 symbol         imports the symbol and uses it (from M import S; import M as m, then m.S)
   85 config         sets a selecting value: moe_token_dispatcher_type="flex", normalization="RMSNorm"
   70 config_choice  sets that key to a choice that can be it ('alltoall' if c else 'flex', a parametrized name)
   60 wired          builds or imports what framework.wired_at names (MoELayer, TENorm)
   50 helper         uses a helper function, a class from another test file or a
                     conftest fixture whose body uses the symbol or wired_at
   40 string         mock.patch("M.S"), monkeypatch.setattr("M.S", ...), patch.object(m, "S")
   30 helper_module  the same, where the helper uses only the symbol's module
   25 module         imports another name from the symbol's module, or the symbol unused (weak)
   20 named          imports only a parent package, and the symbol's name appears
   15 submodule      imports a submodule beside the symbol (transformer_engine.pytorch.ep; weak)
   10 parent         imports only a parent package (left out unless --min-score 10)
Equal scores rank by the other strong kinds of reason, then by how many lines
give them; the path breaks only a full tie. A module-level import of the
symbol is marked: it binds the upstream object when the test module is
imported, before any port could be installed. Files naming none of these are
not parsed, and only regular files are read (a FIFO cannot block the search);
virtual environments, build output and the scaffolds render.py wrote (a
.portval-manifest.json beside them) are not searched.
--write adds the picked paths (relative to --repo) to user.existing_tests in
the facts file, keeping every other line as written; render.py then puts a
before and an after command for each in VALIDATION_PLAN.md.

Example:
  python scripts/find_tests.py --repo ~/Megatron-LM examples/megatron_deepep_dispatcher.yaml
  python scripts/find_tests.py --repo ~/Megatron-LM my-port.yaml --limit 10 --write
  python scripts/find_tests.py --repo . my-port.yaml --json

Exit codes: 0 tests found (and written with --write), 1 no test touches the
changed area (nothing written), 2 bad input (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from portval.common import cli

cli.require_packages("jinja2", "yaml")

from portval.existing_tests.model import DEFAULT_MIN_SCORE, WEIGHTS
from portval.existing_tests.report import format_report, ranking_report, search_for_facts, unreadable_warnings
from portval.facts.load import load_facts


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="find_tests.py",
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("facts", help="the port's facts file (YAML; contract: references/port-facts.md)")
    parser.add_argument("--repo", required=True, help="root of your repository: the tests are searched for under it")
    parser.add_argument("--write", action="store_true", help="add the picked tests to user.existing_tests in the facts file")
    parser.add_argument("--json", action="store_true", help="print the ranking as JSON on stdout")
    parser.add_argument("--limit", type=_positive, help="keep the N best tests (default: all)")
    parser.add_argument(
        "--min-score", type=_score, default=DEFAULT_MIN_SCORE, help=f"leave out tests scoring below this (default: {DEFAULT_MIN_SCORE})"
    )
    return parser.parse_args(argv)


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"found {text!r}, expected a whole number >= 1")
    return int(text)


def _score(text: str) -> int:
    if not text.isdigit() or int(text) > max(WEIGHTS.values()):
        raise argparse.ArgumentTypeError(f"found {text!r}, expected a whole number from 0 to {max(WEIGHTS.values())}")
    return int(text)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    facts = load_facts(args.facts)
    search = search_for_facts(args.facts, facts, args.repo)
    for warning in unreadable_warnings(search):
        print(warning, file=sys.stderr)
    report = ranking_report(args.facts, facts, search, args.min_score, args.limit, write=args.write)
    print(json.dumps(report, indent=2) if args.json else format_report(report))
    return cli.EXIT_OK if report["tests"] else cli.EXIT_CHECK_FAILED


if __name__ == "__main__":
    sys.exit(cli.run(main))
