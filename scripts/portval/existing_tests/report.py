"""What find_tests.py reports and writes: the ranking for the facts' targets, as JSON and as text, and the picked
tests added to user.existing_tests with the before/after commands the plan gives each."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from ..common.errors import FactsError
from ..facts.contract import Facts
from ..facts.edit import line_of, with_existing_tests, write_checked
from ..plan.decide import decide_existing_tests
from .model import WEIGHTS, Search, selectors_from, targets_from
from .search import find_tests

SHOWN_ALSO_LINES = 5


def search_for_facts(facts_file: str, facts: Facts, repo: str) -> Search:
    """Search ``repo`` for the tests that reach the facts' upstream symbols, aliases, wired_at and selecting values.

    Facts without upstream.symbols are a FactsError: there is nothing to look for.
    """
    if not facts.upstream.symbols:
        raise FactsError(
            facts_file,
            line_of(facts.source_text, ("upstream", "symbols")) or line_of(facts.source_text, ("upstream",)),
            "upstream.symbols",
            "no symbols",
            "at least one dotted path such as megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher "
            "(find_tests.py looks for the tests that import upstream.symbols and upstream.aliases)",
        )
    return find_tests(
        repo,
        targets_from(facts.upstream.symbols, facts.upstream.aliases, facts.framework.wired_at),
        # The user's own flag selects the feature in the user's tests first; Primus's flags in tests copied from upstream.
        selectors_from(facts.port.flags or {}, facts.enable.flags, facts.enable.side_effects, facts.module.config_fields),
    )


def unreadable_warnings(search: Search) -> list[str]:
    """One warning line for each file that could not be read or parsed."""
    lines = []
    for problem in search.unreadable:
        where = f"{problem.path}:{problem.line}" if problem.line else problem.path
        lines.append(f"warning: {where}: {problem.problem}; skipped")
    return lines


def ranking_report(facts_file: str, facts: Facts, search: Search, min_score: int, limit: int | None, *, write: bool) -> dict[str, Any]:
    """The tests scoring at least ``min_score`` (at most ``limit``), with their reasons and commands, as JSON-able data.

    With ``write``, the picked tests are first added to the facts file's user.existing_tests (``written``).
    """
    chosen = search.selected(min_score, limit)
    written = write_existing_tests(Path(facts_file), facts, [t.path for t in chosen]) if write and chosen else None
    commands = decide_existing_tests(_with_tests(facts, [t.path for t in chosen]))
    above = sum(1 for t in search.tests if t.score >= min_score)
    return {
        "repo": str(search.root),
        "facts": facts_file,
        "targets": [{"path": t.path, "role": t.role} for t in search.targets],
        "test_patterns": list(search.test_patterns),
        "patterns_from": search.patterns_from,
        "scanned": search.scanned,
        "weights": WEIGHTS,
        "min_score": min_score,
        "limit": limit,
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


def format_report(report: dict[str, Any]) -> str:
    """The report as text for people: the targets, each test with its reasons, what was left out and written."""
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
    write_checked(facts_path, text, _with_tests(facts, tests), "user.existing_tests")
    return result


def _with_tests(facts: Facts, tests: list[str]) -> Facts:
    return replace(facts, user=replace(facts.user, existing_tests=tuple(tests)))
