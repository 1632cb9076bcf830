#!/usr/bin/env python3
"""Render a port's validation plan and test scaffold from its facts file.

Writes VALIDATION_PLAN.md, port_facts.yaml, port_adapter.py (yours: updated
only while it is exactly as written), conftest.py, the static checks
(the runtime modules, portval_*.py, that the plan's checks use),
test_correctness.py, test_integration.py, test_performance.py and
bench_parity.py into the output directory, with dump_reference.py and
portval_enable.py when the plan needs them. A generated file you edited is
reported as a conflict and kept unless --force; an edited port_adapter.py is
kept, and the hooks that are new or changed since the last render are printed
with their stubs to paste in.

Example:
  python scripts/render.py examples/megatron_turbo_rms_norm.yaml -o port-validation
  python scripts/render.py my-port.yaml --dry-run --json

Exit codes: 0 written (or nothing to do), 1 some files were kept because of
conflicts, 2 bad input (one line on stderr naming the file and field).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from portval.common import cli

cli.require_packages()

from portval.common.escape import shell_command, terminal_text
from portval.common.regular_files import NotReadable, read_regular_bytes
from portval.facts.contract import load_facts
from portval.plan.decide import decide
from portval.plan.files import USER_OWNED
from portval.plan.tolerances import DEFAULT_TABLES, load_tables
from portval.render.adapter_update import adapter_changes, stub_digests
from portval.render.report import decisions
from portval.render.scaffold import render_files
from portval.render.writer import read_manifest_entry, write_scaffold

ADAPTER = "port_adapter.py"
MAX_ADAPTER_BYTES = 4 << 20  # an adapter is a few hundred lines; more is not one to compare hooks in


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="render.py",
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("facts", help="the port's facts file (YAML; contract: references/port-facts.md)")
    parser.add_argument("-o", "--output", help="output directory (default: user.output_dir from the facts, else ./port-validation)")
    parser.add_argument("--dry-run", action="store_true", help="report what each file would get; write nothing")
    parser.add_argument("--force", action="store_true", help="replace generated files you edited (never port_adapter.py)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON on stdout")
    parser.add_argument("--tables", default=str(DEFAULT_TABLES), help="tolerance tables (default: references/test-templates.md)")
    return parser.parse_args(argv)


def scripts_from(out_dir: Path) -> str:
    """This bundle's scripts/ folder as a path from the output directory, so printed commands run there."""
    scripts = Path(__file__).resolve().parent
    try:
        relative = Path(os.path.relpath(scripts, out_dir.resolve()))
    except ValueError:  # another drive (Windows): only the absolute path reaches it
        return str(scripts)
    return str(relative) if relative.parts.count("..") <= 3 else str(scripts)


def edited_adapter_text(out_dir: Path) -> str | None:
    """The user's edited adapter, when it is a regular file this script can read; None otherwise."""
    try:
        return read_regular_bytes(out_dir / ADAPTER, MAX_ADAPTER_BYTES).decode("utf-8", errors="replace")
    except (OSError, NotReadable):
        return None


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    facts = load_facts(args.facts)
    facts_name = Path(args.facts).name
    # '~/pv' in the facts means the home directory, as it would on the command line.
    out_dir = Path(args.output or facts.user.output_dir or "port-validation").expanduser()
    plan = decide(facts, load_tables(args.tables), facts_name, scripts_path=scripts_from(out_dir), scaffold_dir=str(out_dir.resolve()))
    files = render_files(plan, facts_name)
    # The hooks printed last time, read before this render replaces the manifest.
    printed_hooks = read_manifest_entry(out_dir, "adapter_hooks")
    actions = write_scaffold(out_dir, files, force=args.force, user_owned=USER_OWNED, facts_name=facts_name, dry_run=args.dry_run,
                             extra={"adapter_hooks": stub_digests(files[ADAPTER])})
    hook_changes = []
    if any(a.name == ADAPTER and a.status == "skip" for a in actions):
        current = edited_adapter_text(out_dir)
        if current is not None:
            hook_changes = adapter_changes(current, files[ADAPTER], printed_hooks)
    conflicts = [a.name for a in actions if a.status == "conflict"]
    result = {
        "output_dir": str(out_dir),
        "dry_run": args.dry_run,
        **decisions(plan),
        "files": [{"name": a.name, "status": a.status, "reason": a.reason} for a in actions],
        "adapter_hooks": [{"name": c.name, "status": c.status, "stub": c.stub} for c in hook_changes],
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        verb = "would write" if args.dry_run else "wrote"
        lines = [f"{facts.feature.id}: {verb} {out_dir}/"]
        lines += [f"  {a.status:<9} {a.name}  ({a.reason})" for a in actions]
        lines.append("hooks to fill in port_adapter.py: " + ", ".join(h.name for h in plan.required_hooks))
        if hook_changes:
            lines.append(f"{ADAPTER} is yours and was edited, so it was kept; paste in these hooks (new, or changed since the last render):")
            for change in hook_changes:
                lines.append(f"# --- {change.name} ({change.status}) ---")
                lines.append(change.stub.rstrip("\n"))
        if plan.questions:
            lines.append(f"{len(plan.questions)} open question(s) for the user: {shell_command(['python', 'scripts/check_facts.py', args.facts])}")
        print(terminal_text("\n".join(lines)))
    if conflicts:
        print(f"error: kept {len(conflicts)} edited file(s): {', '.join(conflicts)}; use --force to replace them", file=sys.stderr)
        return cli.EXIT_CHECK_FAILED
    return cli.EXIT_OK


if __name__ == "__main__":
    sys.exit(cli.run(main))
