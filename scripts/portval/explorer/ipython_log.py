"""An IPython session log (``%logstart``), read as the Markdown it stands for, line for line.

The log is the Python of a session: each command typed on its line (a magic as ``get_ipython().run_line_magic(...)``),
and the engineer's notes as ``#`` comments between them, a divider such as ``# ---- open question ----`` opening a part.
Read as Markdown, every comment is a heading of its own, so a note's sentence ends at each line and a divider's
"NOT part of this patch" reaches nothing below it; read as one code block, the notes are no sentences. Here a divider
is a heading, a note's comment lines are the words of one paragraph, and each command is a code span on its line; the
log's own header is blank.
"""

from __future__ import annotations

import re

_DIVIDER = re.compile(r"^#\s*(?:-{3,}|={3,})\s*(.*?)\s*(?:-{3,}|={3,})\s*$")


def is_ipython_log(text: str) -> bool:
    """Whether the report is an IPython log: its header, or magics written as ``get_ipython()`` calls among comments."""
    return text.lstrip().startswith("# IPython log file") or len(re.findall(r"^get_ipython\(\)\.", text, re.MULTILINE)) >= 3


def ipython_log_lines(lines: list[str]) -> list[str]:
    """The log as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    for line in lines:
        stripped = line.strip()
        divider = _DIVIDER.match(stripped)
        if stripped.startswith(("# IPython log file", "#[Out]#")):
            out.append("")
        elif divider:
            out.append(f"## {divider.group(1)}")
        elif stripped.startswith("#"):
            out.append(stripped.lstrip("#").strip())
        elif stripped:
            out.append(f"`{stripped}`" if "`" not in stripped else stripped)
        else:
            out.append("")
    return out
