"""Loss curves from the logs a training framework already writes.

Standard library only. ``read_log(path)`` returns the format and
``{metric: {step: value}}`` from a Megatron-LM, TorchTitan or MaxText log, a
Megatron-LM golden-values JSON file, a CSV file or JSON lines, the format found
from the file itself. Each file is opened once and read front to back, so a
pipe (``<(zcat run.log.gz)``) reads as a file does: the format is found from
the first blocks, which are then parsed, not read again. Text logs are scanned
in large binary blocks with one regular expression, never line by line: a
million Megatron-LM iterations read in a second or two
(``benchmarks/parse_speed.py``). Every line is bounded: a text line longer
than ``LONGEST_LINE_BYTES`` keeps only its end, a JSON line or CSV row longer
than ``RECORD_BYTES`` is skipped and counted. Losses are named ``loss`` and
gradient norms ``grad_norm`` whatever the framework calls them. A step logged
twice (several ranks print the same line; a restarted run repeats iterations)
keeps its last value. In a golden-values file the string ``"nan"`` is
Megatron-LM's placeholder for a step the run did not log: that step is left
out, not read as a NaN.
"""

from __future__ import annotations

import csv
import gc
import json
import math
import re
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import BinaryIO, NamedTuple

from portval_losses import LossLogError

FORMATS = ("auto", "megatron", "torchtitan", "maxtext", "csv", "jsonl", "golden")

BLOCK_BYTES = 8 << 20  # big reads: the regex, not Python, walks the lines
LONGEST_LINE_BYTES = 64 << 20  # memory stays bounded on a file with no line breaks
RECORD_BYTES = 1 << 20  # a JSON line or CSV row of metrics is a few hundred bytes; a longer one is not a record
GOLDEN_BYTES = 64 << 20  # Megatron-LM's largest golden-values file is under 1 MB
HEAD_BYTES = 1 << 20  # the first non-blank line is looked for this far
STEP_DIGITS = 18  # a step is a count of iterations; a longer digit string is not one (int() refuses thousands of digits)
PLACEHOLDERS = ("nan",)  # golden-values strings Megatron-LM writes for a step a run did not log

# Raw metric names, lower-cased, that mean the same thing in every framework.
ALIASES = {
    "loss": "loss",
    "lm loss": "loss",
    "lm_loss": "loss",
    "train_loss": "loss",
    "train/loss": "loss",
    "learning/loss": "loss",
    "grad norm": "grad_norm",
    "grad_norm": "grad_norm",
    "gradient_norm": "grad_norm",
    "train/grad_norm": "grad_norm",
    "learning/grad_norm": "grad_norm",
}
STEP_COLUMNS = ("step", "iteration", "iter")
LOSS_COLUMNS = ("loss", "lm loss", "lm_loss", "train_loss")

_VALUE = rb"([^ |\n]+)"  # a float as the frameworks print it, NaN and inf included; float() judges it
_STEP = rb"(\d{1,%d})" % STEP_DIGITS
_ANSI = rb"(?:\x1b\[[0-9;]*m)*"
_ANSI_CODE = re.compile(rb"\x1b\[[0-9;]*m")
_MARKERS = {
    "megatron": re.compile(rb"iteration +\d+/ *\d+ \|"),
    "torchtitan": re.compile(rb"step: *\d+ +" + _ANSI + rb"loss: "),
    "maxtext": re.compile(rb"completed step: *\d+,"),
}
LOOKED_FOR = {
    "megatron": "' iteration N/ M | ... | lm loss: X | ... | grad norm: Y |' lines",
    "torchtitan": "'step: N  loss: X  grad_norm: Y' lines, colour codes allowed",
    "maxtext": "'completed step: N, ..., loss: X' lines, or JSON lines with 'step' and 'learning/loss'",
    "csv": f"a header with a step column ({'|'.join(STEP_COLUMNS)}) and a loss column ({'|'.join(LOSS_COLUMNS)}, or TensorBoard's Value)",
    "jsonl": "one JSON object a line, with a 'step' key",
    "golden": "Megatron-LM golden values, {\"lm loss\": {\"start_step\": 1, \"step_interval\": 1, \"values\": {...} or [...]}}",
}

