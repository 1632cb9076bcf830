"""The tolerance tables of ``references/test-templates.md``, read as GitHub-flavoured Markdown pipe tables.

Each table is found by the id in backticks in the heading above it, and each
column by its header, so prose and row order can change freely. A missing
table, column or row, or a value that is not a number, is a ``TablesError``
naming the table and the row. The tables are read line by line (headings, fenced
code, pipe tables), so rendering a plan needs no Markdown parser.
"""

from __future__ import annotations

import collections
import math
import re
from dataclasses import dataclass
from pathlib import Path

from ..common.errors import TablesError
from ..common.escape import shorten
from ..common.regular_files import NotReadable, read_regular_bytes

DEFAULT_TABLES = Path(__file__).resolve().parents[3] / "references" / "test-templates.md"
MAX_TABLES_BYTES = 4 << 20

REQUIRED_SETTINGS = (
    "seed",
    "determinism_runs",
    "smoke_steps",
    "parameter_perturbation",
    "snr_margin_db",
    "step_count",
    "step_rtol_max",
    "step_rtol_mean",
    "step_exact",
    "perf_margin",
    "memory_margin",
    "perf_trials",
    "perf_max_trials",
    "perf_warmup",
    "perf_budget_s",
    "perf_confidence",
    "step_noise_ratio",
    "reorder_sum_length",
    "reorder_safety",
)

# Unit roundoff (half the machine epsilon) of each dtype a result is rounded to; tf32 keeps fp16's
# 10-bit mantissa. Sums accumulate in fp32 in every one of them (the kernels' own accumulator).
UNIT_ROUNDOFF = {"fp32": 2.0**-24, "tf32": 2.0**-11, "bf16": 2.0**-8, "fp16": 2.0**-11}
ACCUMULATOR = "fp32"


@dataclass(frozen=True)
class Closeness:
    rtol: float
    atol: float
    source: str


@dataclass(frozen=True)
class ErrorRatio:
    factor: float
    floor_eps: float
    source: str


@dataclass(frozen=True)
class SnrFloor:
    min_db: float
    source: str


@dataclass(frozen=True)
class Setting:
    value: float | int | bool
    source: str


@dataclass(frozen=True)
class Tables:
    """Every default the decisions read, each with its source."""

    closeness: dict[str, Closeness]
    error_ratio: dict[str, ErrorRatio]
    snr: dict[str, SnrFloor]
    settings: dict[str, Setting]
    path: str


def load_tables(path: str | Path = DEFAULT_TABLES) -> Tables:
    """Read and check the four tables of the tolerance reference."""
    try:
        # A regular file of bounded size only: --tables /dev/zero or a FIFO is refused, not read forever.
        text = read_regular_bytes(path, MAX_TABLES_BYTES).decode("utf-8")
    except NotReadable as error:
        raise TablesError(f"{shorten(path, 200)}: found {error.found}, expected the tolerance tables (a markdown file)") from None
    except UnicodeDecodeError as error:
        raise TablesError(f"{shorten(path, 200)}: found bytes that are not UTF-8 at offset {error.start}, expected a UTF-8 markdown file") from None
    except OSError as error:
        raise TablesError(f"{shorten(path, 200)}: cannot read the tolerance tables ({error.strerror or error})") from None
    return parse_tables(text, str(path))


def parse_tables(text: str, name: str = "test-templates.md") -> Tables:
    """Parse the tables from markdown text; ``name`` is used in error messages."""
    tables = _tables_by_id(text)

    def rows(table_id: str, columns: tuple[str, ...]) -> list[dict[str, str]]:
        if table_id not in tables:
            raise TablesError(f"{name}: no table under a heading with `{table_id}`; found: {', '.join(tables) or 'none'}")
        header, body = tables[table_id]
        missing = [c for c in columns if c not in header]
        if missing:
            raise TablesError(f"{name}: table `{table_id}`: missing column(s) {', '.join(missing)}; found {', '.join(header)}")
        counts = collections.Counter(row[0] for row in body)  # linear: a table of 60,000 rows is checked at once
        for key, count in counts.items():
            if count > 1:
                raise TablesError(f"{name}: table `{table_id}`: row {shorten(repr(key))} appears {count} times; keep one")
        return [dict(zip(header, row)) for row in body]

    def number(table_id: str, row: dict[str, str], column: str, key: str) -> float:
        try:
            value = float(row[column])
            if not math.isfinite(value):
                raise ValueError(row[column])
            return value
        except ValueError:
            raise TablesError(f"{name}: table `{table_id}`, row {row[key]!r}: {column} is {row[column]!r}, expected a number") from None

    closeness = {
        row["dtype"]: Closeness(number("closeness", row, "rtol", "dtype"), number("closeness", row, "atol", "dtype"), row["source"])
        for row in rows("closeness", ("dtype", "rtol", "atol", "source"))
    }
    error_ratio = {
        row["dtype"]: ErrorRatio(number("error_ratio", row, "factor", "dtype"), number("error_ratio", row, "floor_eps", "dtype"), row["source"])
        for row in rows("error_ratio", ("dtype", "factor", "floor_eps", "source"))
    }
    snr = {
        row["format"]: SnrFloor(number("snr", row, "min_db", "format"), row["source"])
        for row in rows("snr", ("format", "min_db", "source"))
    }
    settings = {row["name"]: Setting(_setting_value(name, row), row["source"]) for row in rows("settings", ("name", "value", "source"))}
    for required in REQUIRED_SETTINGS:
        if required not in settings:
            raise TablesError(f"{name}: table `settings`: no row {required!r}")
    for dtype in ("fp32", "bf16", "fp16", "tf32"):
        if dtype not in closeness:
            raise TablesError(f"{name}: table `closeness`: no row {dtype!r}")
    for fmt in ("fp8", "mxfp8", "mxfp4"):
        if fmt not in snr:
            raise TablesError(f"{name}: table `snr`: no row {fmt!r}")
    return Tables(closeness, error_ratio, snr, settings, name)


