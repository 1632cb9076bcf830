#!/usr/bin/env python3
"""Find every import-time binding of the replaced symbols in the framework's code, and check the facts and the port against it.

Each `from M import S` at module level is a binding of its own: a port that
rebinds S where it is defined leaves every module that imported it earlier
calling upstream. This reads the framework's source with Python's ast, never
importing it: the installed packages of upstream.symbols (found by import
spec), or the checkouts given with --root. It lists each binding (definition,
`from M import S [as T]` with relative imports and re-exports through package
__init__ files, `from M import *`, module-level `T = S`; imports inside
function bodies are read when called and are not bindings), marks those the
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
its code was read); 1 a binding the facts miss (not written) or the port
does not rebind; 2 bad input (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from portval.common import cli

cli.require_packages()

from portval.common.errors import FactsError, UserError
from portval.facts.contract import Facts
from portval.facts.edit import line_of, replace_file, with_list
from portval.facts.load import load_facts, parse_facts
from portval.sites.scan import SiteScan, module_file, port_rebindings, scan_sites


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
    if not facts.upstream.symbols:
        raise FactsError(
            args.facts,
            line_of(facts.source_text, ("upstream",)),
            "upstream.symbols",
            "no symbols",
            "at least one dotted path such as megatron.core.fp8_utils.get_fp8_context (find_sites.py finds every binding of each)",
        )
    if args.port and not Path(args.port).is_file():
        raise UserError(f"--port {args.port}: {'no such file' if not Path(args.port).exists() else 'not a file'}")
    started = time.perf_counter()
    scan = scan_sites(facts.upstream.symbols, args.root or None)
    seconds = time.perf_counter() - started
    for problem in scan.unreadable:
        print(f"warning: {problem}; skipped", file=sys.stderr)
    listed = set(facts.upstream.symbols) | set(facts.upstream.aliases) | set(facts.upstream.transient)
    missing = [s.path for s in scan.sites if s.path not in listed]
    port = _port_check(args, facts, scan)
    written = write_found_sites(Path(args.facts), facts, missing) if args.write and missing else None
    report = {
        "facts": args.facts,
        "symbols": list(facts.upstream.symbols),
        "roots": list(scan.roots),
        "files_listed": scan.files_listed,
        "files_parsed": scan.files_parsed,
        "seconds": round(seconds, 3),
        "sites": [
            {"path": s.path, "kind": s.kind, "source": s.source, "in_facts": s.path in listed, "binding": s.binding, "statement": s.how, "symbol": s.symbol}
            for s in scan.sites
        ],
        "missing_from_facts": missing,
        "not_found": list(scan.missing_symbols),
        "listed_but_not_found": sorted(listed - {s.path for s in scan.sites} - set(facts.upstream.transient)),
        "port": port,
        "unreadable": list(scan.unreadable),
        "written": written,
    }
    print(json.dumps(report, indent=2) if args.json else _format(report))
    facts_short = bool(missing) and written is None
    port_short = bool(port["read"] and port["rebinds"] and (port["not_rebound"] or port["not_sites"]))
    return cli.EXIT_CHECK_FAILED if facts_short or port_short or scan.missing_symbols else cli.EXIT_OK


def _port_check(args: argparse.Namespace, facts: Facts, scan: SiteScan) -> dict[str, Any]:
    """The port's rebindings, the sites it never rebinds, and the rebindings that are no site."""
    if args.port:
        file: Path | None = Path(args.port)
        origin = "--port"
    elif facts.framework.wired_at:
        file = module_file(facts.framework.wired_at, args.root or None)
        origin = "framework.wired_at"
    else:
        file, origin = None, ""
    result: dict[str, Any] = {"file": str(file) if file else None, "from": origin, "read": False, "rebinds": [], "not_rebound": [], "not_sites": []}
    if file is None:
        result["note"] = "no port code read: pass --port FILE (the code that rebinds the sites), or set framework.wired_at to its module"
        return result
    names = {s.path.rpartition(".")[2] for s in scan.sites}
    rebinds = port_rebindings(file, names)
    result["read"] = True
    result["rebinds"] = [{"path": r.path, "source": r.source} for r in rebinds]
    if not rebinds:
        result["note"] = f"{file} rebinds none of the sites' names: pass --port FILE with the code that rebinds them"
        return result
    site_paths = {s.path for s in scan.sites}
    rebound = {r.path for r in rebinds}
    result["not_rebound"] = [s.path for s in scan.sites if s.path not in rebound]
    result["not_sites"] = [{"path": r.path, "source": r.source} for r in rebinds if r.path not in site_paths]
    return result