# Megatron-LM prints ' iteration N/ M | consumed samples: S | ... | lm loss: X | ... | grad norm: Y | ...'.
# '.*' runs to the end of the line in one tight loop and backs up to the field, trying only at a '|':
# several times faster than a lazy scan or a field-by-field group. '.' never crosses a line break,
# so a line without a loss (all its iterations skipped) cannot borrow the next line's. Each attempt scans
# to the end of its line: linear while a line holds one 'iteration', quadratic on a line repeating
# 'iteration 1/ 1 |' (510 KB: 16 s). A block with more 'iteration's than lines is read with the anchored
# form instead: it starts at a line's start and takes the line's first 'iteration N/', one scan a line
# (about a third slower on a normal log, so only where it is needed).
_MEGATRON_TAIL = rb"/ *\d+ \|.*\| "
# '\d+', not _STEP: a bounded repeat is a fifth slower here; _steps() drops a step too long to be one.
_MEGATRON_LINE = rb"iteration +(\d+)" + _MEGATRON_TAIL
_MEGATRON_LINE_ANCHORED = rb"^(?:(?!iteration +\d)[^\n])*iteration +(\d+)" + _MEGATRON_TAIL
_LOSS_FIELDS = rb"lm loss: " + _VALUE + rb"(?:.*\| grad norm: " + _VALUE + rb")?"
_MEGATRON = re.compile(_MEGATRON_LINE + _LOSS_FIELDS)
_MEGATRON_ANCHORED = re.compile(_MEGATRON_LINE_ANCHORED + _LOSS_FIELDS, re.MULTILINE)
_TORCHTITAN = re.compile(rb"step: *" + _STEP + rb" +" + _ANSI + rb"loss: *([^\s\x1b]+)([^\n]*)")
_MAXTEXT = re.compile(rb"completed step: *" + _STEP + rb",([^\n]*)")


def canonical_metric(name: str) -> str:
    """The name a metric goes by here: 'lm loss' and 'learning/loss' are 'loss', 'grad norm' is 'grad_norm'."""
    stripped = name.strip()
    return ALIASES.get(stripped.lower(), stripped)


# --- reading -----------------------------------------------------------------


@dataclass(frozen=True)
class Log:
    """One log, read once: its format, its curves, and what was passed over while reading it."""

    path: str
    format: str
    curves: dict[str, dict[int, float]]
    skipped: list[str] = field(default_factory=list)  # e.g. '2 JSON lines longer than 1 MiB', for the report


def read_curves(path: str, fmt: str = "auto", metric: str | None = None) -> dict[str, dict[int, float]]:
    """Every curve in the log at ``path``: ``{metric: {step: value}}``, the last value of a repeated step winning.

    ``fmt`` is one of ``FORMATS``; ``auto`` finds it from the file. ``metric``,
    when given, must be present (``LossLogError`` otherwise); in a text log it
    also asks for a field beyond ``loss`` and ``grad_norm``.
    """
    return read_log(path, fmt, metric).curves


def read_log(path: str, fmt: str = "auto", metric: str | None = None) -> Log:
    """The log at ``path`` read in one pass (a pipe works): its format, curves and what was skipped; see ``read_curves``."""
    if fmt not in FORMATS:
        raise LossLogError(f"{path}: unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")
    if metric is not None and not canonical_metric(metric):
        raise LossLogError(f"{path}: the metric name is empty; expected a name such as loss, grad_norm or 'lm loss'")
    wanted = canonical_metric(metric) if metric else None
    extra = wanted if wanted not in (None, "loss", "grad_norm") else None
    with _opened(path) as file:
        blocks = _Blocks(file, path)
        first = _first_line(blocks)
        found = _detect(path, first, blocks) if fmt == "auto" else fmt
        if found in ("maxtext", "jsonl") and first.startswith(b"{"):
            curves = _read_jsonl(blocks)
        elif found in ("megatron", "torchtitan", "maxtext"):
            curves = {"megatron": _read_megatron, "torchtitan": _read_torchtitan, "maxtext": _read_maxtext}[found](blocks, extra)
        else:
            curves = {"csv": _read_csv, "jsonl": _read_jsonl, "golden": _read_golden}[found](blocks)
    curves = {name: values for name, values in curves.items() if values}
    if not curves:
        raise LossLogError(f"{path}: {_nothing_found(found, blocks)}")
    if wanted and wanted not in curves:
        raise LossLogError(f"{path}: no {wanted!r} values in this {found} log; found {', '.join(sorted(curves))}")
    return Log(path, found, curves, blocks.skipped())


def detect_format(path: str) -> str:
    """The format of the log at ``path`` (one of ``FORMATS`` but 'auto'), from its first line or its first marker."""
    with _opened(path) as file:
        blocks = _Blocks(file, path)
        return _detect(path, _first_line(blocks), blocks)


