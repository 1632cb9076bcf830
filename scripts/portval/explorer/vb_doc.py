"""A Visual Basic .NET file whose findings live in its XML doc comments, read as the C# reader reads C#, line for line.

A team whose dashboard is VB.NET documents it as a C# team does, in XML doc comments, but marked `'''`, with `'` (or
`REM`) for a comment, `<Obsolete("...")>` for a deprecation, and keywords in capitals (`Public Class`). The C# reader
(`source_comments.csharp_doc_lines`) knows what those comments say: each declaration's doc headed by its first line,
so that a neighbouring patch's remarks stay its own. Here each line is written as the C# it stands for (the markers,
the attribute, the declaration's keywords) and read by that reader; no line is added or dropped.
"""

from __future__ import annotations

import re

from .source_comments import csharp_doc_lines
from .text import unfenced, written_in_prose_markup

_VB = re.compile(
    r"^[ \t]*(?:Imports[ \t]+[\w.]+|Namespace[ \t]+\w|(?:(?:Public|Private|Friend|Protected|Shared|Partial)[ \t]+)+"
    r"(?:Class|Module|Structure|Interface|Enum|Sub|Function|Property|ReadOnly)\b|End[ \t]+(?:Class|Module|Namespace|Sub|Function|Structure))",
    re.MULTILINE,
)
_KEYWORDS = re.compile(
    r"^(\s*)((?:(?:Public|Private|Friend|Protected|Shared|ReadOnly|Partial|Overrides|Overridable|MustInherit|NotInheritable|Const)\s+)*)"
    r"(Class|Module|Structure|Interface|Enum|Property|Function|Sub|Namespace)?\b"
)


def is_vb_source(text: str) -> bool:
    """Whether the report is VB.NET with XML doc comments, outside any Markdown fence: three `'''` lines, a `<summary>`
    or `<remarks>` among them, and two of VB's own forms; a Markdown heading or prose markup rules it out."""
    text = unfenced(text)
    if re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    docs = re.findall(r"^[ \t]*'''(.*)$", text, re.MULTILINE)
    return len(docs) >= 3 and any(re.search(r"<(?:summary|remarks)>", doc) for doc in docs) and len(_VB.findall(text)) >= 2


def vb_doc_lines(lines: list[str]) -> list[str]:
    """The file as Markdown (see the module's docstring), the line count unchanged."""
    return csharp_doc_lines([_as_csharp(line) for line in lines])


def _as_csharp(line: str) -> str:
    """A line of VB.NET as the C# it stands for: `'''` a doc comment, `'` and `REM` a comment, `<Obsolete("x")>` an
    attribute in brackets, a declaration's keywords in lower case; any other line as written."""
    if doc := re.match(r"^(\s*)'''(.*)$", line):
        return f"{doc.group(1)}///{doc.group(2)}"
    if comment := re.match(r"^(\s*)(?:'|REM\b)(.*)$", line, re.IGNORECASE):
        return f"{comment.group(1)}//{comment.group(2)}"
    if obsolete := re.match(r"^(\s*)<(Obsolete\b.*?)>\s*(.*)$", line):
        return f"{obsolete.group(1)}[{obsolete.group(2)}] {obsolete.group(3)}".rstrip()
    declared = _KEYWORDS.match(line)
    if declared and (declared.group(2) or declared.group(3)):
        return declared.group(1) + line[declared.end(1) : declared.end()].lower() + line[declared.end() :]
    return line
