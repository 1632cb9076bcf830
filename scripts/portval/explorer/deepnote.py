"""A Deepnote project file (.deepnote, YAML), read as the Markdown its notebooks stand for.

Deepnote saves a project as YAML: its notebooks, each a list of blocks with a type ("text-cell-h1", "text-cell-p",
"text-cell-bullet", "markdown", "code", ...), its words ("content", folded over lines) and their marks (code spans
as code-point ranges in "formattedRanges"). Read as text, the ids, sorting keys and ranges are most of the report, a
folded sentence is cut where YAML wrapped it, and "__init__.py" loses its underscores to Markdown. Here each notebook's
name is a heading over its blocks in their order (the "Init" notebook that installs the requirements left out), each block the Markdown line its type stands for, its code marks
code spans; the draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

import yaml

from .json_exports import printed_view
from .thread_text import dicts

_TEXT_CELLS = {
    # A notebook's name heads its blocks: its headings stand a level below it.
    "text-cell-h1": "## ",
    "text-cell-h2": "### ",
    "text-cell-h3": "#### ",
    "text-cell-bullet": "- ",
    "text-cell-todo": "- [ ] ",
    "text-cell-callout": "> ",
    "text-cell-p": "",
}


def deepnote_view(text: str, name: str = "report.deepnote") -> tuple[str, str]:
    """The lines of a Deepnote project's notebooks, and what its line numbers count; ``(text, "")`` for any other report."""
    notebooks = _notebooks(text)
    if not notebooks:
        return text, ""
    lines: list[str] = []
    for notebook in notebooks:
        if notebook.get("name") == "Init" and all(b.get("type") == "code" for b in dicts(notebook.get("blocks"))):
            continue  # the notebook Deepnote makes to install a project's requirements
        lines += [f"# {notebook.get('name') or 'Notebook'}", ""]
        for block in sorted(dicts(notebook.get("blocks")), key=lambda b: str(b.get("sortingKey") or "")):
            lines += _block_lines(block)
    return printed_view(lines, name, "each notebook's blocks as the Markdown their types stand for")


def _notebooks(text: str) -> list[dict]:
    """The notebooks of a Deepnote project file, or [] for any other text."""
    if "\nproject:" not in f"\n{text}" or "notebooks:" not in text:
        return []
    try:
        document = yaml.safe_load(text)
    except yaml.YAMLError:
        return []
    project = document.get("project") if isinstance(document, dict) else None
    notebooks = dicts(project.get("notebooks")) if isinstance(project, dict) else []
    return notebooks if notebooks and all(isinstance(n.get("blocks"), list) for n in notebooks) else []


def _block_lines(block: dict) -> list[str]:
    kind, content = str(block.get("type") or ""), str(block.get("content") or "")
    if kind == "code":
        return ["```python", *content.split("\n"), "```", ""]
    if kind == "markdown":
        return [*content.split("\n"), ""]
    if kind in _TEXT_CELLS:
        words = _marked(content, (block.get("metadata") or {}).get("formattedRanges") if isinstance(block.get("metadata"), dict) else None)
        item = kind in ("text-cell-bullet", "text-cell-todo")
        return [_TEXT_CELLS[kind] + words.replace("\n", " ")] + ([] if item else [""])
    return []


def _marked(content: str, ranges: object) -> str:
    """``content`` with its code and struck ranges marked as Markdown marks them (ranges count code points)."""
    marks: list[tuple[int, int, str]] = []
    for span in dicts(ranges if isinstance(ranges, list) else []):
        kinds = span.get("marks") if isinstance(span.get("marks"), dict) else {}
        start, end = span.get("fromCodePoint"), span.get("toCodePoint")
        if not isinstance(start, int) or not isinstance(end, int) or not 0 <= start < end <= len(content):
            continue
        mark = "`" if kinds.get("code") else "~~" if kinds.get("strike") else ""
        if mark:
            marks.append((start, end, mark))
    out, position = [], 0
    for start, end, mark in sorted(marks):
        if start < position:
            continue  # a range inside one marked already
        out += [content[position:start], mark, content[start:end], mark]
        position = end
    return "".join([*out, content[position:]])