def _detect(path: str, first: bytes, blocks: _Blocks) -> str:
    """The format from the first non-blank line, else from the first block holding a text log's marker.

    Blocks before that one hold no marker, so no line of any text format: they are dropped, and the
    block with the marker is put back for the reader.
    """
    if not first:
        raise LossLogError(f"{path}: the file is empty; expected a training log")
    if first.startswith(b"{"):
        try:
            record = json.loads(first)
        except (ValueError, RecursionError):
            record = None
        return "jsonl" if isinstance(record, dict) and _step_key(record) else "golden"
    if _csv_columns(_csv_row(first.decode("utf-8", "replace"))):
        return "csv"
    for block in blocks:
        found = [(m.start(), name) for name, pattern in _MARKERS.items() if (m := pattern.search(*block))]
        if found:
            blocks.put_back(block)
            return min(found)[1]
    raise LossLogError(f"{path}: no loss curve found; looked for {_looked_for()}")


def _nothing_found(fmt: str, blocks: _Blocks) -> str:
    """Why a log read as ``fmt`` gave no curve, for the error line."""
    if fmt == "golden" and blocks.golden_keys is not None:
        keys = blocks.golden_keys
        if not keys:
            return "an empty golden-values object ({}); it holds no metric to compare"
        shown = ", ".join(repr(key) for key in keys[:6]) + (f", ... ({len(keys)} keys)" if len(keys) > 6 else "")
        return (
            f"no metric with per-step values in this golden-values file (found {shown}; inference results or "
            f"totals, not a training curve); looked for {_looked_for('golden')}"
        )
    skipped = f" ({'; '.join(blocks.skipped())})" if blocks.skipped() else ""
    return f"no values found as {fmt}{skipped}; looked for {_looked_for(fmt)}"


def _looked_for(fmt: str | None = None) -> str:
    """What a format's lines look like, for error messages; every format when ``fmt`` is None."""
    return "; ".join(f"{name}: {what}" for name, what in LOOKED_FOR.items() if fmt in (None, name))


@contextmanager
def _opened(path: str) -> Iterator[BinaryIO]:
    """The file opened once for reading in binary; an OSError becomes a LossLogError naming the file."""
    try:
        file = open(path, "rb")  # noqa: SIM115 - closed below; errors while reading are mapped too
    except OSError as error:
        raise LossLogError(f"{path}: cannot read ({error.strerror or error})") from None
    try:
        yield file
    except OSError as error:
        raise LossLogError(f"{path}: cannot read ({error.strerror or error})") from None
    finally:
        file.close()


class _Block(NamedTuple):
    """Whole lines of a file: ``data[start:end]``, handed to a regex as ``findall(data, start, end)`` without a copy."""

    data: bytes
    start: int
    end: int


