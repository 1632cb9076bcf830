"""A TaskPaper file, read as the outline it is, line for line.

TaskPaper writes projects as lines ending in a colon, tasks as lines opening with "- ", notes as the plain lines under
a task or a project, nesting by tabs, and tags on a task: ``@done(2025-11-03)``, ``@question``, ``@wrong(2025-11-04)``.
Read as Markdown, a project is a paragraph, a tab-indented task a code block, a task's notes run into one paragraph with
the task ("read the patch Patch id as registered: x"), and a task tagged wrong stands as firmly as its correction. Here
each project is a heading, each task an item and each of its notes an item nested under it, a task tagged as wrong
(``@wrong``, ``@retracted``, ``@obsolete``) struck with its notes, a task tagged ``@question`` an open question, and the
tags themselves dropped.
"""

from __future__ import annotations

import re

_PROJECT = re.compile(r"^(\t*)([^\t\s-][^\n]*?):((?:\s+@[\w-]+(?:\((?:[^()]|\([^()]*\))*\))?)*)\s*$")
_TASK = re.compile(r"^(\t*)- (.*)$")
# A tag and its value, which may hold parentheses of its own: "@project(Port (Primus -> fork))".
_TAG = re.compile(r"\s*@([\w-]+)(?:\(((?:[^()]|\([^()]*\))*)\))?")
_WRONG = frozenset({"wrong", "retracted", "obsolete", "invalid"})


def is_taskpaper(text: str) -> bool:
    """Whether the report is a TaskPaper file: a project at the margin, tab-indented tasks, and tags on them."""
    lines = text.split("\n")
    tasks = [line for line in lines if re.match(r"^\t+- ", line)]
    return (
        any(_PROJECT.match(line) and not line.startswith("\t") for line in lines)
        and len(tasks) >= 2
        and any(_TAG.search(task) for task in tasks)
    )


def taskpaper_lines(lines: list[str]) -> list[str]:
    """The file as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    titled = False
    task_depth: int | None = None  # the tab depth of the task whose notes follow
    struck = False
    for line in lines:
        if project := _PROJECT.match(line):
            out.append(("## " if titled else "# ") + project.group(2).strip())
            titled, task_depth = True, None
        elif task := _TASK.match(line):
            tags = {name.lower() for name, _ in _TAG.findall(task.group(2))}
            words = _TAG.sub("", task.group(2)).strip()
            struck = bool(tags & _WRONG)
            if struck:
                words = f"~~{words}~~"
            elif "question" in tags:
                words = f"Open question: {words}"
            depth = len(task.group(1))
            task_depth = depth
            out.append("  " * max(depth - 1, 0) + f"- {words}")
        elif line.strip() and task_depth is not None and len(line) - len(line.lstrip("\t")) > task_depth:
            note = line.strip()
            out.append("  " * task_depth + f"- {f'~~{note}~~' if struck else note}")
        else:
            out.append(line.strip())
    return out
