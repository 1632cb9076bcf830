"""The draft facts file as YAML text: each value with the report line it came from, a TODO for each field not found.

The text is written line by line, not dumped, so that every value carries its
citation as a comment and the sections read like the examples; strings are
double-quoted so that each loads back as the value read.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .records import Extraction, Found, Todo

# Field order as in the facts contract (facts/contract.py); the draft reads like the examples.
SECTIONS = {
    "feature": ("id", "summary", "patch_style", "port_kind"),
    "framework": ("name", "version", "wired_at"),
    "upstream": ("symbols", "aliases", "transient"),
    "implementation": ("primus", "primus_file", "turbo", "ported"),
    "enable": ("flags", "env", "phase", "side_effects"),
    "requires": ("packages", "platform", "backend_versions"),
    "numerics": ("dtypes", "backward"),
    "module": ("constructor", "forward_inputs"),
}
LISTS = frozenset({"upstream.symbols", "upstream.aliases", "requires.backend_versions", "numerics.dtypes"})
MAPPINGS = frozenset({"enable.flags", "enable.env", "enable.side_effects", "requires.packages"})
# What PyYAML reads as a line break or refuses as unprintable; escaped in strings, dropped in comments.
_YAML_UNSAFE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufffe\uffff]")


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
        *([f"# Its line numbers count {comment(extraction.lines)}."] if extraction.lines else []),
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
