"""A PlantUML diagram's source, read as the Markdown it stands for, line for line.

An engineer draws how a patch is switched on and what it rebinds as a PlantUML activity or sequence diagram, and keeps
the findings in it: ``'`` comment lines and ``/' ... '/`` blocks, ``note ... end note`` blocks beside a step, a
``legend`` table, a ``title``. Read as Markdown, a note's "----" rule makes the line above it a heading, the legend's
``|= Item |= Value |`` rows are no table, a comment's "' - Patch id: x" is no list item, and the diagram's own
statements (``skinparam``, ``!pragma``, ``start``, ``endif``) are words. Here a comment's words are read as written, a
note's and a legend's lines as a paragraph or a table (their rules blank), a step ``:text;`` as its text, a condition
``if (x?) then (no)`` as "If x? then no:", a swimlane ``|name|`` as a heading, the title as the title, and the
diagram's own statements blank.
"""

from __future__ import annotations

import re

from .table_rows import html_row

_START = re.compile(r"^\s*@start(?:uml|mindmap|wbs|gantt|json|yaml)\b")
# The diagram's own statements: a setting or directive with what follows it, or a keyword alone on its line.
_UNREAD = re.compile(
    r"^\s*(?:(?:@end\w+|!\w+|skinparam|hide|show|header|footer|caption|scale|autonumber)\b.*"
    r"|(?:start|stop|end|endif|endwhile|end\s+fork|fork(?:\s+again)?|detach|kill|left to right direction|top to bottom direction)"
    r"|(?:participant|actor|boundary|control|entity|database|collections|queue)\b[^:]*)\s*$",
    re.IGNORECASE,
)
_NOTE = re.compile(r"^\s*(?:floating\s+)?note\s+(?:left|right|top|bottom|over)\b[^:]*?(?::\s*(.*))?$", re.IGNORECASE)
_TITLE = re.compile(r"^\s*title\s+(.+)$", re.IGNORECASE)
_LANE = re.compile(r"^\s*\|(?:#\w+\|)?([^|]+)\|\s*$")
_CONDITION = re.compile(r"^\s*(?:else)?if\s*\((.*)\)\s*then\s*(?:\((.*)\))?\s*$", re.IGNORECASE)
_ELSE = re.compile(r"^\s*else\s*(?:\((.*)\))?\s*$", re.IGNORECASE)
# A rule drawn in a note or a comment: read as Markdown, it would make the line above it a heading.
_RULE = re.compile(r"^\s*(?:-{2,}|={2,}|\.{2,}|_{2,}|\*{3,})\s*$")


def is_plantuml(text: str) -> bool:
    """Whether the report is a PlantUML diagram's source: it opens with ``@startuml`` (after comments)."""
    body = [line for line in text.split("\n") if line.strip() and not line.lstrip().startswith("'")]
    return bool(body) and bool(_START.match(body[0]))


def plantuml_lines(lines: list[str]) -> list[str]:
    """The diagram as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    block = ""  # "note", "legend", "comment" or "step" while one is open
    for line in lines:
        stripped = line.strip()
        if block == "comment":
            block = "" if stripped.endswith("'/") else block
            out.append(stripped.removesuffix("'/").strip())
        elif block in ("note", "legend"):
            if re.match(r"end\s*note$|endlegend$|end\s+legend$", stripped, re.IGNORECASE):
                block = ""
                out.append("")
            elif _RULE.match(stripped):
                out.append("")
            elif block == "legend" and stripped.startswith("|"):
                out.append(_legend_row(stripped, out))
            else:
                out.append(stripped)
        elif block == "step":
            block = "" if stripped.endswith(";") else block
            out.append(stripped.removesuffix(";"))
        elif stripped.startswith("'"):
            words = stripped.lstrip("'").strip()
            out.append("" if _RULE.match(words) else words)
        elif stripped.startswith("/'"):
            block = "" if stripped.endswith("'/") else "comment"
            out.append(stripped.removeprefix("/'").removesuffix("'/").strip())
        elif note := _NOTE.match(stripped):
            block = "" if note.group(1) is not None else "note"
            out.append(note.group(1) or "")
        elif re.match(r"legend\b", stripped, re.IGNORECASE):
            block = "legend"
            out.append("")
        elif title := _TITLE.match(stripped):
            out.append("# " + title.group(1).replace("\\n", " "))
        elif _START.match(stripped) or _UNREAD.match(stripped):
            out.append("")
        elif lane := _LANE.match(stripped):
            out.append("## " + lane.group(1).strip())
        elif condition := _CONDITION.match(stripped):
            out.append(f"If {condition.group(1).strip()} then {condition.group(2) or ''}:".replace(" :", ":"))
        elif otherwise := _ELSE.match(stripped):
            out.append(f"Else ({otherwise.group(1)}):" if otherwise.group(1) else "Else:")
        elif stripped.startswith(":"):
            block = "" if stripped.endswith(";") else "step"
            out.append(stripped[1:].removesuffix(";"))
        else:
            out.append(line)
    return out


def _legend_row(row: str, out: list[str]) -> str:
    """A legend's table row (``|= Item |= Value |`` its header) as an HTML row, opening the table on its first row."""
    cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
    header = all(cell.startswith("=") for cell in cells if cell)
    first = not (out and out[-1].startswith(("<table>", "<tr>")))
    return html_row([cell.lstrip("=").strip() for cell in cells], header=header, first=first, last=False)
