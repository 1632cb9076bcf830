#!/usr/bin/env python3
"""Run every feature's correct and broken ports through their generated tests and print the matrix.

For each broken port: the generated test that caught it and the line of its
message that says what went wrong; then caught / total and false failures /
correct runs. --launcher torchrun runs each scaffold under torchrun with two
ranks. --write-readme replaces the matrix in README.md with the one printed.

Example:
  python tests/e2e/mutation_matrix.py
  python tests/e2e/mutation_matrix.py --launcher torchrun --write-readme

Exit codes: 0 every bug caught and no false failure, 1 otherwise.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from features import FEATURES
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


def run_matrix(launcher: tuple[str, ...]) -> tuple[list[str], int, int, int, int]:
    """Markdown rows, caught, total, false failures, correct runs."""
    rows, caught, total, false_failures, correct_runs = [], 0, 0, 0, 0
    with tempfile.TemporaryDirectory() as scratch:
        for feature in FEATURES:
            out = Path(scratch) / feature.name
            if render(feature.facts, out).returncode != 0:
                raise SystemExit(f"render failed for {feature.facts}")
            wire(out, feature.adapter)
            correct = run_generated_tests(out, launcher=launcher, **feature.variables)
            correct_runs += 1
            if correct.with_outcome("passed") != feature.every_test:
                false_failures += 1
                rows.append(f"| {feature.name} | (correct port) | **false failure**: {', '.join(sorted(correct.failed))} | |")
            for broken in feature.broken:
                total += 1
                outcomes = run_generated_tests(out, launcher=launcher, TOYPORT_BUG=broken.bug, **feature.variables)
                hit = broken.catcher in outcomes.failed and broken.words in outcomes.message(broken.catcher)
                caught += hit
                cell = message_line(outcomes.message(broken.catcher), broken.words) if hit else "**not caught**"
                rows.append(f"| {feature.name} | {broken.what} | `{broken.catcher}` | {table_cell(cell)} |")
    return rows, caught, total, false_failures, correct_runs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--launcher", choices=("python", "torchrun"), default="python", help="run each scaffold's tests in one process or under torchrun with 2 ranks")
    parser.add_argument("--write-readme", action="store_true", help="replace the matrix in README.md")
    args = parser.parse_args(argv)
    launcher = tuple(torchrun(2)) if args.launcher == "torchrun" else ()
    start = time.perf_counter()
    rows, caught, total, false_failures, correct_runs = run_matrix(launcher)
    seconds = time.perf_counter() - start
    where = "under torchrun, 2 ranks (gloo)" if launcher else "in one process"
    table = "\n".join([
        (
            f"Caught {caught} / {total} broken ports; {false_failures} false failures in {correct_runs} correct ports "
            f"(CPU, {where}, {seconds:.0f} s; `python tests/e2e/mutation_matrix.py{' --launcher torchrun' if launcher else ''}`)."
        ),
        "",
        "| feature | broken port | caught by | what its message says |",
        "|---|---|---|---|",
        *rows,
    ])
    print(table)
    if args.write_readme:
        text = README.read_text(encoding="utf-8")
        head, _, rest = text.partition(START)
        _, _, tail = rest.partition(END)
        README.write_text(f"{head}{START}\n{table}\n{END}{tail}", encoding="utf-8")
    return 0 if caught == total and false_failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