class _Blocks:
    """An open file in big blocks of whole lines (the last may lack its line break), read once, front to back.

    A block looked at before the reader starts (to find the format) is put back, so a pipe is never read twice.
    """

    def __init__(self, file: BinaryIO, path: str):
        self.path = path
        self.cut_lines = 0  # text lines longer than LONGEST_LINE_BYTES, of which only the end was kept
        self.long_records = 0  # JSON lines or CSV rows longer than RECORD_BYTES, skipped
        self.bad_rows = 0  # CSV rows the csv module refused (a field over its limit)
        self.golden_keys: list[str] | None = None  # top-level keys of a golden file, for the error when none has values
        # Set by a record reader (JSON lines, CSV): then a line longer than RECORD_BYTES is dropped whole as it is read,
        # so one 1 GiB line costs one block of memory, not the line.
        self.records = False
        self._waiting: deque[_Block] = deque()
        self._source = self._read(file)

    def __iter__(self) -> Iterator[_Block]:
        while True:
            if self._waiting:
                yield self._waiting.popleft()
                continue
            block = next(self._source, None)
            if block is None:
                return
            yield block

    def put_back(self, block: _Block) -> None:
        """Hand ``block`` out again, before the blocks put back earlier."""
        self._waiting.appendleft(block)

    def _read(self, file: BinaryIO) -> Iterator[_Block]:
        carry, cut = b"", False
        while chunk := file.read(BLOCK_BYTES):
            first, last = chunk.find(b"\n"), chunk.rfind(b"\n")
            longest = RECORD_BYTES if self.records else LONGEST_LINE_BYTES
            if first < 0:  # no line break yet; a "line" this long is no log line, so keep only its end
                carry, cut = _tail(carry, chunk, longest, cut)
                continue
            if carry or cut:  # the line cut by the previous read: only it is copied
                yield from self._cut_line(carry + chunk[: first + 1], cut)
            yield _Block(chunk, first + 1, last + 1) if carry or cut else _Block(chunk, 0, last + 1)
            carry, cut = _tail(b"", memoryview(chunk)[last + 1 :], longest, False)
        if carry:
            yield from self._cut_line(carry, cut)

    def _cut_line(self, line: bytes, cut: bool) -> Iterator[_Block]:
        """The line that spans reads; an over-long one keeps its end in a text log and is dropped from records."""
        if cut and self.records:
            self.long_records += 1
            return
        self.cut_lines += cut
        yield _Block(line, 0, len(line))

    def lines(self, limit: int = RECORD_BYTES) -> Iterator[bytes]:
        """Each line (with its line break), one at a time; a line longer than ``limit`` is skipped and counted."""
        for data, start, end in self:
            at = start
            while at < end:
                stop = data.find(b"\n", at, end)
                stop = end if stop < 0 else stop + 1
                if stop - at > limit:
                    self.long_records += 1
                else:
                    yield data[at:stop]
                at = stop

    def skipped(self) -> list[str]:
        """What was passed over, in words; empty when every line was read."""
        notes = []
        if self.cut_lines:
            notes.append(f"{self.cut_lines} lines longer than {LONGEST_LINE_BYTES >> 20} MiB, of which only the end was read")
        if self.long_records:
            notes.append(f"{self.long_records} records longer than {RECORD_BYTES >> 20} MiB skipped")
        if self.bad_rows:
            notes.append(f"{self.bad_rows} CSV rows that cannot be parsed skipped")
        return notes


def _tail(carry: bytes, more: bytes | memoryview, longest: int, cut: bool) -> tuple[bytes, bool]:
    """``carry + more``, or only its last ``longest`` bytes (and cut=True); never a copy longer than that."""
    if len(carry) + len(more) <= longest:
        return carry + bytes(more), cut
    keep = longest - min(len(more), longest)
    return (carry[len(carry) - keep :] if keep else b"") + bytes(more[len(more) - (longest - keep) :]), True


def _first_line(blocks: _Blocks) -> bytes:
    """The first non-blank line, stripped (b'' for an empty file); the blocks looked at are put back.

    A bare carriage return ends a line here too: a progress bar (tqdm) rewrites its line with one.
    """
    seen: list[_Block] = []
    found = b""
    size = 0
    for block in blocks:
        seen.append(block)
        data, start, end = block
        for line in re.split(rb"[\r\n]", data[start : min(end, start + HEAD_BYTES)]):
            if line.strip():
                found = line.strip().lstrip(b"\xef\xbb\xbf")
                break
        size += end - start
        if found or size >= HEAD_BYTES:
            break
    for block in reversed(seen):
        blocks.put_back(block)
    return found


def _number(raw: object) -> float | None:
    if isinstance(raw, bool):
        return None
    try:
        return float(raw)
    except (TypeError, ValueError, OverflowError):
        return None


def _store(curve: dict[int, float], steps: Sequence[int], raws: Sequence[bytes]) -> None:
    """Add (step, value) pairs in order, so the last of a repeated step wins; a value float() rejects is left out."""
    try:
        curve.update(zip(steps, map(float, raws)))  # the loop runs in C
    except ValueError:
        for step, raw in zip(steps, raws):  # redo the block in order, without the garbage
            if (value := _number(raw)) is not None:
                curve[step] = value


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector: findall's millions of tuples would start it again and again, for no cycle."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _read_megatron(blocks: Iterable[_Block], extra: str | None) -> dict[str, dict[int, float]]:
    loss: dict[int, float] = {}
    grad_norm: dict[int, float] = {}
    other: dict[int, float] = {}
    field = re.escape(extra.encode()) + rb": " + _VALUE if extra else None
    extra_patterns = (re.compile(_MEGATRON_LINE + field), re.compile(_MEGATRON_LINE_ANCHORED + field, re.MULTILINE)) if field else None
    with _collector_paused():
        for block in blocks:
            data, start, end = block
            # Some line holds two 'iteration ' words besides Megatron-LM's own 'elapsed time per iteration (ms)'.
            words = data.count(b"iteration ", start, end) - data.count(b"per iteration ", start, end)
            repeated = words > data.count(b"\n", start, end) + 1
            if rows := (_MEGATRON_ANCHORED if repeated else _MEGATRON).findall(*block):
                raw_steps, losses, norms = zip(*rows)
                try:
                    steps = list(map(int, raw_steps))
                except ValueError:  # a step of thousands of digits: not a step; its line is left out
                    rows = [row for row in rows if len(row[0]) <= STEP_DIGITS]
                    if not rows:
                        continue
                    raw_steps, losses, norms = zip(*rows)
                    steps = list(map(int, raw_steps))
                _store(loss, steps, losses)
                if all(norms):
                    _store(grad_norm, steps, norms)
                elif any(norms):
                    _store(grad_norm, *zip(*((step, norm) for step, norm in zip(steps, norms) if norm)))
            if extra_patterns and (found := [row for row in extra_patterns[repeated].findall(*block) if len(row[0]) <= STEP_DIGITS]):
                raw_steps, values = zip(*found)
                _store(other, list(map(int, raw_steps)), values)
    return {"loss": loss, "grad_norm": grad_norm, **({extra: other} if extra else {})}


