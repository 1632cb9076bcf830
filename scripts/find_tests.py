#!/usr/bin/env python3
"""Find your existing tests that run the changed code: ranked by evidence, with the line behind each reason.

Reads the test files under --repo with Python's ast (nothing is imported or
run) and looks for the facts' upstream.symbols and upstream.aliases, the code
named in framework.wired_at, and the configuration values that select the
feature (enable.flags, enable.side_effects, module.config_fields: strings and
true). Each reason is one line of a test; a test's score is its strongest reason:
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
not parsed, and only regular files are read (a FIFO cannot block the search).
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
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from portval.common import cli

cli.require_packages()

from portval.common.errors import FactsError, UserError
from portval.existing_tests.search import DEFAULT_MIN_SCORE, WEIGHTS, FoundTest, Search, find_tests, selectors_from, targets_from
from portval.facts.contract import Facts
from portval.facts.edit import line_of, replace_file, with_list
from portval.facts.load import load_facts, parse_facts
from portval.plan.decide import decide_existing_tests

SHOWN_ALSO_LINES = 5


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
    if not facts.upstream.symbols:
        raise FactsError(
            args.facts,
            line_of(facts.source_text, ("upstream", "symbols")) or line_of(facts.source_text, ("upstream",)),
            "upstream.symbols",
            "no symbols",
            "at least one dotted path such as megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher "
            "(find_tests.py looks for the tests that import upstream.symbols and upstream.aliases)",
        )
    search = find_tests(
        args.repo,
        targets_from(facts.upstream.symbols, facts.upstream.aliases, facts.framework.wired_at),
        selectors_from(facts.enable.flags, facts.enable.side_effects, facts.module.config_fields),
    )
    chosen = search.selected(args.min_score, args.limit)
    for problem in search.unreadable:
        where = f"{problem.path}:{problem.line}" if problem.line else problem.path
        print(f"warning: {where}: {problem.problem}; skipped", file=sys.stderr)
    written = write_existing_tests(Path(args.facts), facts, [t.path for t in chosen]) if args.write and chosen else None
    report = _report(args, facts, search, chosen, written)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(_format(report))
    return cli.EXIT_OK if chosen else cli.EXIT_CHECK_FAILED


# --- The report -----------------------------------------------------------------------------------


def _report(
    args: argparse.Namespace, facts: Facts, search: Search, chosen: tuple[FoundTest, ...], written: dict[str, Any] | None
) -> dict[str, Any]:
    commands = decide_existing_tests(_with_tests(facts, [t.path for t in chosen]))
    above = sum(1 for t in search.tests if t.score >= args.min_score)
    return {
        "repo": str(search.root),
        "facts": args.facts,
        "targets": [{"path": t.path, "role": t.role} for t in search.targets],
        "test_patterns": list(search.test_patterns),
        "patterns_from": search.patterns_from,
        "scanned": search.scanned,
        "weights": WEIGHTS,
        "min_score": args.min_score,
        "limit": args.limit,
        "tests": [
            {
                "rank": rank,
                "path": test.path,
                "score": test.score,
                "reasons": [
                    {"line": r.line, "also_lines": list(r.also), "kind": r.kind, "weight": r.weight, "text": r.text} for r in test.reasons
                ],
                "before": command.before,
                "after": command.after,
            }
            for rank, (test, command) in enumerate(zip(chosen, commands, strict=True), start=1)
        ],
        "left_out": {"below_min_score": len(search.tests) - above, "over_limit": above - len(chosen)},
        "unreadable": [{"path": u.path, "line": u.line, "problem": u.problem} for u in search.unreadable],
        "written": written,
    }


def _format(report: dict[str, Any]) -> str:
    lines = [
        f"Searched {report['scanned']} test files under {report['repo']} ({', '.join(report['test_patterns'])}: {report['patterns_from']}) for:"
    ]
    lines += [f"  {t['role']:<6}  {t['path']}" for t in report["targets"]]
    lines.append("")
    tests = report["tests"]
    if tests:
        lines.append("rank  score  test, and why (line  kind  reason)")
        for test in tests:
            lines.append(f"{test['rank']:>4}  {test['score']:>5}  {test['path']}")
            for reason in test["reasons"]:
                also = reason["also_lines"]
                more = (
                    f" (also {', '.join(map(str, also[:SHOWN_ALSO_LINES]))}{', ...' if len(also) > SHOWN_ALSO_LINES else ''})"
                    if also
                    else ""
                )
                lines.append(f"             line {reason['line']}{more}  {reason['kind']}  {reason['text']}")
    noun = "test touches" if len(tests) == 1 else "tests touch"
    lines.append(f"{len(tests) or 'No'} {noun} the changed area.")
    left = report["left_out"]
    if left["below_min_score"]:
        lines.append(
            f"Left out: {left['below_min_score']} with weaker matches (score below {report['min_score']}; --min-score 0 shows them)."
        )
    if left["over_limit"]:
        lines.append(f"Left out: {left['over_limit']} beyond --limit {report['limit']}.")
    if report["unreadable"]:
        lines.append(f"Skipped: {len(report['unreadable'])} file(s) that cannot be parsed (warnings on stderr).")
    written = report["written"]
    if written:
        lines.append("")
        if written["added"]:
            lines.append(
                f"Wrote user.existing_tests in {written['facts']}: {len(written['added'])} added, {len(written['existing_tests']) - len(written['added'])} already listed."
            )
        else:
            lines.append(f"{written['facts']}: user.existing_tests already lists every test found; nothing written.")
        lines.append("render.py puts these commands in VALIDATION_PLAN.md:")
        for command in written["commands"]:
            lines += [f"  {command['path']}", f"    before: {command['before']}", f"    after:  {command['after']}"]
    return "\n".join(lines)


# --- Writing user.existing_tests into the facts file ------------------------------------------


def write_existing_tests(facts_path: Path, facts: Facts, found: list[str]) -> dict[str, Any]:
    """Add ``found`` to the file's user.existing_tests (kept entries first), changing no other line.

    The edited text is validated again, and must load to the same facts except
    for the list, before it replaces the file atomically; otherwise nothing is written.
    """
    listed = list(facts.user.existing_tests)
    added = [p for p in found if p not in listed and not any(entry.startswith(f"{p}::") for entry in listed)]
    tests = listed + added
    result = {"facts": str(facts_path), "existing_tests": tests, "added": added}
    result["commands"] = [{"path": c.path, "before": c.before, "after": c.after} for c in decide_existing_tests(_with_tests(facts, tests))]
    if not added:
        return result
    text = with_existing_tests(facts.source_text, tests, str(facts_path))
    try:
        edited = parse_facts(text, str(facts_path))
    except FactsError as error:
        raise UserError(
            f"{facts_path}: adding user.existing_tests would make the file invalid ({error}); nothing written, add them by hand"
        ) from None
    if edited != _with_tests(facts, tests):
        raise UserError(f"{facts_path}: adding user.existing_tests would change other fields; nothing written, add them by hand")
    replace_file(facts_path, text)
    return result


def _with_tests(facts: Facts, tests: list[str]) -> Facts:
    return replace(facts, user=replace(facts.user, existing_tests=tuple(tests)))


def with_existing_tests(text: str, tests: list[str], name: str = "<facts>") -> str:
    """The facts text with user.existing_tests set to ``tests``: that list is rewritten, or inserted, and nothing else."""
    return with_list(text, "user", "existing_tests", tests, name)


if __name__ == "__main__":
    sys.exit(cli.run(main))
