#!/usr/bin/env python3
"""How long rendering takes, as ratios measured side by side in one run.

For each example: the in-process cost of load + decide + render (median of
--repeats), and the wall time of `python scripts/render.py --dry-run` against
the wall time of a bare `python -c "import jinja2, yaml, markdown_it"` (the
interpreter and the three imports every script pays), the two interleaved so
machine noise hits both alike.

Example:
  python benchmarks/render_speed.py --repeats 15
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))

from portval.facts.load import load_facts
from portval.plan.decide import decide
from portval.plan.tolerances import load_tables
from portval.render.scaffold import render_files

BARE = [sys.executable, "-c", "import jinja2, yaml, markdown_it"]


def wall(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 2)[2], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=11)
    args = parser.parse_args()
    print(f"{'example':<40} {'in-process ms':>14} {'CLI ms':>8} {'bare ms':>8} {'CLI / bare':>10}")
    for facts_path in sorted((REPO / "examples").glob("*.yaml")):
        inprocess = []
        for _ in range(args.repeats):
            start = time.perf_counter()
            render_files(decide(load_facts(facts_path), load_tables(), facts_path.name), facts_path.name)
            inprocess.append(time.perf_counter() - start)
        cli_command = [sys.executable, str(REPO / "scripts" / "render.py"), str(facts_path), "--dry-run", "-o", "/nonexistent-dir/out"]
        cli, bare = [], []
        for i in range(args.repeats):
            pair = (cli_command, BARE) if i % 2 == 0 else (BARE, cli_command)
            for command in pair:
                (cli if command is cli_command else bare).append(wall(command))
        ratio = statistics.median(c / b for c, b in zip(cli, bare))
        print(f"{facts_path.stem:<40} {statistics.median(inprocess) * 1e3:>14.1f} {statistics.median(cli) * 1e3:>8.1f} {statistics.median(bare) * 1e3:>8.1f} {ratio:>10.2f}")


if __name__ == "__main__":
    main()
