"""A Pluto.jl notebook (a .jl file), read as the Markdown it stands for, line for line.

Pluto saves a notebook as Julia: "### A Pluto.jl notebook ###", its version, its front matter ("#> title = ..."), then
each cell under a marker line ("# ╔═╡ <uuid>"), a Markdown cell's words inside ``md\"\"\" ... \"\"\"``, and at the end the
package environment (``PLUTO_PROJECT_TOML_CONTENTS``) and the cells' order. Read as Markdown, the markers are headings
of their own, a correction in the next cell ("^ wrong") sits under the marker, not under what it corrects, and the
environment's versions read as the report's. Here a Markdown cell's lines are its Markdown; a code cell is a fenced
block, opened on its marker and closed on the blank line after it; the header, the front matter, the markers, the
package environment and the cells' order are blank.
"""

from __future__ import annotations

import re

_HEADER = "### A Pluto.jl notebook ###"
_MARKER = re.compile(r"^# ╔═╡ ")
_MD_OPEN = re.compile(r'^md"""\s*(.*)$')
_MD_ONE_LINE = re.compile(r'^md"(.*)"\s*$')
# The cells Pluto writes for itself: the package environment.
_ENVIRONMENT = re.compile(r"^PLUTO_(?:PROJECT|MANIFEST)_TOML_CONTENTS\s*=")


def is_pluto_notebook(text: str) -> bool:
    """Whether the report is a Pluto.jl notebook: its first line says so."""
    return text.lstrip("\ufeff").startswith(_HEADER)


def pluto_lines(lines: list[str]) -> list[str]:
    """The notebook as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    starts = [number for number, line in enumerate(lines) if _MARKER.match(line)]
    for start, end in zip(starts, [*starts[1:], len(lines)], strict=True):
        if lines[start].startswith("# ╔═╡ Cell order:"):
            break
        body = [n for n in range(start + 1, end) if lines[n].strip()]
        if not body or _ENVIRONMENT.match(lines[body[0]]):
            continue
        if one := _MD_ONE_LINE.match(lines[body[0]]) if len(body) == 1 else None:
            out[body[0]] = one.group(1)
            continue
        opened = _MD_OPEN.match(lines[body[0]])
        if opened and lines[body[-1]].rstrip().endswith('"""'):
            out[body[0]] = opened.group(1)
            for number in range(body[0] + 1, body[-1]):
                out[number] = lines[number]
            out[body[-1]] = lines[body[-1]].rstrip()[:-3]
            continue
        closer = next((n for n in range(body[-1] + 1, end) if not lines[n].strip()), None)
        if closer is not None:
            out[start] = "```julia"
            for number in range(start + 1, closer):
                out[number] = lines[number]
            out[closer] = "```"
    return out
