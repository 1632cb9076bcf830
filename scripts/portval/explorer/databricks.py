"""A Databricks notebook exported as source (a .py file), read as the Markdown it stands for, line for line.

The export opens with "# Databricks notebook source", separates cells with "# COMMAND ----------", and writes every
line of a cell that is not Python behind "# MAGIC ": a Markdown cell after "# MAGIC %md", a shell cell after
"# MAGIC %sh". Read as Markdown, each "# MAGIC" line is a heading of its own, a correction ("the previous paragraph
is wrong") stands alone with no paragraph above it, and the cells' code reads as prose. Here a Markdown cell's lines
are its Markdown, a code cell is a fenced block where the blank line before the next separator can close it (else
blank), and the separators, magics and cell titles are blank.
"""

from __future__ import annotations

import itertools
import re

_SEPARATOR = re.compile(r"^# COMMAND -{5,}\s*$")
_MAGIC = re.compile(r"^# MAGIC ?(.*)$")
_CELL_LANGUAGE = re.compile(r"^%(\w+)")


def is_databricks_source(text: str) -> bool:
    """Whether the report is a Databricks notebook's source export: its first line says so."""
    return text.lstrip("\ufeff").startswith("# Databricks notebook source")


def databricks_lines(lines: list[str]) -> list[str]:
    """The notebook as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    starts = [0] + [number for number, line in enumerate(lines) if _SEPARATOR.match(line)] + [len(lines)]
    for start, end in itertools.pairwise(starts):
        cell = [number for number in range(start + 1, end) if lines[number].strip() and not lines[number].startswith("# DBTITLE")]
        if not cell:
            continue
        first = _MAGIC.match(lines[cell[0]])
        language = _CELL_LANGUAGE.match(first.group(1).strip()) if first else None
        if language and language.group(1) == "md":
            for number in cell[1:]:
                magic = _MAGIC.match(lines[number])
                out[number] = magic.group(1) if magic else lines[number]
            continue
        body = cell[1:] if language else cell
        closer = end - 1
        if not body or lines[closer].strip() or closer <= body[-1]:
            continue  # no blank line left to close a fence on: the code is blank
        out[start] = "```" + (language.group(1) if language else "python")
        for number in body:
            magic = _MAGIC.match(lines[number])
            out[number] = magic.group(1) if magic else lines[number]
        out[closer] = "```"
    return out
