"""A table drawn with box-drawing characters under a header row (what `rich`, `tabulate`'s fancy formats or a wiki's
text export draw: a double or heavy rule, "╞═══╪═══╡", under the names of its columns), read as the Markdown table it
stands for, line for line. A box table without one is read row by row as statements (see tool_output).

"│ use_torch_fsdp2 │ false │ gate: must be true │" read as text is one line of words and bars: its key, its
default and its note run together, and a fence around the drawing (a plain-text page keeps it preformatted) makes it
code, whose "key: value" lines read as settings. Here each row is a Markdown row, the rule under the header row the
delimiter row, every other rule a row of empty cells (which states nothing), the top and bottom rules blank, and a
fence that holds nothing but the drawing blank too.
"""

from __future__ import annotations

import re

_TOP = re.compile(r"^\s*[┌╔╭┏][─═━┬╤╦┳]+[┐╗╮┓]\s*$")
_HEADER_RULE = re.compile(r"^\s*[╞┡╠][═━╪╇╬]+[╡┩╣]\s*$")
_RULE = re.compile(r"^\s*[├╞╟╠┣][─═━┼╪╫╬╋]+[┤╡╢╣┫]\s*$")
_BOTTOM = re.compile(r"^\s*[└╚╰┗][─═━┴╧╩┻]+[┘╝╯┛]\s*$")
_ROW = re.compile(r"^\s*[│║┃].*[│║┃]\s*$")
_FENCE = re.compile(r"^\s*(?:```|~~~)")


def has_box_table(text: str) -> bool:
    """Whether the report draws a table with box-drawing characters and a header rule."""
    return any(_HEADER_RULE.match(line) for line in text.split("\n"))


def box_table_lines(lines: list[str]) -> list[str]:
    """Each box-drawn table as a Markdown table (see the module's docstring); every other line as it is."""
    out = list(lines)
    index = 0
    while index < len(lines):
        if not _TOP.match(lines[index]):
            index += 1
            continue
        start, end = index, index + 1
        while end < len(lines) and (_ROW.match(lines[end]) or _RULE.match(lines[end])):
            end += 1
        if end >= len(lines) or not _BOTTOM.match(lines[end]) or end < start + 3 or not _HEADER_RULE.match(lines[start + 2]):
            index = end
            continue
        _read_table(lines, out, start, end)
        # "```table: ODC settings" ... "```" around the drawing alone: preformatted text, not code.
        if start and end + 1 < len(lines) and _FENCE.match(lines[start - 1]) and _FENCE.match(lines[end + 1]):
            out[start - 1] = out[end + 1] = ""
        index = end + 1
    return out


def _read_table(lines: list[str], out: list[str], start: int, end: int) -> None:
    out[start] = out[end] = ""
    headed = False
    for number in range(start + 1, end):
        line = lines[number]
        if _ROW.match(line):
            cells = re.split(r"[│║┃]", line.strip())[1:-1]
            out[number] = "| " + " | ".join(cell.strip().replace("|", "\\|") for cell in cells) + " |"
            width = len(cells)
        elif not headed:
            out[number], headed = "|" + "---|" * width, True
        else:
            out[number] = "|" + " |" * width
