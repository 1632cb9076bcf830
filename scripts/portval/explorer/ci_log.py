"""A CI job's raw log (GitHub Actions, as downloaded or as ``gh run view --log`` prints it; Azure Pipelines), read as the
Markdown it stands for, line for line.

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

# ``gh run view --log`` puts the job's and the step's names before each stamp, a tab after each, and the log's byte
# order mark stays on its first line.
_STAMP = re.compile(r"^(?:[^\t\n]*\t[^\t\n]*\t)?\ufeff?\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z ?")
_GROUP = re.compile(r"^(?:##\[group\]|::group::)(.*)$")
_END_GROUP = re.compile(r"^(?:##\[endgroup\]|::endgroup::)\s*$")
_ANNOTATION = re.compile(r"^(?:::(notice|warning|error|debug)(?:\s[^:]*)?::|##\[(notice|warning|error|debug|command)\])(.*)$")
_LABELS = {"warning": "Warning: ", "error": "Error: ", "notice": "", "debug": "", "command": ""}


def is_ci_log(text: str) -> bool:
    """Whether the report is a CI log: five lines or more behind an ISO time stamp."""
    return sum(1 for line in text.split("\n") if _STAMP.match(line)) >= 5


# A line of Markdown's own: a heading, a list's item, a table's row, a fence, a quote, or a paragraph's words.
_MARKDOWN_LINE = re.compile(r"#{1,6}\s|\s*(?:[-*+]|\d+[.)])\s|\s*\||\s*```|\s*>|[A-Za-z`*_(\"]")
# A Markdown heading an agent printed: "# Deep-dive: `x`", "## 2. Patch logic".
_HEADING = re.compile(r"#{1,6}\s+\S")


def ci_log_lines(lines: list[str]) -> list[str]:
    """Each stamped line as an item of its words, a group's title as a heading, its end blank (see the docstring). Where a
    step printed Markdown (an agent's report, its headings and all), each of its lines is kept as it was printed, so
    its parts scope what they hold; a line that is no Markdown of its own is then an item of its words."""
    out = list(lines)
    words_of = [line[stamp.end() :].rstrip() if (stamp := _STAMP.match(line)) else None for line in lines]
    printed_markdown = sum(1 for words in words_of if words is not None and _HEADING.match(words)) >= 2
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
        if printed_markdown and _MARKDOWN_LINE.match(words):
            out[number] = words
            continue
        words = re.sub(r"^\s*\[[\w-]+\]\s+", "", words)  # a script's "[explore]" prefix
        words = re.sub(r"\s\.{3,}\s+", ": ", words)  # "patch id ........ x": a label and its value
        out[number] = f"- {words.strip()}" if words.strip() else ""
    return out