def _field_patterns(names: list[str]) -> dict[str, re.Pattern[bytes]]:
    """For each name, a regex for ``name: value`` in the rest of a line (colour codes removed)."""
    return {name: re.compile(rb"(?<![\w/])" + re.escape(name.encode()) + rb": *([^\s,]+)") for name in names}


def _fields(rest: bytes, patterns: dict[str, re.Pattern[bytes]]) -> dict[str, float]:
    rest = _ANSI_CODE.sub(b" ", rest)
    found = {}
    for name, pattern in patterns.items():
        if (match := pattern.search(rest)) and (value := _number(match.group(1))) is not None:
            found[name] = value
    return found


def _read_torchtitan(blocks: Iterable[_Block], extra: str | None) -> dict[str, dict[int, float]]:
    curves: dict[str, dict[int, float]] = {"loss": {}, "grad_norm": {}, **({extra: {}} if extra else {})}
    patterns = _field_patterns(["grad_norm", *([extra] if extra else [])])
    for block in blocks:
        for step, raw_loss, rest in _TORCHTITAN.findall(*block):
            if (value := _number(raw_loss)) is not None:
                curves["loss"][int(step)] = value
            for name, value in _fields(rest, patterns).items():
                curves[name][int(step)] = value
    return curves


def _read_maxtext(blocks: Iterable[_Block], extra: str | None) -> dict[str, dict[int, float]]:
    curves: dict[str, dict[int, float]] = {"loss": {}, **({extra: {}} if extra else {})}
    patterns = _field_patterns(["loss", *([extra] if extra else [])])
    for block in blocks:
        for step, rest in _MAXTEXT.findall(*block):
            for name, value in _fields(rest, patterns).items():
                curves[name][int(step)] = value
    return curves


def _step_key(record: dict) -> str | None:
    return next((key for key in record if key.lower() in STEP_COLUMNS), None)


def _step_of(raw: object) -> int | None:
    if isinstance(raw, str) and len(raw.strip()) > STEP_DIGITS + 2:  # '12.0' and a sign fit; thousands of digits do not
        return None
    value = _number(raw) if isinstance(raw, (int, float, str)) else None
    return int(value) if value is not None and math.isfinite(value) and value == int(value) and abs(value) < 10**STEP_DIGITS else None


def _read_jsonl(blocks: _Blocks) -> dict[str, dict[int, float]]:
    curves: dict[str, dict[int, float]] = {}
    blocks.records = True
    for raw_line in blocks.lines():
        line = raw_line.decode("utf-8", "replace")
        if not line.lstrip().startswith("{"):
            continue
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            continue  # a line cut short by a killed run, a stray log line, or JSON nested too deep to be a record
        key = _step_key(record) if isinstance(record, dict) else None
        step = _step_of(record[key]) if key else None
        if step is None:
            continue
        for name, raw in record.items():
            if name != key and (value := _number(raw)) is not None:
                curves.setdefault(canonical_metric(name), {})[step] = value
    return curves


def _csv_row(line: str) -> list[str]:
    """One line read as a CSV row; [] when the csv module refuses it."""
    try:
        return next(csv.reader([line]), [])
    except csv.Error:
        return []


