"""What find_sites.py reports and writes: every import-time binding the scan found, whether the facts list it, what
the port's code rebinds, and the missing bindings added to upstream.aliases and upstream.found_in_code."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..common.errors import FactsError, UserError
from ..facts.contract import Facts
from ..facts.edit import line_of, with_list, write_checked
from .scan import SiteScan, module_file, port_rebindings, scan_sites


def scan_for_facts(facts_file: str, facts: Facts, roots: list[str], port: str | None) -> tuple[SiteScan, float]:
    """Scan the framework (``roots``, else the installed packages) for every binding of the facts' upstream.symbols,
    and how many seconds it took.

    Facts without upstream.symbols are a FactsError; a ``port`` that is not a file is a UserError.
    """
    if not facts.upstream.symbols:
        raise FactsError(
            facts_file,
            line_of(facts.source_text, ("upstream",)),
            "upstream.symbols",
            "no symbols",
            "at least one dotted path such as megatron.core.fp8_utils.get_fp8_context (find_sites.py finds every binding of each)",
        )
    if port and not Path(port).is_file():
        raise UserError(f"--port {port}: {'no such file' if not Path(port).exists() else 'not a file'}")
    started = time.perf_counter()
    scan = scan_sites(facts.upstream.symbols, roots or None)
    return scan, time.perf_counter() - started


def sites_report(
    facts_file: str, facts: Facts, scan: SiteScan, seconds: float, roots: list[str], port: str | None, *, write: bool
) -> dict[str, Any]:
    """The sites against the facts and the port's code, as JSON-able data.

    With ``write``, the bindings the facts miss are first added to the facts file (``written``).
    """
    listed = set(facts.upstream.symbols) | set(facts.upstream.aliases) | set(facts.upstream.transient)
    missing = [s.path for s in scan.sites if s.path not in listed]
    port_result = _port_check(port, roots, facts, scan)
    written = write_found_sites(Path(facts_file), facts, missing) if write and missing else None
    return {
        "facts": facts_file,
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
        "port": port_result,
        "unreadable": list(scan.unreadable),
        "written": written,
    }


def sites_short(report: dict[str, Any]) -> bool:
    """Whether the check fails: a binding the facts miss (not written), one the port does not rebind or a rebinding
    that is no site (when its code was read), or a symbol defined nowhere."""
    facts_short = bool(report["missing_from_facts"]) and report["written"] is None
    port = report["port"]
    port_short = bool(port["read"] and port["rebinds"] and (port["not_rebound"] or port["not_sites"]))
    return facts_short or port_short or bool(report["not_found"])


def _port_check(port: str | None, roots: list[str], facts: Facts, scan: SiteScan) -> dict[str, Any]:
    """The port's rebindings, the sites it never rebinds, and the rebindings that are no site."""
    if port:
        file: Path | None = Path(port)
        origin = "--port"
    elif facts.framework.wired_at:
        file = module_file(facts.framework.wired_at, roots or None)
        origin = "framework.wired_at"
    else:
        file, origin = None, ""
    result: dict[str, Any] = {"file": str(file) if file else None, "from": origin, "read": False, "rebinds": [], "not_rebound": [], "not_sites": []}
    if file is None:
        result["note"] = "no port code read: pass --port FILE (the code that rebinds the sites), or set framework.wired_at to its module"
        return result
    if not scan.sites:
        # Nothing to compare with: the symbols are defined nowhere under the roots read (another root holds the framework).
        result["note"] = f"{file} not compared: no binding of the symbols was found under the roots read"
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


def format_sites(report: dict[str, Any]) -> str:
    """The report as text for people: each binding, whether the facts list it, and what the port rebinds."""
    roots = ", ".join(report["roots"])
    lines = [f"Read {report['files_parsed']} of {report['files_listed']} Python files under {roots} in {report['seconds']:.2f} s (only files naming a bound name are parsed) for:"]
    lines += [f"  {s}" for s in report["symbols"]]
    lines += ["", "in facts  kind    binding         site, and where"]
    for site in report["sites"]:
        mark = "yes" if site["in_facts"] else "NO"
        lines.append(f"{mark:<9} {site['kind']:<7} {site['binding']:<15} {site['path']}  ({site['source'] or 'no source line'}: {site['statement']})")
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
    write_checked(facts_path, text, expected, "upstream.aliases")
    return {"facts": str(facts_path), "added": found, "aliases": aliases, "found_in_code": recorded}
