"""A todo.txt list, read as the list of tasks it is, line for line.

todo.txt writes one task a line: an "x" and its completion date when done, a priority "(A)", the creation date, the
task's words, ``+project`` and ``@context`` tags and ``key:value`` extensions (``due:``, ``t:``, ``note:``). Read as
Markdown, consecutive tasks run into one paragraph: a task that takes back another ("the 06-03 line about `x` is
wrong") reads as part of it, and the dates read as versions. Here each task is a list item of its own words, its marks,
dates, tags and extensions dropped.
"""

from __future__ import annotations

import re

_TASK = re.compile(r"^(?:x\s+(?:\d{4}-\d{2}-\d{2}\s+)?)?(?:\([A-Z]\)\s+)?(?:\d{4}-\d{2}-\d{2}\s+)?(?P<words>\S.*)$")
_MARKED = re.compile(r"^(?:x\s+\d{4}-\d{2}-\d{2}\s|\([A-Z]\)\s+\d{4}-\d{2}-\d{2}\s)")
_TAGS = re.compile(r"(?<!\S)(?:[+@][^\s]+|[a-z]+:[^\s:/]+)(?=\s|$)")


def is_todo_txt(text: str) -> bool:
    """Whether the report is a todo.txt list: most of its lines open as tasks do, with a "+project" or "@context" tag."""
    lines = [line for line in text.split("\n") if line.strip()]
    marked = [line for line in lines if _MARKED.match(line) and re.search(r"(?<!\S)[+@]\w", line)]
    return len(marked) >= 3 and len(marked) >= 0.6 * len(lines)


def todo_txt_lines(lines: list[str]) -> list[str]:
    """Each task an item of its words (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    for line in lines:
        task = _TASK.match(line.strip())
        words = " ".join(_TAGS.sub("", task.group("words")).split()) if task and line.strip() else ""
        out.append(f"- {words}" if words else "")
    return out
