"""An RPM spec file whose description, comments and changelog hold the findings, read as Markdown, line for line.

A team that packages its port as an RPM writes what it found where packagers look: `#` comments between the
preamble's tags (`Name:`, `Summary:`, `Requires: python3dist(torch)`), `%global` macros, the `%description` prose,
`%if %{with x}` ... `%endif` blocks that only some builds take, and a `%changelog` of entries newest first ("* Tue
Mar 11 2025 Name <mail> - 1.2-3" over "- " items). Read as a commented config, every line that is no comment is code,
so the description's prose is a setting ("Enable: set x: y" a key "Enable") and a changelog item from an old release
reads as plainly as the current one. Here a comment is prose (`%%` read as `%`; a directive commented out quoted), a
tag an item ("- Package summary: ...", a requirement's `python3dist(x)` as x), a macro an item, a line a conditional
block holds led by the build it needs ("Only when built with turbo: ..."), each section a heading ("## Description",
"## Changelog"), each changelog entry a heading naming its version, so that every entry after the first tells of an
earlier release, and every other line blank.
"""

from __future__ import annotations

import re

from .config_text import comment_item, led_by_conditions
from .text import unfenced, written_in_prose_markup

_TAG = re.compile(r"^([A-Z][A-Za-z]*\d*)\s*:\s*(.*)$")
_SECTION = re.compile(r"^%(description|package|prep|build|install|check|files|changelog|pre|post|preun|postun)\b\s*(.*)$")
_CONDITION = re.compile(r"^%(if|ifarch|ifnarch|ifos|elif)\b\s*(.*)$")
_ENTRY = re.compile(r"^\*\s+(\w{3}\s+\w{3}\s+\d{1,2}\s+\d{4})\s+(.*?)\s+-\s+(\S+)\s*$")
# A directive or a tag commented out: "# %%patch0 -p1", "# Patch0: x.patch".
_COMMENTED_OUT = re.compile(r"^(?:%%?\w+\b|[A-Z][A-Za-z]*\d*\s*:\s*\S)")
_TAGS = {"Summary": "Package summary", "Requires": "Requires", "BuildRequires": "Build requires"}


def is_rpm_spec(text: str) -> bool:
    """Whether the report is an RPM spec: the Name and Version tags, and a %description or %changelog section, outside any
    Markdown fence."""
    text = unfenced(text)
    if written_in_prose_markup(text):
        return False
    return all(re.search(rf"^{tag}:\s*\S", text, re.MULTILINE) for tag in ("Name", "Version")) and bool(
        re.search(r"^%(?:description|changelog)\b", text, re.MULTILINE)
    )


def rpm_spec_lines(lines: list[str]) -> list[str]:
    """The spec as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    section = ""  # the section the line stands in ("" for the preamble)
    conditions: list[str] = []  # the builds the open %if blocks need
    commenting = False  # in a run of comments, which reads as one item of its own
    for line in lines:
        stripped = line.strip()
        if comment := re.match(r"^\s*#\s?(.*)$", line):
            words = comment.group(1).strip().replace("%%", "%")
            if _COMMENTED_OUT.match(words):
                out.append(f"> {words}")
                commenting = False
            elif section in ("description", "changelog"):
                out.append(words)
            else:
                # A comment among the tags is an item of its own, so that it does not run on as the tag's words.
                item, commenting = comment_item(words, commenting)
                out.append(item)
            continue
        commenting = False
        if condition := _CONDITION.match(stripped):
            if condition.group(1) == "elif" and conditions:
                conditions.pop()
            conditions.append(_build(condition.group(2)))
            out.append("")
        elif re.match(r"^%(?:else|endif)\b", stripped):
            if stripped.startswith("%endif") and conditions:
                conditions.pop()
            elif conditions:
                conditions[-1] = f"not {conditions[-1]}"
            out.append("")
        elif heading := _SECTION.match(stripped):
            section = heading.group(1)
            subpackage = heading.group(2).split()[-1] if heading.group(2) and not heading.group(2).startswith("-") else ""
            if section == "package":
                out.append(f"## Subpackage {subpackage}")
            else:
                out.append(f"## {section.capitalize()}" + (f" of subpackage {subpackage}" if subpackage else ""))
        elif section == "changelog" and (entry := _ENTRY.match(stripped)):
            author = re.sub(r"\s*<[^>]*>", "", entry.group(2))
            out.append(f"### {entry.group(3)} ({entry.group(1)}, {author})")
        elif section in ("description", "changelog"):
            out.append(led_by_conditions(stripped, conditions))
        elif not section and (tag := _TAG.match(stripped)):
            name = _TAGS.get(tag.group(1), tag.group(1))
            value = re.sub(r"python3dist\(([^)]+)\)", r"\1", tag.group(2)).strip()
            out.append(led_by_conditions(f"- {name}: {value}", conditions))
        elif not section and (macro := re.match(r"^%(?:global|define)\s+(\w+)\s+(.*)$", stripped)):
            out.append(led_by_conditions(f"- macro {macro.group(1)}: {macro.group(2)}", conditions))
        else:
            out.append("")
    return out


def _build(condition: str) -> str:
    """What an %if needs, in words: "%{with turbo}" as "built with turbo"."""
    words = re.sub(r"%\{\?*(?:with\s+|with_)?(\w+)\}", r"\1", condition).strip()
    return f"built with {words}" if "with" in condition else words
