#!/usr/bin/env python3
"""How long drafting a facts file from an explorer report takes, with the readers' memos and without, side by side.

The readers ask the same questions of a sentence many times (its hedge, its plain text) and build patterns from a
report's names and the package table for every sentence; three memos answer those once (see
scripts/portval/explorer/text.py: ``compiled``, ``plain_text``; hedges.py: ``hedge_text``). This drafts a sample of
the fixture reports both ways, alternating which goes first, each in a fresh process so neither warms the other, and
prints the time of each and the ratio. Both ways draft the same facts: the script checks that too.

Example:
  python benchmarks/draft_speed.py --reports 40 --repeats 3
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "tests" / "fixtures" / "explorer"

# Run in a child process: draft each report and print the facts' values and the seconds taken, as JSON.
_CHILD = """
import functools, json, sys, time
sys.path.insert(0, {scripts!r})
import portval.explorer  # noqa: F401  (loads every reader)
from portval.explorer import text, hedges
from portval.explorer.extract import extract
from portval.explorer.records import ReportError
if {memo} is False:
    unwrapped = {{f: f.__wrapped__ for f in (text.compiled, text.plain_text, hedges.hedge_text)}}
    for module in [m for name, m in sys.modules.items() if name.startswith("portval.explorer")]:
        for name, value in list(vars(module).items()):
            if getattr(value, "__wrapped__", None) is not None and value in unwrapped:
                setattr(module, name, unwrapped[value])
start = time.perf_counter()
facts = []
for path in {paths!r}:
    try:
        extraction = extract(open(path, encoding="utf-8").read(), None, path)
    except ReportError as error:  # an inventory of several patches asks for --patch: its message is the result
        facts.append(str(error))
        continue
    facts.append(sorted((k, repr([f.value for f in v] if isinstance(v, list) else v.value)) for k, v in extraction.facts.items()))
print(json.dumps({{"seconds": time.perf_counter() - start, "facts": facts}}))
"""


def _draft(paths: list[str], memo: bool) -> tuple[float, list]:
    code = _CHILD.format(scripts=str(REPO / "scripts"), memo=memo, paths=paths)
    result = json.loads(subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout)
    return result["seconds"], result["facts"]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 2)[2], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--reports", type=int, default=40, help="how many fixture reports to draft (a fixed random sample)")
    parser.add_argument("--repeats", type=int, default=3, help="how many times to draft the sample each way")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    reports = sorted(str(p) for p in FIXTURES.glob("*.md"))
    sample = random.Random(args.seed).sample(reports, min(args.reports, len(reports)))
    times: dict[bool, list[float]] = {True: [], False: []}
    drafts: dict[bool, list] = {}
    for repeat in range(args.repeats):
        for memo in (True, False) if repeat % 2 == 0 else (False, True):
            started = time.perf_counter()
            seconds, drafts[memo] = _draft(sample, memo)
            times[memo].append(seconds)
            print(
                f"  repeat {repeat + 1}, memo {'on ' if memo else 'off'}: {seconds:6.2f} s drafting ({time.perf_counter() - started:6.2f} s with the start)"
            )
    if drafts[True] != drafts[False]:
        raise SystemExit("the drafts differ with the memos on and off")
    on, off = statistics.median(times[True]), statistics.median(times[False])
    print(
        f"{len(sample)} reports: memo on {on:.2f} s, off {off:.2f} s (medians of {args.repeats}); off / on = {off / on:.2f}; same facts both ways"
    )


if __name__ == "__main__":
    main()
