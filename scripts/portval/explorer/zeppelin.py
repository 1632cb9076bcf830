"""An Apache Zeppelin notebook (its note.json), read as the Markdown it stands for, line for line.

Zeppelin keeps each paragraph as an object: its "text" one JSON string that opens with the interpreter ("%md",
"%python", "%sh") and holds the whole cell, line breaks escaped, then its config, its results (a Markdown cell's HTML
rendered again, a shell's output) and its times. Read as JSON, a Markdown cell is one line: its "## Related patch (not
this one)" heading no longer heads the sentences under it, and the HTML copy says everything twice. Here each
paragraph's text is laid over the lines its object takes, a line of the cell a line of the report from the "text"
line on (what does not fit joined onto the last line the object has): a Markdown cell as its Markdown, a code cell
fenced; its results, config and every other line of JSON blank. A line a draft cites is the line the cell's line was
laid on.
"""

from __future__ import annotations

import re

from .json_exports import json_value_lines, loaded_json


def zeppelin_paragraphs(text: str) -> list[dict] | None:
    """The note's paragraphs, or None for any other text."""
    document = loaded_json(text) if '"paragraphs"' in text and '"text"' in text else None
    paragraphs = document.get("paragraphs") if isinstance(document, dict) else None
    if not isinstance(paragraphs, list) or not paragraphs or not all(isinstance(p, dict) for p in paragraphs):
        return None
    if not any(isinstance(p.get("text"), str) and p["text"].lstrip().startswith("%") for p in paragraphs):
        return None
    return paragraphs


def zeppelin_lines(lines: list[str], paragraphs: list[dict]) -> list[str]:
    """The note as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    where = json_value_lines("\n".join(lines))
    starts = [where.get(("paragraphs", index), 0) for index in range(len(paragraphs))]
    after = max((line for path, line in where.items() if len(path) == 1 and line > starts[-1]), default=len(lines))
    ends = [*starts[1:], after]
    for index, paragraph in enumerate(paragraphs):
        text = paragraph.get("text")
        first = where.get(("paragraphs", index, "text"))
        if not isinstance(text, str) or first is None:
            continue
        opened = re.match(r"\s*%(\w+)[ \t]*\n?(.*)", text, re.DOTALL)
        language, body = (opened.group(1), opened.group(2)) if opened else ("md", text)
        room = max(ends[index] - 1 - first, 1)
        if language == "md":
            cell = body.split("\n")
            if len(cell) > room:
                cell = [*cell[: room - 1], " ".join(part.strip() for part in cell[room - 1 :] if part.strip())]
        elif room >= 3:
            cell = [f"```{language}", *body.split("\n")[: room - 2], "```"]  # code that does not fit is left out
        else:
            continue
        out[first : first + len(cell)] = cell
    return out
