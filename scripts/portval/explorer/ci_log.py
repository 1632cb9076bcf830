"""A CI job's raw log (GitHub Actions, Azure Pipelines), read as the Markdown it stands for, line for line.

A job that runs an explorer script logs every line behind a time stamp (``2026-12-03T10:14:02.1234567Z``), folds steps
into groups (``##[group]enable condition`` ... ``##[endgroup]``) and raises annotations (``::notice::``,
``::warning file=a.py,line=20::``, ``::error::``), the way an engineer adds a remark to a run. Read as Markdown, the
whole log is one paragraph of time stamps: a warning's doubt reaches every line beside it, and a time stamp reads as a
version. Here each log line is a list item of its own words: the stamp blank, a group's title a heading, an annotation
its message (a warning or an error labelled as one), a script's ``[tag]`` prefix dropped and its dot leaders
("patch id ........ x") a label's colon.
"""

from __future__ import annotations

import re

_STAMP = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z ?")
_GROUP = re.compile(r"^(?:##\[group\]|::group::)(.*)$")
_END_GROUP = re.compile(r"^(?:##\[endgroup\]|::endgroup::)\s*$")
_ANNOTATION = re.compile(r"^(?:::(notice|warning|error|debug)(?:\s[^:]*)?::|##\[(notice|warning|error|debug|command)\])(.*)$")
_LABELS = {"warning": "Warning: ", "error": "Error: ", "notice": "", "debug": "", "command": ""}


def is_ci_log(text: str) -> bool:
    """Whether the report is a CI log: five lines or more behind an ISO time stamp."""
    return sum(1 for line in text.split("\n") if _STAMP.match(line)) >= 5


def ci_log_lines(lines: list[str]) -> list[str]:
    """Each stamped line as an item of its words, a group's title as a heading, its end blank (see the docstring)."""
    out = list(lines)
    for number, line in enumerate(lines):
        stamp = _STAMP.match(line)
        if not stamp:
            continue
        words = line[stamp.end() :].rstrip()
        if _END_GROUP.match(words) or not words.strip():
            out[number] = ""
            continue
        group = _GROUP.match(words)
        if group:
            out[number] = f"## {group.group(1).strip()}"
            continue
        annotation = _ANNOTATION.match(words)
        if annotation:
            kind = annotation.group(1) or annotation.group(2)
            words = "" if kind == "command" else _LABELS[kind] + annotation.group(3).strip()
        words = re.sub(r"^\s*\[[\w-]+\]\s+", "", words)  # a script's "[explore]" prefix
        words = re.sub(r"\s\.{3,}\s+", ": ", words)  # "patch id ........ x": a label and its value
        out[number] = f"- {words.strip()}" if words.strip() else ""
    return out