def _format(report: dict[str, Any]) -> str:
    roots = ", ".join(report["roots"])
    lines = [f"Read {report['files_parsed']} of {report['files_listed']} Python files under {roots} in {report['seconds']:.2f} s (only files naming a bound name are parsed) for:"]
    lines += [f"  {s}" for s in report["symbols"]]
    lines += ["", "in facts  kind    binding       site, and where"]
    for site in report["sites"]:
        mark = "yes" if site["in_facts"] else "NO"
        lines.append(f"{mark:<9} {site['kind']:<7} {site['binding']:<13} {site['path']}  ({site['source'] or 'no source line'}: {site['statement']})")
    for symbol in report["not_found"]:
        lines.append(f"not found: {symbol} is defined nowhere under the roots searched")
    for path in report["listed_but_not_found"]:
        lines.append(f"listed in the facts but bound nowhere at import time: {path}")
    missing = report["missing_from_facts"]
    lines.append("")
    if missing:
        lines.append(f"{len(missing)} binding(s) the facts do not list; a port that misses one keeps upstream there:")
        lines += [f"  {path}" for path in missing]
    else:
        lines.append("The facts list every binding found.")
    port = report["port"]
    lines.append("")
    if not port["read"] or not port["rebinds"]:
        lines.append(f"Port: {port['note']}")
    else:
        lines.append(f"Port ({port['file']}, from {port['from']}): {len(port['rebinds'])} rebinding(s).")
        if port["not_rebound"]:
            lines.append(f"  never rebinds {len(port['not_rebound'])} site(s):")
            lines += [f"    {path}" for path in port["not_rebound"]]
        for rebinding in port["not_sites"]:
            lines.append(f"  rebinds {rebinding['path']} ({rebinding['source']}), which binds no replaced object at import time")
        if not port["not_rebound"] and not port["not_sites"]:
            lines.append("  rebinds every site, and nothing else.")
    written = report["written"]
    if written:
        lines += ["", f"Wrote {len(written['added'])} alias(es) to upstream.aliases and upstream.found_in_code in {written['facts']}."]
    elif missing:
        lines += ["", "--write adds them to upstream.aliases (and upstream.found_in_code), so the tests check each."]
    return "\n".join(lines)


def write_found_sites(facts_path: Path, facts: Facts, found: list[str]) -> dict[str, Any]:
    """Add ``found`` to upstream.aliases and upstream.found_in_code, changing no other line.

    The edited text is validated again and must load to the same facts except
    for those two lists before it replaces the file atomically; otherwise nothing is written.
    """
    aliases = list(facts.upstream.aliases) + [p for p in found if p not in facts.upstream.aliases]
    recorded = list(facts.upstream.found_in_code) + [p for p in found if p not in facts.upstream.found_in_code]
    text = with_list(facts.source_text, "upstream", "aliases", aliases, str(facts_path))
    text = with_list(text, "upstream", "found_in_code", recorded, str(facts_path))
    expected = replace(facts, upstream=replace(facts.upstream, aliases=tuple(aliases), found_in_code=tuple(recorded)))
    try:
        edited = parse_facts(text, str(facts_path))
    except FactsError as error:
        raise UserError(f"{facts_path}: adding upstream.aliases would make the file invalid ({error}); nothing written, add them by hand") from None
    if edited != expected:
        raise UserError(f"{facts_path}: adding upstream.aliases would change other fields; nothing written, add them by hand")
    replace_file(facts_path, text)
    return {"facts": str(facts_path), "added": found, "aliases": aliases, "found_in_code": recorded}


if __name__ == "__main__":
    sys.exit(cli.run(main))