def _csv_columns(header: list[str]) -> tuple[int, list[str]] | None:
    """(index of the step column, metric names) when ``header`` is a CSV header with a step and a loss column.

    A TensorBoard scalar export (Wall time,Step,Value) counts too: its one value is the loss.
    """
    names = [name.strip().lower() for name in header]
    step = next((i for i, name in enumerate(names) if name in STEP_COLUMNS), None)
    if step is None:
        return None
    if not any(name in LOSS_COLUMNS for name in names):
        if names.count("value") != 1:
            return None
        names = ["loss" if name == "value" else name for name in names]
    return step, [canonical_metric(name) for name in names]


def _csv_rows(blocks: _Blocks) -> Iterator[list[str]]:
    """The CSV rows of the file; a row the csv module refuses (a field over its 128 KiB limit) is skipped and counted."""
    text = (line.decode("utf-8", "replace") for line in blocks.lines())
    rows = csv.reader(text)
    while True:
        try:
            yield next(rows)
        except StopIteration:
            return
        except csv.Error:
            blocks.bad_rows += 1


def _read_csv(blocks: _Blocks) -> dict[str, dict[int, float]]:
    curves: dict[str, dict[int, float]] = {}
    blocks.records = True
    rows = _csv_rows(blocks)
    header = next((row for row in rows if any(cell.strip() for cell in row)), None)
    if header:
        header[0] = header[0].lstrip("\ufeff")
    columns = _csv_columns(header) if header else None
    if columns is None:
        shown = repr(header)[:200] + ("..." if len(repr(header)) > 200 else "")
        raise LossLogError(f"{blocks.path}: not a loss CSV; looked for {_looked_for('csv')}; found header {shown}")
    step_column, names = columns
    for row in rows:
        step = _step_of(row[step_column].strip()) if len(row) > step_column else None
        if step is None:
            continue
        for i, raw in enumerate(row[: len(names)]):
            if i != step_column and (value := _number(raw)) is not None:
                curves.setdefault(names[i], {})[step] = value
    return curves


def _read_golden(blocks: _Blocks) -> dict[str, dict[int, float]]:
    path = blocks.path
    parts, size = [], 0
    for data, start, end in blocks:
        size += end - start
        if size > GOLDEN_BYTES or blocks.cut_lines:
            raise LossLogError(f"{path}: larger than {GOLDEN_BYTES >> 20} MiB; a Megatron-LM golden-values file is under 1 MB")
        parts.append(data[start:end])
    try:
        document = json.loads(b"".join(parts))
    except RecursionError:
        raise LossLogError(f"{path}: JSON nested too deeply to read; looked for {_looked_for('golden')}") from None
    except ValueError as error:
        raise LossLogError(f"{path}: not JSON ({error}); looked for {_looked_for('golden')}") from None
    if not isinstance(document, dict):
        raise LossLogError(f"{path}: found a JSON {type(document).__name__}; looked for {_looked_for('golden')}")
    blocks.golden_keys = [str(key) for key in document]
    curves = {}
    for name, entry in document.items():
        if isinstance(entry, dict) and "values" in entry:
            curves[canonical_metric(name)] = _golden_values(path, name, entry)
    return curves


def _golden_values(path: str, name: str, entry: dict) -> dict[int, float]:
    values = entry["values"]
    if isinstance(values, list):
        start, interval = _step_of(entry.get("start_step", 1)), _step_of(entry.get("step_interval", 1))
        if start is None or interval is None:
            raise LossLogError(f"{path}: {name!r}: start_step and step_interval must be integers; found {_short(entry.get('start_step'))} and {_short(entry.get('step_interval'))}")
        pairs = [(start + i * interval, raw) for i, raw in enumerate(values)]
    elif isinstance(values, dict):
        pairs = [(_step_of(step), raw) for step, raw in values.items()]
    else:
        raise LossLogError(f"{path}: {name!r}: 'values' is a {type(values).__name__}; expected an object of step: value or a list")
    curve = {}
    for step, raw in pairs:
        if step is None:
            raise LossLogError(f"{path}: {name!r}: found a step that is not an integer of at most {STEP_DIGITS} digits; expected steps like \"1\", \"2\"")
        if isinstance(raw, str) and raw.strip().lower() in PLACEHOLDERS:
            continue  # Megatron-LM's placeholder for a step this run did not log (a resumed run's first half)
        if (value := _number(raw)) is not None:  # a null where a run logged nothing is left out
            curve[step] = value
    return curve


def _short(value: object, limit: int = 40) -> str:
    """repr(value), cut to ``limit`` characters for an error line (a 5,000-digit number stays one short line)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**limit:
        return f"an integer of more than {limit} digits"
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
