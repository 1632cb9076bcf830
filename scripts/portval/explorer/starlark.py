"""A Bazel Starlark file (`.bzl`) whose comments and structs hold the findings, read as Markdown, line for line.

A team with a Bazel monorepo keeps its port notes next to its build rules: `#` comment blocks (a title between two
rules of dashes), a dict of structs with one entry a patch (`"megatron.x.own": struct(phase = "before_train",
sites = ["megatron.a.f"], ...)`), an entry commented out while it is parked, `load()` lines and macros with
docstrings. Read as Markdown, every comment line is a first-level heading, a struct's fields read as settings of the
run (`impl_file = "..."` as a flag), and a commented-out entry as plain as a live one. Here a comment is prose (its
title between rules a heading), a struct of a patch's id a heading naming it (led by the comment just above it, "For
contrast only, not ported:"), each field a list item led by its name
("- phase: `before_train`", a list's entries items under it), a line of code commented out a quotation (set aside,
never stated), a docstring its words, and every other line of code blank.
"""

from __future__ import annotations

import re

from .config_text import hash_comment
from .text import name_as_code, unfenced, written_in_prose_markup

_COMMENT = re.compile(r"^\s*#\s?(.*)$")
_RULE = re.compile(r"^\s*#\s*[-=#*~]{3,}\s*$")
_ENTRY = re.compile(r'^\s*"([\w.-]+)"\s*:\s*struct\(\s*$')
_FIELD = re.compile(r"^\s*([A-Za-z_]\w*)\s*=\s*(.*?),?\s*(?:#\s*(.*))?$")
_LIST_ITEM = re.compile(r'^\s*"((?:[^"\\]|\\.)*)"\s*[,+]?\s*(?:#\s*(.*))?$')
# A line of code commented out: a dict entry, a field, a call, a closing bracket.
_CODE = re.compile(r'^(?:"[^"]*"\s*:\s*\S|[a-z_]\w*\s*=\s*\S|[\])}]+,?$|"[^"]*",$|[A-Za-z_][\w.]*\([^)]*\)?,?$)')


def is_starlark(text: str) -> bool:
    """Whether the report is Starlark: a `load()` or a `struct(`, a top-level assignment, `def` or call, and comments,
    outside any Markdown fence; a Markdown heading below the first level or a fence rules it out."""
    text = unfenced(text)
    # A Python file (a notebook's percent cells, a script calling `pl.struct(`) imports; Starlark cannot.
    if re.search(r"^#{2,6}[ \t]+\S|^```|^(?:import|from)\s+\w[\w.]*(?:\s+import\b|\s*$)|^# %%", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    starlark = re.search(r'^load\(\s*"', text, re.MULTILINE) or re.search(r'^[ \t]*(?:"[^"]*"[ \t]*:|[A-Za-z_]\w*[ \t]*=)[ \t]*struct\(', text, re.MULTILINE)
    top_level = re.search(r"^(?:[A-Z_][A-Z0-9_]*\s*=\s*[\[{(]|def\s+\w+\(|[a-z_]\w*\()", text, re.MULTILINE)
    return bool(starlark and top_level) and len(re.findall(r"^[ \t]*#", text, re.MULTILINE)) >= 3


def starlark_lines(lines: list[str]) -> list[str]:
    """The file as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    in_docstring = False
    in_struct = False  # among a patch struct's fields
    joined = False  # the last field's string goes on ("..." +) on this line
    for index, line in enumerate(lines):
        stripped = line.strip()
        if in_docstring or stripped.startswith(('"""', "'''")):
            closes = stripped.count('"""') + stripped.count("'''")
            in_docstring = (not in_docstring and closes == 1) or (in_docstring and closes == 0)
            out.append(stripped.strip("\"'").strip())
            continue
        said = hash_comment(lines, index, _CODE)
        if said is not None:
            out.append(said)
            continue
        if entry := _ENTRY.match(line):
            # "# For contrast only, not ported:" just above the entry says what the entry is: it leads the heading.
            above = []
            for back in range(index - 1, -1, -1):
                said = _COMMENT.match(lines[back])
                if not said or _RULE.match(lines[back]) or not said.group(1).strip():
                    break
                above.insert(0, said.group(1).strip())
            lead = " ".join(above)
            out.append(f"## {lead} `{entry.group(1)}`" if lead else f"## `{entry.group(1)}`")
            in_struct = True
            continue
        if in_struct and joined and (item := _LIST_ITEM.match(line)):
            joined = stripped.endswith("+")
            out.append("  " + _shown(item.group(1)))
            continue
        if in_struct and (field := _FIELD.match(line)):
            name, value, note = field.groups()
            joined = value.endswith("+")
            shown = "" if value in ("[", "[]") else _shown(value)
            out.append(
                f"- {name.replace('_', ' ')}:"
                + (f" {shown}" if shown else " none" if value == "[]" else "")
                + (f" ({note})" if note else "")
            )
            continue
        if in_struct and (item := _LIST_ITEM.match(line)):
            text, note = item.groups()
            out.append(f"  - {_shown(text)}" + (f" ({note})" if note else ""))
            continue
        if in_struct and re.match(r"^\s*\)\s*,?\s*$", line):
            in_struct = False
        out.append("")
    return out


def _shown(value: str) -> str:
    """A value as words: a string without its quotes (a one-word name a code span), `None` "none"."""
    value = value.strip().rstrip(",").strip()
    if value == "None":
        return "none"
    if value in ("True", "False"):
        return value.lower()
    if value.startswith("[") and value.endswith("]"):
        # "["fp8", "enable_primus_turbo"]": a list on one line, its entries named.
        return ", ".join(_shown(entry) for entry in re.findall(r'"(?:[^"\\]|\\.)*"|[^,\s][^,]*', value[1:-1]))
    quoted = re.fullmatch(r'"((?:[^"\\]|\\.)*)"\s*\+?', value)
    if quoted:
        value = quoted.group(1)
    return name_as_code(value)