@dataclass(frozen=True)
class ReorderTolerance:
    """Closeness a port that only reorders floating-point work must meet, and how it was derived."""

    rtol: float
    atol: float
    derivation: str


def reorder_tolerance(dtype: str, sum_length: int, safety: float) -> ReorderTolerance:
    """The tolerance of a result whose sums of ``sum_length`` terms may be added in another order.

    Reordering a sum of n terms accumulated with unit roundoff u changes it by
    at most about n * u times the sum of the terms' magnitudes (Higham,
    Accuracy and Stability of Numerical Algorithms, the gamma_n bound), and
    two roundings of nearly equal values into ``dtype`` may land one unit in
    the last place apart (2 * u of ``dtype``). rtol is that last-place step;
    atol, scaled by the reference's largest magnitude, adds the reordering
    bound, times ``safety`` because terms that cancel make the sum of
    magnitudes larger than the largest result and the backward pass rounds
    again.
    """
    u_out, u_acc = UNIT_ROUNDOFF[dtype], UNIT_ROUNDOFF[ACCUMULATOR]
    last_place = 2.0 * u_out
    reordered = sum_length * u_acc
    atol = safety * (last_place + reordered)
    derivation = (
        f"derived from the reordering: rtol = 2 * u({dtype}) = {last_place:.3g} (one unit in the last place); "
        f"atol = {safety:g} * (2 * u({dtype}) + n * u({ACCUMULATOR})) = {safety:g} * ({last_place:.3g} + {sum_length} * {u_acc:.3g}) "
        f"= {atol:.3g} of max|reference| (a sum of n = {sum_length} terms added in another order, Higham's gamma_n bound)"
    )
    return ReorderTolerance(last_place, atol, derivation)


def _setting_value(name: str, row: dict[str, str]) -> float | int | bool:
    raw = row["value"].strip()
    if raw in ("true", "false"):
        return raw == "true"
    try:
        return int(raw)
    except ValueError:
        pass
    try:
        value = float(raw)
        if not math.isfinite(value):
            raise ValueError(raw)
        return value
    except ValueError:
        raise TablesError(f"{name}: table `settings`, row {row['name']!r}: value is {raw!r}, expected a number, true or false") from None


# An ATX heading ("## Settings (`settings`)"), a code fence's opening or closing line, and a table's delimiter row
# ("|---|:--:|"), as GitHub-flavoured Markdown writes them.
_HEADING = re.compile(r"^ {0,3}#{1,6}(?:[ \t]+(.*))?$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_DELIMITER_ROW = re.compile(r"^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")
_CODE_SPAN = re.compile(r"`([^`]+)`")


def _tables_by_id(text: str) -> dict[str, tuple[list[str], list[list[str]]]]:
    """Map each heading's backticked id to the first table after it: (header, rows), each row as long as the header."""
    lines = text.split("\n")
    found: dict[str, tuple[list[str], list[list[str]]]] = {}
    current_id: str | None = None
    fence = ""  # the fence of the code block the line is in, or ""
    index = 0
    while index < len(lines):
        line = lines[index]
        opened = _FENCE.match(line)
        if fence:
            # A fence closes on a line of the same character, at least as long, and nothing after it.
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence) and not line[opened.end() :].strip():
                fence = ""
        elif opened:
            fence = opened.group(1)
        elif heading := _HEADING.match(line):
            codes = [code.strip() for code in _CODE_SPAN.findall(heading.group(1) or "")]
            current_id = codes[-1] if codes else None
        elif current_id and current_id not in found and index + 1 < len(lines) and _is_table_start(line, lines[index + 1]):
            header = _cells(line)
            body = []
            index += 2
            # The table ends at a blank line, a heading or a fence.
            while index < len(lines) and lines[index].strip() and not _HEADING.match(lines[index]) and not _FENCE.match(lines[index]):
                row = _cells(lines[index])
                body.append((row + [""] * len(header))[: len(header)])
                index += 1
            found[current_id] = (header, body)
            continue
        index += 1
    return found


def _is_table_start(line: str, following: str) -> bool:
    """Whether ``line`` is a table's header row: it has a pipe, and the line after it is a delimiter row of as many cells."""
    return "|" in line and bool(_DELIMITER_ROW.match(following)) and len(_cells(line)) == len(_cells(following))


def _cells(line: str) -> list[str]:
    """The cells of a pipe-table row, stripped: a pipe escaped with a backslash is a character of its cell."""
    row = line.strip().removeprefix("|")
    row = row[:-1] if row.endswith("|") and not row.endswith("\\|") else row
    return [cell.replace("\\|", "|").strip() for cell in re.split(r"(?<!\\)\|", row)]
