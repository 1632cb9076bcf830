"""What facts_from_explorer.py does: read the report, draft the facts, check the draft, write it, and summarise it.

``draft_facts`` is the whole command short of printing; ``Draft`` holds its
result and the summaries the script prints (JSON for agents, lines for people).
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..common.cli import script_command
from ..common.errors import FactsError, OutputError
from ..common.regular_files import existing_kind
from ..facts.load import parse_facts
from ..primus_code.check import CHECKED, NOT_CHECKED, Contradiction
from ..primus_code.tree import PrimusTree
from .against_code import checked_against
from .extract import extract, report_view
from .records import Extraction, Found, ReportError
from .yaml_text import draft_yaml

MAX_REPORT_BYTES = 1 << 20


@dataclass(frozen=True)
class Draft:
    """A drafted facts file: what was read from ``report``, the YAML text, whether it passes check_facts.py, where it went."""

    report: str  # the report's file name, as the draft cites it
    extraction: Extraction
    text: str
    valid: bool | None  # None while a required field is missing
    problem: str  # why the draft does not pass check_facts.py, when valid is False
    output: str | None  # the file written, None for stdout
    primus: str | None = None  # the Primus checkout the values were checked against
    ruled_out: tuple[Contradiction, ...] = ()  # the values its code ruled out, each now a TODO

    @property
    def patch(self) -> str:
        """The patch id, or a placeholder saying it was not found."""
        return self.extraction.patch_id or "(patch id not found)"

    @property
    def required_missing(self) -> list[str]:
        """The required fields the report does not give."""
        return [t.field for t in self.extraction.todos if t.required]

    @property
    def fact_count(self) -> int:
        """How many values were read: each entry of a list or mapping counts."""
        return sum(len(v) if isinstance(v, list) else 1 for v in self.extraction.facts.values())

    def summary_json(self) -> dict[str, Any]:
        """What was found, for agents: each fact with its report line, the TODOs and the notes (and the draft without -o)."""
        extraction = self.extraction
        report = {
            "shape": extraction.shape,
            "patch": extraction.patch_id,
            "output": self.output,
            "facts": {name: [_entry(f) for f in v] if isinstance(v, list) else _entry(v) for name, v in extraction.facts.items()},
            "required_missing": self.required_missing,
            "todos": [{"field": t.field, "kind": t.kind, "why": t.why} for t in extraction.todos],
            "notes": [{"line": n.line, "text": n.value} for n in extraction.notes],
            "valid": self.valid,
            "checked_against_primus": self.primus,
            "ruled_out_by_code": [{"field": c.field, "value": c.value, "why": c.why} for c in self.ruled_out],
            **({"code_checks": {"checked": list(CHECKED), "not_checked": list(NOT_CHECKED)}} if self.primus else {}),
            **({"ignored": extraction.ignored} if extraction.ignored else {}),
            **({"lines_counted": extraction.lines} if extraction.lines else {}),
        }
        if not self.output:
            report["yaml"] = self.text
        return report

    def written_lines(self) -> list[str]:
        """What to tell a person after writing the draft to ``output``: counts, and the commands to run next."""
        extraction, missing = self.extraction, self.required_missing
        lines = [
            f"wrote {self.output}: draft facts for {self.patch} from {self.report} ({extraction.shape})",
            f"  {self.fact_count} facts read, each citing its report line",
            f"  required fields missing: {', '.join(missing)}" if missing else "  required fields: all found",
            f"  TODOs: {len(extraction.todos)}, notes: {len(extraction.notes)}; fill them, then run: "
            + script_command("check_facts.py", str(self.output)),
        ]
        if self.primus:
            lines.insert(2, f"  checked against the Primus checkout {self.primus}: values its code rules out (now TODOs): {len(self.ruled_out)}")
        if "upstream.symbols" in extraction.facts:
            # The report's sites come from prose: the framework's code has the full list.
            lines.append(f"  then check the sites against the framework's code: {script_command('find_sites.py', str(self.output))}")
        if extraction.ignored:
            lines.append(f"  not read: {extraction.ignored}")
        if extraction.lines:
            lines.append(f"  its line numbers count {extraction.lines}")
        return lines

    def count_line(self) -> str:
        """One line of counts, for stderr when the draft itself goes to stdout."""
        checked = f", values the Primus code rules out: {len(self.ruled_out)}" if self.primus else ""
        return f"{self.fact_count} facts, {len(self.extraction.todos)} TODOs ({len(self.required_missing)} required){checked} for {self.patch}"


def _entry(found: Found) -> dict[str, Any]:
    value = found.value
    if isinstance(value, dict):
        value = {k: v for k, v in value.items() if k != "key"}
    elif isinstance(value, tuple):
        value = {"key": value[0], "value": value[1]}
    return {"value": value, "line": found.line, **({"note": found.note} if found.note else {})}


def draft_facts(
    report_path: str, patch: str | None = None, output: str | None = None, *, force: bool = False, primus: str | None = None
) -> Draft:
    """Draft the facts of ``patch`` from the report at ``report_path``, check the draft, and write it to ``output`` if given.

    With ``primus`` (a Primus checkout), each value its code rules out becomes a TODO (against_code.py).

    Raises ReportError for a report that cannot be read or holds no such patch,
    OutputError for an output path that cannot (or, without ``force``, may not) be written.
    """
    name = Path(report_path).name
    tree = PrimusTree(primus) if primus else None  # a wrong checkout is refused before the report is read
    extraction = extract(read_report(report_path), patch, name)
    ruled_out: tuple[Contradiction, ...] = ()
    if tree is not None:
        extraction, ruled_out = checked_against(extraction, tree)
    text = draft_yaml(extraction, name)
    valid, problem = check_draft(text, extraction)
    if output:
        write_output(Path(output), text, force)
    return Draft(name, extraction, text, valid, problem, output, primus, ruled_out)


def viewed_report(report_path: str) -> str:
    """The text whose lines a draft of the report cites: the report itself, or the view it is read in (JSON's prose on
    lines of its own, a page's blocks a line: see extract.report_view)."""
    return report_view(read_report(report_path), Path(report_path).name)[0]


def read_report(path: str) -> str:
    """The report's text, UTF-8 or UTF-16 with a byte-order mark; a missing, oversized or undecodable file is a ReportError."""
    file = Path(path)
    if not file.is_file():
        found = "no such file" if not file.exists() else "a directory" if file.is_dir() else "something that is not a regular file"
        raise ReportError(f"{path}: found {found}, expected a backend-patch-explorer report (markdown)")
    if file.stat().st_size > MAX_REPORT_BYTES:
        raise ReportError(f"{path}: found {file.stat().st_size} bytes, expected at most {MAX_REPORT_BYTES} bytes")
    data = file.read_bytes()
    # Excel's "Unicode Text" and Windows tools write UTF-16 with a byte-order mark: the mark says the encoding.
    encoding = "utf-16" if data.startswith((b"\xff\xfe", b"\xfe\xff")) else "utf-8"
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as error:
        raise ReportError(
            f"{path}: found bytes that are not {encoding.upper()} at offset {error.start}, expected a UTF-8 markdown file "
            "(or UTF-16 with a byte-order mark)"
        ) from None


def check_draft(text: str, extraction: Extraction) -> tuple[bool | None, str]:
    """Validate a draft that has every required field (None while some are missing)."""
    if any(t.required for t in extraction.todos):
        return None, ""
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
