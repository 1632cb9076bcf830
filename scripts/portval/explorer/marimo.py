"""A marimo notebook (a .py file), read as the Markdown it stands for, line for line.

marimo saves a notebook as a Python module: ``import marimo``, ``app = marimo.App()``, then each cell a function under
``@app.cell``, a Markdown cell's words inside ``mo.md(r\"\"\" ... \"\"\")``, indented as the function's body. Read as Markdown,
its indented words are a code block and its decorators and ``def _(mo):`` lines prose. Here a Markdown cell's words are
its Markdown, unindented; a code cell is a fenced block, opened on its ``def`` line and closed on its ``return``; the
module's own lines (the imports, ``app = marimo.App()``, the decorators, ``app.run()``) are blank.
"""

from __future__ import annotations

import re
import textwrap

_APP = re.compile(r"^app\s*=\s*marimo\.App\(", re.MULTILINE)
_CELL = re.compile(r"^@app\.(?:cell|function|class_definition)\b")
# A Markdown cell's one call: ``mo.md(r"""`` opening it, its words on the lines below, ``""")`` closing it.
_MD_OPEN = re.compile(r'^\s+mo\.md\(\s*[rf]{0,2}("""|\'\'\')(.*)$')
_MD_ONE_LINE = re.compile(r'^\s+mo\.md\(\s*[rf]{0,2}("""|\'\'\'|"|\')(.*)\1\s*\)\s*$')
_RETURN = re.compile(r"^\s+return\b")


def is_marimo_notebook(text: str) -> bool:
    """Whether the report is a marimo notebook: it imports marimo, makes its app and holds a cell."""
    return bool(re.search(r"^import marimo\b", text, re.MULTILINE)) and bool(_APP.search(text)) and "@app.cell" in text


def marimo_lines(lines: list[str]) -> list[str]:
    """The notebook as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    starts = [number for number, line in enumerate(lines) if _CELL.match(line)]
    main = next((number for number, line in enumerate(lines) if line.startswith("if __name__")), len(lines))
    for start, end in zip(starts, [*starts[1:], main], strict=True):
        define = next((n for n in range(start, end) if lines[n].startswith(("def ", "async def ", "class "))), None)
        if define is None:
            continue
        body = [n for n in range(define + 1, end) if lines[n].strip()]
        returned = body[-1] if body and _RETURN.match(lines[body[-1]]) else None
        said = [n for n in body if n != returned]
        if said and _markdown_cell(lines, said, out):
            continue
        if said and returned is not None:
            out[define] = "```python"
            code = textwrap.dedent("\n".join(lines[said[0] : said[-1] + 1])).split("\n")
            out[said[0] : said[-1] + 1] = code
            out[returned] = "```"
    return out


def _markdown_cell(lines: list[str], said: list[int], out: list[str]) -> bool:
    """Write a cell that is one ``mo.md(...)`` call as its Markdown into ``out``; whether it was one."""
    if one := _MD_ONE_LINE.match(lines[said[0]]) if len(said) == 1 else None:
        out[said[0]] = one.group(2).strip()
        return True
    opened = _MD_OPEN.match(lines[said[0]])
    closer = said[-1]
    if not opened or not re.match(rf"^\s*(?:.*?){opened.group(1)}\s*\)\s*$", lines[closer]):
        return False
    words = textwrap.dedent("\n".join(lines[said[0] + 1 : closer])).split("\n")
    out[said[0] + 1 : closer] = words
    if opened.group(2).strip():
        out[said[0]] = opened.group(2).strip()
    return True
