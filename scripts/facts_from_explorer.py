#!/usr/bin/env python3
"""Draft a port facts file from a backend-patch-explorer report: every fact it states, a TODO for the rest.

Example:
  python scripts/facts_from_explorer.py rms_norm_deep_dive.md -o my-port.yaml
  python scripts/facts_from_explorer.py megatron_inventory.md --patch megatron.turbo.rms_norm -o my-port.yaml
  python scripts/facts_from_explorer.py report.md --json

The report is backend-patch-explorer's markdown answer: an inventory table
(columns Patch, What it does, Patch logic, Code location, How to enable,
Requires; pick a row with --patch when it has several) or a deep-dive
(sections What it does, Patch logic, Code location, Version compatibility and
dependencies, Porting into the user's own framework). Each value in the draft
cites the report line it was read from; nothing the report does not state is
filled in. Without -o the draft goes to stdout. Fill the TODOs, then run
scripts/check_facts.py on the draft.

Exit codes: 0 the draft was written (TODOs may remain), 1 the draft does not
pass check_facts.py although no required field is missing (a bug: please
report it), 2 bad input (one line on stderr: a missing or unreadable report,
no table or sections recognised, several patches and no --patch, an existing
output file without --force).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from portval.common import cli

cli.require_packages()

from portval.common.errors import FactsError, OutputError
from portval.common.escape import shell_command
from portval.common.regular_files import existing_kind
from portval.explorer.extract import Extraction, Found, ReportError, Todo, extract

MAX_REPORT_BYTES = 1 << 20
# Field order as in FACTS (scripts/portval/facts.py); the draft reads like the examples.
SECTIONS = {
    "feature": ("id", "summary", "patch_style", "port_kind"),
    "framework": ("name", "version", "wired_at"),
    "upstream": ("symbols", "aliases"),
    "implementation": ("primus", "primus_file", "turbo", "ported"),
    "enable": ("flags", "env", "phase", "side_effects"),
    "requires": ("packages", "platform", "backend_versions"),
    "module": ("constructor", "forward_inputs"),
}
LISTS = frozenset({"upstream.symbols", "upstream.aliases", "requires.backend_versions"})
MAPPINGS = frozenset({"enable.flags", "enable.env", "enable.side_effects", "requires.packages"})
# What PyYAML reads as a line break or refuses as unprintable; escaped in strings, dropped in comments.
_YAML_UNSAFE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufffe\uffff]")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="facts_from_explorer.py",
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("report", help="backend-patch-explorer's answer, as a markdown file")
    parser.add_argument("-o", "--output", help="write the draft facts here (default: stdout)")
    parser.add_argument("--patch", metavar="ID", help="the patch to draft, for an inventory table with several rows")
    parser.add_argument("--force", action="store_true", help="overwrite the output file if it exists")
    parser.add_argument("--json", action="store_true", help="print what was found as JSON on stdout (with the draft when there is no -o)")
    return parser.parse_args(argv)


def read_report(path: str) -> str:
    """The report's text; a missing, oversized or non-UTF-8 file is a ReportError."""
    file = Path(path)
    if not file.is_file():
        found = "no such file" if not file.exists() else "a directory" if file.is_dir() else "something that is not a regular file"
        raise ReportError(f"{path}: found {found}, expected a backend-patch-explorer report (markdown)")
    if file.stat().st_size > MAX_REPORT_BYTES:
        raise ReportError(f"{path}: found {file.stat().st_size} bytes, expected at most {MAX_REPORT_BYTES} bytes")
    try:
        return file.read_bytes().decode("utf-8")
    except UnicodeDecodeError as error:
        raise ReportError(f"{path}: found bytes that are not UTF-8 at offset {error.start}, expected a UTF-8 markdown file") from None


# --------------------------------------------------------------------------- YAML text


def yaml_string(text: str) -> str:
    """A string as a YAML double-quoted scalar: JSON's quoting, plus escapes for YAML's extra line breaks."""
    return _YAML_UNSAFE.sub(lambda m: f"\\u{ord(m.group(0)):04x}", json.dumps(text, ensure_ascii=False))


