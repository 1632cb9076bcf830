"""From a facts file to its plan and its files: what check_facts.py and render.py do, and the summaries they print
(JSON for agents, text for people)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..common.cli import script_command
from ..common.regular_files import NotReadable, read_regular_bytes
from ..facts.load import load_facts
from ..plan.decide import decide
from ..plan.files import USER_OWNED
from ..plan.plan import Plan
from ..plan.tolerances import load_tables
from .adapter_update import HookChange, adapter_changes, stub_digests, unfilled_hooks
from .report import decisions, format_decisions
from .scaffold import render_files
from .writer import FileAction, read_manifest_entry, write_scaffold

ADAPTER = "port_adapter.py"
MAX_ADAPTER_BYTES = 4 << 20  # an adapter is a few hundred lines; more is not one to compare hooks in
SCRIPTS = Path(__file__).resolve().parents[2]


def check_facts(facts_file: str, tables: str) -> Plan:
    """The plan of a facts file: the file loaded and validated (a UserError names what is wrong), then decided."""
    return decide(load_facts(facts_file), load_tables(tables), Path(facts_file).name)


def check_summary_json(plan: Plan) -> dict[str, Any]:
    """check_facts.py's answer for agents: valid, and every decision."""
    return {"valid": True, **decisions(plan)}


def check_summary_text(facts_file: str, plan: Plan) -> str:
    """check_facts.py's answer for people: valid, and the decisions as a short report."""
    return f"{facts_file}: valid\n{format_decisions(plan)}"


@dataclass(frozen=True)
class Rendered:
    """One render: the plan, what happened to each file, and the hooks to paste into an edited adapter."""

    facts_file: str
    out_dir: Path
    dry_run: bool
    plan: Plan
    actions: list[FileAction]
    hook_changes: list[HookChange]
    unfilled: list[str]  # the required hooks the adapter on disk leaves to fill (all of them on a dry run of a new scaffold)

    @property
    def conflicts(self) -> list[str]:
        """The generated files kept because the user edited them."""
        return [a.name for a in self.actions if a.status == "conflict"]

    def summary_json(self) -> dict[str, Any]:
        """The plan's decisions, each file's status and the adapter hooks to paste, as JSON-able data."""
        return {
            "output_dir": str(self.out_dir),
            "dry_run": self.dry_run,
            **decisions(self.plan),
            "files": [{"name": a.name, "status": a.status, "reason": a.reason} for a in self.actions],
            "adapter_hooks": [{"name": c.name, "status": c.status, "stub": c.stub} for c in self.hook_changes],
            "hooks_unfilled": self.unfilled,
        }

    def summary_text(self) -> str:
        """Each file's status, the hooks to fill, the stubs to paste, and the command that shows open questions."""
        plan = self.plan
        verb = "would write" if self.dry_run else "wrote"
        lines = [f"{plan.facts.feature.id}: {verb} {self.out_dir}/"]
        lines += [f"  {a.status:<9} {a.name}  ({a.reason})" for a in self.actions]
        if self.unfilled:
            lines.append(f"hooks to fill in {ADAPTER}: " + ", ".join(self.unfilled))
        else:
            lines.append(f"every hook {ADAPTER} must have is filled in (none is missing or raises NotImplementedError)")
        if self.hook_changes:
            lines.append(f"{ADAPTER} is yours and was edited, so it was kept; paste in these hooks (new, or changed since the last render):")
            for change in self.hook_changes:
                lines.append(f"# --- {change.name} ({change.status}) ---")
                lines.append(change.stub.rstrip("\n"))
        if plan.questions:
            lines.append(f"{len(plan.questions)} open question(s) for the user: {script_command('check_facts.py', self.facts_file)}")
        return "\n".join(lines)


def render_facts(facts_file: str, output: str | None, tables: str, *, force: bool = False, dry_run: bool = False) -> Rendered:
    """Render the scaffold of ``facts_file`` into ``output`` (else user.output_dir, else ./port-validation).

    A generated file the user edited is kept (a conflict) unless ``force``; an edited port_adapter.py is always
    kept, and the hooks new or changed since the last render are returned with their stubs.
    """
    facts = load_facts(facts_file)
    facts_name = Path(facts_file).name
    # '~/pv' in the facts means the home directory, as it would on the command line.
    out_dir = Path(output or facts.user.output_dir or "port-validation").expanduser()
    plan = decide(
        facts,
        load_tables(tables),
        facts_name,
        scripts_path=scripts_from(out_dir),
        scaffold_dir=str(out_dir.resolve()),
        facts_path=seen_from(Path(facts_file), out_dir),
    )
    files = render_files(plan, facts_name)
    # The hooks printed last time, read before this render replaces the manifest.
    printed_hooks = read_manifest_entry(out_dir, "adapter_hooks")
    actions = write_scaffold(out_dir, files, force=force, user_owned=USER_OWNED, facts_name=facts_name, dry_run=dry_run,
                             extra={"adapter_hooks": stub_digests(files[ADAPTER])})
    hook_changes = []
    if any(a.name == ADAPTER and a.status == "skip" for a in actions):
        current = edited_adapter_text(out_dir)
        if current is not None:
            hook_changes = adapter_changes(current, files[ADAPTER], printed_hooks)
    # The adapter the user will run: theirs when they kept it, else the one just written (or that would be).
    adapter = edited_adapter_text(out_dir) if (out_dir / ADAPTER).exists() else files[ADAPTER]
    unfilled = unfilled_hooks(adapter, [h.name for h in plan.required_hooks])
    return Rendered(facts_file, out_dir, dry_run, plan, actions, hook_changes, unfilled)


def scripts_from(out_dir: Path) -> str:
    """This bundle's scripts/ folder as a path from the output directory, so printed commands run there."""
    return seen_from(SCRIPTS, out_dir)


def seen_from(path: Path, out_dir: Path) -> str:
    """``path`` as written from the output directory: relative when it is near, else absolute."""
    try:
        relative = Path(os.path.relpath(path.resolve(), out_dir.resolve()))
    except ValueError:  # another drive (Windows): only the absolute path reaches it
        return str(path.resolve())
    return str(relative) if relative.parts.count("..") <= 3 else str(path.resolve())


def edited_adapter_text(out_dir: Path) -> str | None:
    """The user's edited adapter, when it is a regular file this script can read; None otherwise."""
    try:
        return read_regular_bytes(out_dir / ADAPTER, MAX_ADAPTER_BYTES).decode("utf-8", errors="replace")
    except (OSError, NotReadable):
        return None
