#!/usr/bin/env python3
"""Run every feature's correct and broken ports through their generated tests and print the matrix.

For each broken port: the generated test that caught it and the line of its
message that says what went wrong; then caught / total and false failures /
correct runs. The JAX features run in one process; --torchrun also runs each
PyTorch scaffold under torchrun with two ranks. --write-readme replaces the matrix in README.md with the one printed.

Example:
  python tests/e2e/mutation_matrix.py
  python tests/e2e/mutation_matrix.py --torchrun --write-readme

Exit codes: 0 every bug caught and no false failure, 1 otherwise.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # warm_pytest.py, shared with the generated-code tests

from features import FEATURES, JAX_FEATURES
from scaffold_runner import REPO, render, run_generated_tests, torchrun, wire

README = REPO / "README.md"
START, END = "<!-- mutation-matrix:start -->", "<!-- mutation-matrix:end -->"


def message_line(message: str, words: str) -> str:
    """The line of a failure message that carries ``words``, trimmed for a table cell."""
    line = next((line.strip() for line in message.splitlines() if words in line), message.strip().splitlines()[0] if message.strip() else "")
    line = line.removeprefix("E").strip().removeprefix("AssertionError:").strip()
    return (line[:157] + "...") if len(line) > 160 else line


def table_cell(text: str) -> str:
    """Text safe in a markdown table cell."""
    return text.replace("|", "\\|")


class Result(NamedTuple):
    feature: str
    what: str  # the broken port in words, or "(correct port)"
    catcher: str
    caught: bool  # for a correct port: passed every generated test
    line: str


def run_matrix(launcher: tuple[str, ...], features: tuple) -> list[Result]:
    """Every correct and broken port of every feature, run through its generated tests."""
    results = []
    with tempfile.TemporaryDirectory() as scratch:
        for feature in features:
            out = Path(scratch) / feature.name
            if render(feature.facts, out).returncode != 0:
                raise SystemExit(f"render failed for {feature.facts}")
            wire(out, feature.adapter)
            correct = run_generated_tests(out, launcher=launcher, **feature.variables)
            clean = correct.with_outcome("passed") == feature.every_test
            results.append(Result(feature.name, "(correct port)", "", clean, "" if clean else ", ".join(sorted(correct.failed))))
            for broken in feature.broken:
                outcomes = run_generated_tests(out, launcher=launcher, TOYPORT_BUG=broken.bug, **feature.variables)
                hit = broken.catcher in outcomes.failed and broken.words in outcomes.message(broken.catcher)
                results.append(Result(feature.name, broken.what, broken.catcher, hit, message_line(outcomes.message(broken.catcher), broken.words) if hit else ""))
    return results


def summary(results: list[Result], where: str, seconds: float, command: str) -> str:
    broken = [r for r in results if r.what != "(correct port)"]
    correct = [r for r in results if r.what == "(correct port)"]
    return (
        f"{where}: caught {sum(r.caught for r in broken)} / {len(broken)} broken ports; "
        f"{sum(not r.caught for r in correct)} false failures in {len(correct)} correct ports ({seconds:.0f} s, `{command}`)."
    )


def other(results: list[Result], i: int, good: str, bad: str) -> str:
    """Row ``i`` of another launcher's run; the JAX rows come last and have none."""
    if i >= len(results):
        return "- (JAX: one process)"
    return good if results[i].caught else bad


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--torchrun", action="store_true", help="also run every scaffold under torchrun with 2 ranks (gloo)")
    parser.add_argument("--write-readme", action="store_true", help="replace the matrix in README.md")
    args = parser.parse_args(argv)
    command = "python tests/e2e/mutation_matrix.py" + (" --torchrun" if args.torchrun else "")
    runs = {"one process": ((), FEATURES + JAX_FEATURES)}
    if args.torchrun:
        runs["torchrun, 2 ranks"] = (tuple(torchrun(2)), FEATURES)
    results, lines = {}, []
    for where, (launcher, features) in runs.items():
        start = time.perf_counter()
        results[where] = run_matrix(launcher, features)
        lines.append("- " + summary(results[where], f"CPU, {where}", time.perf_counter() - start, command))
    first = results["one process"]
    header = "| feature | broken port | caught by | what its message says |" + ("".join(f" {w} |" for w in list(runs)[1:]))
    rule = "|---|---|---|---|" + "---|" * (len(runs) - 1)
    rows = []
    for i, r in enumerate(first):
        if r.what == "(correct port)":
            cell = "passes every generated test" if r.caught else f"**false failure**: {r.line}"
            extra = "".join(f" {other(results[w], i, 'passes', '**false failure**')} |" for w in list(runs)[1:])
            rows.append(f"| {r.feature} | (correct port) | - | {table_cell(cell)} |{extra}")
        else:
            extra = "".join(f" {other(results[w], i, 'caught', '**not caught**')} |" for w in list(runs)[1:])
            cell = r.line if r.caught else "**not caught**"
            rows.append(f"| {r.feature} | {r.what} | `{r.catcher}` | {table_cell(cell)} |{extra}")
    table = "\n".join([*lines, "", header, rule, *rows])
    print(table)
    if args.write_readme:
        text = README.read_text(encoding="utf-8")
        head, _, rest = text.partition(START)
        _, _, tail = rest.partition(END)
        README.write_text(f"{head}{START}\n{table}\n{END}{tail}", encoding="utf-8")
    every = [r for rs in results.values() for r in rs]
    return 0 if all(r.caught for r in every) else 1


if __name__ == "__main__":
    sys.exit(main())
