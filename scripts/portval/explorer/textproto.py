"""A record kept in protocol buffers' text format (a .textproto file), read as the Markdown it stands for, line for line.

Text format writes a message as ``name {`` ... ``}``, a field as ``key: value`` (a string quoted, an enum bare), a
message on one line as ``entries { key: "x" value: "y" }``, and "#" comments; "# proto-file:" and "# proto-message:"
name its schema. Read as Markdown, each comment is a heading, the fields of a message run into one paragraph and a
message commented out ("# rebinds {" ... "# }", an entry a review removed) reads as plainly as the rest. Here each
message is a section headed by its name (its underscores spaces: "related patches", "open questions"), nested ones a
level deeper, each field a labelled item with its string unquoted, a message on one line an item of its fields, each
comment prose, and a message commented out blank, with its closing line.
"""

from __future__ import annotations

import ast
import re

_OPEN = re.compile(r"^\s*([A-Za-z_]\w*)\s*:?\s*[{<]\s*$")
_CLOSE = re.compile(r"^\s*[}>]\s*$")
_FIELD = re.compile(r"^\s*([A-Za-z_][\w.]*)\s*:\s*(.+?)\s*;?\s*$")
_INLINE = re.compile(r"^\s*([A-Za-z_]\w*)\s*:?\s*\{(.*)\}\s*$")
_INLINE_FIELD = re.compile(r"([A-Za-z_]\w*)\s*:\s*(\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|[^\s\"']+)")
_COMMENT = re.compile(r"^\s*#\s?(.*)$")


def is_textproto(text: str) -> bool:
    """Whether the report is text-format protocol buffers: it names its schema ("# proto-message:"), or holds two
    messages or more and fields, and no "=" assignments (HCL) or JSON's quoted keys."""
    if re.search(r"^#\s*proto-(?:file|message):", text, re.MULTILINE):
        return True
    lines = text.split("\n")
    opened = sum(1 for line in lines if _OPEN.match(line))
    fields = sum(1 for line in lines if _FIELD.match(line) and not line.lstrip().startswith("#"))
    assigned = any(re.match(r"^\s*[\w.]+\s*=\s", line) for line in lines)
    quoted_keys = any(re.match(r'^\s*"[^"]+"\s*:', line) for line in lines)
    return opened >= 2 and fields >= 4 and not assigned and not quoted_keys


def textproto_lines(lines: list[str]) -> list[str]:
    """The record as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    depth = 0
    commented_out = False
    for number, line in enumerate(lines):
        comment = _COMMENT.match(line)
        if comment:
            words = comment.group(1).strip()
            if _OPEN.match(words):
                commented_out = True
            elif commented_out:
                commented_out = not _CLOSE.match(words)
            elif not re.match(r"proto-(?:file|message):", words):
                # A note right under a field is an item of its own, not more words of the field's value.
                under_a_field = number and out[number - 1].startswith("- ") and not _COMMENT.match(lines[number - 1])
                out[number] = ("- " + words) if under_a_field and words else words
            continue
        commented_out = False
        if opened := _OPEN.match(line):
            depth += 1
            out[number] = "#" * min(depth + 1, 6) + " " + opened.group(1).replace("_", " ")
        elif _CLOSE.match(line):
            depth = max(depth - 1, 0)
        elif inline := _INLINE.match(line):
            fields = ", ".join(f"{key}: {unquoted(value)}" for key, value in _INLINE_FIELD.findall(inline.group(2)))
            out[number] = f"- {inline.group(1).replace('_', ' ')}: {fields}"
        elif field := _FIELD.match(line):
            out[number] = f"- {field.group(1)}: {unquoted(field.group(2))}"
    return out


def unquoted(value: str) -> str:
    """A field's value as it reads: a string without its quotes and escapes, anything else as written."""
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        try:
            return str(ast.literal_eval(value))
        except (ValueError, SyntaxError):
            return value[1:-1]
    return value
