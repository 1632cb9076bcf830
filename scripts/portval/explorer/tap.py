"""A test run's output in TAP (the Test Anything Protocol), read as the Markdown it stands for, line for line.

TAP prints a plan ("1..7"), a line a check ("ok 3 - phase is build_args", "not ok 1 - passes condition= # TODO ..."),
a subtest under its "# Subtest: name" comment, indented, a YAML block of a check's diagnostics between "---" and "...",
and the writer's notes as "#" comments. Read as Markdown, every comment is a heading, a subtest's checks a code block,
and a check that failed states its expectation as firmly as one that passed. Here the first comment is the title, a
subtest's name a heading, a check an item (struck where it failed: what it expected does not hold; a skipped one says
why), a diagnostic's message and fields items under it, and the comments the prose they are; the plan, the YAML
markers, a check's location and a subtest's summary line (its name again) are blank.
"""

from __future__ import annotations

import re

_VERSION = re.compile(r"^TAP version \d+\s*$")
_PLAN = re.compile(r"^\s*\d+\.\.\d+(?:\s+#.*)?\s*$")
_CHECK = re.compile(r"^(\s*)(not ok|ok)\b(?:\s+\d+)?(?:\s*-)?\s*(.*?)\s*(?:(?<!\\)#\s*(SKIP|TODO)\S*\s*(.*))?$", re.IGNORECASE)
_SUBTEST = re.compile(r"^\s*#\s*Subtest:\s*(.*)$")
_COMMENT = re.compile(r"^\s*#(?:(\s+)(.*))?$")
# A diagnostic's field: "message: handler found", "found: ...", "at:".
_FIELD = re.compile(r"^\s*([A-Za-z_][\w-]*):\s*(.*)$")
# Fields that say where and when a check ran, not what it found.
_WHERE = frozenset({"at", "file", "line", "column", "severity", "duration_ms", "datetime", "stack", "source"})
# Fields that hold what a check expected: where it failed, the expectation does not hold.
_EXPECTED = frozenset({"wanted", "expected", "expect"})
# A comment that labels a value, in a word or two: "primus: primus/backends/... @ main", "Open question: ...".
_LABEL = re.compile(r"^\w[\w.-]*(?: [\w.-]+)?:\s+\S")


def is_tap(text: str) -> bool:
    """Whether the report is a TAP run: it opens with "TAP version N", or holds a plan and two checks or more."""
    lines = text.strip().split("\n")
    if _VERSION.match(lines[0]):
        return True
    return any(_PLAN.match(line) for line in lines) and sum(bool(re.match(r"^\s*(?:not )?ok\b", line)) for line in lines) >= 2


def tap_lines(lines: list[str]) -> list[str]:
    """The run as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    subtests: list[str] = []
    titled = False
    in_yaml = failed = False
    yaml_indent = 0
    for number, line in enumerate(lines):
        stripped = line.strip()
        if in_yaml:
            if stripped == "...":
                in_yaml = False
            elif (field := _FIELD.match(line)) and len(line) - len(line.lstrip()) == yaml_indent:
                out[number] = _field(field.group(1), field.group(2), failed)
            continue
        if stripped == "---":
            in_yaml, yaml_indent = True, len(line) - len(line.lstrip())
            continue
        if _VERSION.match(line) or _PLAN.match(line):
            continue
        if subtest := _SUBTEST.match(line):
            subtests.append(subtest.group(1).strip())
            out[number] = "## " + subtest.group(1).strip()
            titled = True
        elif check := _CHECK.match(line):
            words, directive, reason = check.group(3), (check.group(4) or "").upper(), (check.group(5) or "").strip()
            failed = check.group(2).lower() == "not ok"
            if not check.group(1) and words in subtests:
                out[number] = reason  # the subtest's summary: its name again, and why it is marked so
                continue
            item = f"~~{words}~~" if failed and words else words
            if directive == "SKIP":
                item += f" (skipped: {reason})" if reason else " (skipped)"
            elif directive == "TODO" and reason:
                item += f" (to do: {reason})"
            out[number] = "- " + item
        elif comment := _COMMENT.match(line):
            words = (comment.group(2) or "").strip()
            above = _COMMENT.match(lines[number - 1]) if number else None
            # "Different patch (NOT this one):" then "#   megatron.args.x ...": the indented lines under a lead are
            # what it leads, an item under it, not more words of its sentence.
            led = bool(above and above.group(2) and above.group(2).rstrip().endswith(":") and len(comment.group(1) or "") > 1)
            if not titled and words:
                out[number], titled = "# " + words, True
            elif words and led:
                out[number] = ("  - " if out[number - 1].startswith("- ") else "- ") + words  # under an item, nested
            elif words and (_LABEL.match(words) or (number and out[number - 1].startswith("- ") and not above)):
                out[number] = "- " + words  # a label's value, or a note right under a check
            else:
                out[number] = words
        elif stripped.lower().startswith("bail out!"):
            out[number] = "Bail out: " + stripped[len("bail out!") :].strip()
        else:
            out[number] = stripped
    return out


def _field(key: str, value: str, failed: bool) -> str:
    """A diagnostic's field as an item under its check: where it ran nothing, what a failed check expected struck."""
    value = value.strip().strip("\"'")
    if key.lower() in _WHERE or not value:
        return ""
    if key.lower() == "message":
        return f"  - {value}"
    if key.lower() in _EXPECTED and failed:
        return f"  - ~~{key}: {value}~~"
    return f"  - {key}: {value}"
