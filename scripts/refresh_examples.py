#!/usr/bin/env python3
"""Render every facts file in examples/ into examples/rendered/<name>/, replacing what is there.

The generated files are committed as golden files (tests/test_golden_examples.py
renders again and compares) and as hand-copyable scaffolds. The runtime
modules a scaffold copies as they are (runtime/portval_*.py) are not committed
once per example: the example's .portval-manifest.json records each one's
sha256, which the comparison of the manifest checks.

Example:
  python scripts/refresh_examples.py
  python scripts/refresh_examples.py --check    # exit 1 if any committed file is stale

Exit codes: 0 up to date (or refreshed), 1 stale (with --check), 2 bad input.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from portval.common import cli

cli.require_packages("jinja2", "yaml")

from portval.facts.load import load_facts
from portval.plan.decide import decide
from portval.plan.files import RUNTIME_MODULES, USER_OWNED
from portval.plan.tolerances import load_tables
from portval.render.scaffold import render_files
from portval.render.writer import apply_writes, plan_writes

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
RENDERED = EXAMPLES / "rendered"


def render_example(facts_path: Path, out_dir: Path) -> None:
    """Render one example into an empty ``out_dir``: its generated files, and the manifest of every file's hash."""
    facts = load_facts(facts_path)
    # scripts/ and the facts as seen from examples/rendered/<example>/, where the committed render lives.
    plan = decide(facts, load_tables(), facts_path.name, scripts_path="../../../scripts", facts_path=f"../../{facts_path.name}")
    files = render_files(plan, facts_path.name)
    apply_writes(out_dir, files, plan_writes(out_dir, files, force=False, user_owned=USER_OWNED), facts_path.name)
    # Golden files hold generated text only; the manifest keeps the copied modules' hashes.
    for name in RUNTIME_MODULES:
        (out_dir / name).unlink(missing_ok=True)


def stale_files(expected: Path, actual: Path) -> list[str]:
    """Files that differ, are missing or are extra between two rendered trees."""
    names = {p.relative_to(expected).as_posix() for p in expected.rglob("*") if p.is_file()}
    names |= {p.relative_to(actual).as_posix() for p in actual.rglob("*") if p.is_file()} if actual.exists() else set()
    return sorted(
        name for name in names
        if not (expected / name).is_file() or not (actual / name).is_file()
        or (expected / name).read_bytes() != (actual / name).read_bytes()
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="refresh_examples.py",
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--check", action="store_true", help="compare with the committed files; change nothing")
    args = parser.parse_args(argv)
    stale = []
    for facts_path in sorted(EXAMPLES.glob("*.yaml")):
        target = RENDERED / facts_path.stem
        scratch = RENDERED / f".{facts_path.stem}.new"
        shutil.rmtree(scratch, ignore_errors=True)
        render_example(facts_path, scratch)
        differences = stale_files(scratch, target)
        if args.check:
            shutil.rmtree(scratch)
            stale += [f"{facts_path.stem}/{name}" for name in differences]
            continue
        shutil.rmtree(target, ignore_errors=True)
        scratch.rename(target)
        print(f"{'refreshed' if differences else 'unchanged'} {target.relative_to(EXAMPLES.parent)}")
    if stale:
        print("stale: " + ", ".join(stale) + "\nrun: python scripts/refresh_examples.py", file=sys.stderr)
        return cli.EXIT_CHECK_FAILED
    return cli.EXIT_OK


if __name__ == "__main__":
    sys.exit(cli.run(main))