def yaml_scalar(value: Any) -> str:
    """A scalar or a list of scalars as YAML flow text that loads back to the same value."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        text = repr(value)
        mantissa, _, exponent = text.partition("e")
        # YAML 1.1 reads 1e-05 as a string; 1.0e-05 is a float.
        return f"{mantissa}.0e{exponent}" if exponent and "." not in mantissa else text
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(yaml_scalar(v) for v in value) + "]"
    return yaml_string(str(value))


def comment(text: str) -> str:
    """Text safe to put after '# ': one line, nothing YAML would read as a line break."""
    return re.sub(r"\s+", " ", _YAML_UNSAFE.sub(" ", text)).strip()


def _cite(found: Found, indent: str) -> list[str]:
    lines = [f"{indent}# report line {found.line}: {comment(found.quote)}"] if found.line else []
    if found.note:
        lines.append(f"{indent}# note: {comment(found.note)}")
    return lines


def _todo(todo: Todo, indent: str) -> str:
    return f"{indent}# TODO: {todo.field} ({todo.kind}): {comment(todo.why)}"


def draft_yaml(extraction: Extraction, report: str) -> str:
    """The draft facts file: each value with the report line it came from, a TODO for each field not found."""
    facts, todos = extraction.facts, list(extraction.todos)
    shape = f"inventory table, row at line {extraction.line}" if extraction.shape == "inventory" else "deep-dive"
    out = [
        f"# Draft port facts for {comment(extraction.patch_id or '(patch id not found)')}, read from {comment(report)} ({shape})",
        "# by scripts/facts_from_explorer.py. Each value cites the report line it was read from; nothing",
        "# else is filled in. Fill every TODO (required ones first), then check the file:",
        "#   python scripts/check_facts.py <this file>",
        "schema: 1",
    ]
    for section, names in SECTIONS.items():
        body: list[str] = []
        for name in names:
            field = f"{section}.{name}"
            body.extend(_field(field, name, facts.get(field)))
            body.extend(_todo(t, "  ") for t in todos if t.field == field)
        required_section = section in ("feature", "framework")
        has_values = any(not line.lstrip().startswith("#") for line in body)
        if has_values:
            out.append(f"{section}:")
            out.extend(body)
        elif required_section:
            # '{}' lets check_facts.py name the missing field instead of 'found null'.
            out.append(f"{section}: {{}}  # replace {{}} with the fields below")
            out.extend(body)
        else:
            out.extend(line.replace("  # ", "# ", 1) for line in body)
    constraints = facts.get("constraints", [])
    if constraints:
        out.append("constraints:")
        for found in constraints:
            entry = found.value
            out.extend(_cite(found, "  "))
            out.append(f"  - param: {yaml_string(entry['param'])}")
            out.append(f"    op: {yaml_string(entry['op'])}")
            out.append(f"    value: {yaml_scalar(entry['value'])}")
            out.append(f"    source: {yaml_string(entry['source'])}")
    placed = {f"{s}.{n}" for s, names in SECTIONS.items() for n in names}
    out.extend(_todo(t, "") for t in todos if t.field not in placed)
    if extraction.notes:
        out.append("# Read in the report but not written as facts (check these by hand):")
        out.extend(f"#   report line {n.line}: {comment(n.value)}" for n in extraction.notes)
    return "\n".join(out) + "\n"


def _field(field: str, name: str, found: Any) -> list[str]:
    if not found:
        return []
    if field == "module.forward_inputs":
        lines = [f"  {name}:"]
        for item in found:
            lines.extend(_cite(item, "    "))
            lines.append(f"    - {{name: {yaml_string(item.value['name'])}, shape: {yaml_scalar(item.value['shape'])}}}")
        return lines
    if field in LISTS:
        lines = [f"  {name}:"]
        for item in found:
            lines.extend(_cite(item, "    "))
            lines.append(f"    - {yaml_scalar(item.value)}")
        return lines
    if field in MAPPINGS:
        lines = [f"  {name}:"]
        for item in found:
            key, value = item.value
            lines.extend(_cite(item, "    "))
            lines.append(f"    {yaml_string(key)}: {yaml_scalar(value)}")
        return lines
    return [*_cite(found, "  "), f"  {name}: {yaml_scalar(found.value)}"]


# --------------------------------------------------------------------------- output


def summary_json(extraction: Extraction, output: str | None, valid: bool | None) -> dict[str, Any]:
    """What was found, for agents: each fact with its report line, the TODOs and the notes."""

    def entry(found: Found) -> dict[str, Any]:
        value = found.value
        if isinstance(value, dict):
            value = {k: v for k, v in value.items() if k != "key"}
        elif isinstance(value, tuple):
            value = {"key": value[0], "value": value[1]}
        return {"value": value, "line": found.line, **({"note": found.note} if found.note else {})}

    return {
        "shape": extraction.shape,
        "patch": extraction.patch_id,
        "output": output,
        "facts": {name: [entry(f) for f in v] if isinstance(v, list) else entry(v) for name, v in extraction.facts.items()},
        "required_missing": [t.field for t in extraction.todos if t.required],
        "todos": [{"field": t.field, "kind": t.kind, "why": t.why} for t in extraction.todos],
        "notes": [{"line": n.line, "text": n.value} for n in extraction.notes],
        "valid": valid,
        **({"ignored": extraction.ignored} if extraction.ignored else {}),
    }


def check_draft(text: str, extraction: Extraction) -> tuple[bool | None, str]:
    """Validate a draft that has every required field (None while some are missing)."""
    if any(t.required for t in extraction.todos):
        return None, ""
    from portval.facts.load import parse_facts

    try:
        parse_facts(text, "draft")
    except FactsError as error:
        return False, str(error)
    return True, ""


def write_output(path: Path, text: str, force: bool) -> None:
    """Write atomically, with the permissions the umask allows; only a new path, or with --force a regular file, is replaced.

    A device, a FIFO, a directory or a symlink at ``path`` is refused even with --force: replacing it would turn
    /dev/full into a regular file, or write somewhere else than the path says.
    """
    try:
        found = existing_kind(path)
    except OSError as error:
        raise OutputError(f"{path}: cannot look at it ({error.strerror or error})") from None
    if found not in (None, "a regular file"):
        raise OutputError(f"{path}: found {found}, expected a regular file or a new path for the draft facts")
    if found is not None and not force:
        raise OutputError(f"{path}: found an existing file, expected a new path (or --force to overwrite it)")
    if not path.parent.is_dir():
        raise OutputError(f"{path}: found no directory {path.parent}, expected an existing directory")
    mask = os.umask(0)
    os.umask(mask)
    try:
        handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as error:
        raise OutputError(f"{path}: cannot write ({error.strerror or error})") from None
    try:
        os.fchmod(handle, 0o666 & ~mask)
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
        os.replace(temp, path)
    except OSError as error:
        Path(temp).unlink(missing_ok=True)
        raise OutputError(f"{path}: cannot write ({error.strerror or error})") from None
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    name = Path(args.report).name
    extraction = extract(read_report(args.report), args.patch, name)
    text = draft_yaml(extraction, name)
    valid, problem = check_draft(text, extraction)
    if args.output:
        write_output(Path(args.output), text, args.force)
    missing = [t.field for t in extraction.todos if t.required]
    facts = sum(len(v) if isinstance(v, list) else 1 for v in extraction.facts.values())
    if args.json:
        report = summary_json(extraction, args.output, valid)
        if not args.output:
            report["yaml"] = text
        print(json.dumps(report, indent=2))
    elif args.output:
        print(f"wrote {args.output}: draft facts for {extraction.patch_id or '(patch id not found)'} from {name} ({extraction.shape})")
        print(f"  {facts} facts read, each citing its report line")
        print(f"  required fields missing: {', '.join(missing)}" if missing else "  required fields: all found")
        print(
            f"  TODOs: {len(extraction.todos)}, notes: {len(extraction.notes)}; fill them, then run: "
            + shell_command(["python", "scripts/check_facts.py", args.output])
        )
        if "upstream.symbols" in extraction.facts:
            # The report's sites come from prose: the framework's code has the full list.
            print(f"  then check the sites against the framework's code: python scripts/find_sites.py {args.output}")
        if extraction.ignored:
            print(f"  not read: {extraction.ignored}")
    else:
        sys.stdout.write(text)
        print(
            f"{facts} facts, {len(extraction.todos)} TODOs ({len(missing)} required) for {extraction.patch_id or '(patch id not found)'}",
            file=sys.stderr,
        )
    if valid is False:
        print(f"error: the draft does not pass check_facts.py ({problem}); this is a bug in facts_from_explorer.py", file=sys.stderr)
        return cli.EXIT_CHECK_FAILED
    return cli.EXIT_OK


if __name__ == "__main__":
    sys.exit(cli.run(main))
