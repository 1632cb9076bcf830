# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""Loss curves from the logs a training framework already writes, and the verdict on a port.

Standard library only, and no relative imports: this file is imported as
``portval.losses`` by ``scripts/compare_losses.py`` and copied verbatim into
generated scaffolds as ``portval_losses.py``.

Reading: ``read_log(path)`` returns the format and ``{metric: {step: value}}``
from a Megatron-LM, TorchTitan or MaxText log, a Megatron-LM golden-values JSON
file, a CSV file or JSON lines, the format found from the file itself. Each
file is opened once and read front to back, so a pipe (``<(zcat run.log.gz)``)
reads as a file does: the format is found from the first blocks, which are then
parsed, not read again. Text logs are scanned in large binary blocks with one
regular expression, never line by line: a million Megatron-LM iterations read
in a second or two (``benchmarks/parse_speed.py``). Every line is bounded: a
text line longer than ``LONGEST_LINE_BYTES`` keeps only its end, a JSON line or
CSV row longer than ``RECORD_BYTES`` is skipped and counted. Losses are named
``loss`` and gradient norms ``grad_norm`` whatever the framework calls them. A
step logged twice (several ranks print the same line; a restarted run repeats
iterations) keeps its last value. In a golden-values file the string ``"nan"``
is Megatron-LM's placeholder for a step the run did not log: that step is left
out, not read as a NaN.

Judging: ``compare_curves(baseline, ported, ...)`` aligns two curves on the
steps both logged and returns a ``Comparison`` whose ``problems`` say what is
wrong, with the steps, both values, the threshold and its source: per-step and
mean bands, a sustained drift over a window of steps, NaN, and too few shared
steps. ``noise_band(runs)`` turns repeated baseline runs into the band a
correct port must stay within. ``compare_medians`` and ``METRIC_RULES`` follow
Megatron-LM's own rules for the metrics it checks differently (num-zeros,
iteration-time, memory).
"""

from __future__ import annotations

import csv
import gc
import json
import math
import re
import struct
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import pairwise
from typing import BinaryIO, NamedTuple

FORMATS = ("auto", "megatron", "torchtitan", "maxtext", "csv", "jsonl", "golden")

BLOCK_BYTES = 8 << 20  # big reads: the regex, not Python, walks the lines
LONGEST_LINE_BYTES = 64 << 20  # memory stays bounded on a file with no line breaks
RECORD_BYTES = 1 << 20  # a JSON line or CSV row of metrics is a few hundred bytes; a longer one is not a record
GOLDEN_BYTES = 64 << 20  # Megatron-LM's largest golden-values file is under 1 MB
HEAD_BYTES = 1 << 20  # the first non-blank line is looked for this far
STEP_DIGITS = 18  # a step is a count of iterations; a longer digit string is not one (int() refuses thousands of digits)
TINY = 1e-12  # the relative difference divides by max(|baseline|, TINY)
NOISE_FACTOR = 1.5  # Megatron-LM compute_golden_statistics.py: max(1.5 x spread, 0.001)
NOISE_FLOOR = 0.001
NOISE_SOURCE = "1.5 x the spread of the noise runs, floor 0.001 (Megatron-LM compute_golden_statistics.py)"
ALLOWED_FAILURES_SOURCE = "min(max(N // 100, 1), 50), Megatron-LM functional tests"
WORST_SHOWN = 5
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


class LossLogError(ValueError):
    """A log that cannot be read, or holds no curve; ``str(error)`` names the file and what was expected."""


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


# --- judging -----------------------------------------------------------------

# Two runs are compared on the steps both logged. A run logged every 5th step against one logged every
# step shares all of its own steps; one that shares fewer than this share of the sparser run's steps
# (within the shared stretch) logged different steps, and a comparison of what is left says little.
SHARED_MIN_FRACTION = 0.9
SHARED_SOURCE = (
    f"at least {SHARED_MIN_FRACTION:.0%} of the sparser run's steps must be in both runs: a coarser logging grid "
    "shares all of its steps with a finer one, so more missing means the runs logged different steps"
)
# A sustained change (a loss 3% higher over the last fifth of the run, a loss that stops falling) stays
# inside a per-step band and moves the whole-run mean by a fraction of itself. The mean over every window
# of this share of the steps sees it; noise, zero-mean, shrinks in a window mean while a shift does not.
DRIFT_WINDOW_SHARE = 0.2
DRIFT_MIN_STEPS = 5  # a window of fewer steps is noise; runs of fewer than two such windows are not checked for drift
DRIFT_CLAMP = 1.0  # a step off by more than 100% fails the per-step band already; clamped, one spike cannot pose as a drift


@dataclass(frozen=True)
class Comparison:
    """The verdict on a ported curve against the baseline; ``problems`` is empty exactly when it passed."""

    passed: bool
    problems: list[str]
    steps: int  # steps compared: present in both runs
    missing: list[int]  # steps present in one run only
    mean_rel: float  # over the steps where both values are finite
    max_rel: float
    over: list[int]  # steps over rtol_max (exact mode: steps not bitwise equal)
    allowed_failures: int
    worst: list[tuple[int, float, float, float]]  # (step, baseline, ported, relative difference), largest first
    metric: str = "loss"
    rtol_max: float = 0.0
    rtol_mean: float = 0.0
    exact: bool = False
    only_baseline: int = 0  # steps the baseline logged and the ported run did not
    only_ported: int = 0
    drift: float = 0.0  # the worst window's mean signed relative difference, (ported - baseline) / |baseline|
    drift_steps: tuple[int, int] | None = None  # first and last step of that window; None when not checked
    drift_limit: float = 0.0
    notes: list[str] = field(default_factory=list)  # what the reader should know though nothing failed
    rule: str = ""  # "median" when judged as Megatron-LM judges iteration-time: one median over a steady window

    def headline(self) -> str:
        """The verdict and why, in a few words: 'FAIL: mean rel 0.025 > rtol_mean 0.01'."""
        reasons = []
        if any(" shared " in problem or "in both runs" in problem or "different stretches" in problem for problem in self.problems):
            reasons.append(f"{self.only_baseline + self.only_ported} steps in one run only")
        if any("a NaN or inf" in problem for problem in self.problems):
            reasons.append("NaN or inf")
        if self.rule == "median":
            if not self.passed and self.steps:
                reasons.append(f"median rel {self.max_rel:.3g} > rtol {self.rtol_max:.3g}")
        elif self.exact and self.over:
            reasons.append(f"{len(self.over)} steps not bitwise equal")
        if self.rule != "median" and not self.exact and len(self.over) > self.allowed_failures:
            reasons.append(f"{len(self.over)} steps over rtol_max {self.rtol_max:.3g} ({self.allowed_failures} allowed)")
        if self.rule != "median" and not self.exact and self.mean_rel > self.rtol_mean:
            reasons.append(f"mean rel {self.mean_rel:.3g} > rtol_mean {self.rtol_mean:.3g}")
        if self.drift_steps and abs(self.drift) > self.drift_limit:
            reasons.append(f"drift {self.drift:+.3g} over steps {self.drift_steps[0]}..{self.drift_steps[1]} (limit {self.drift_limit:.3g})")
        if not self.steps:
            reasons.append("no step in both runs")
        return "PASS" if self.passed else "FAIL: " + ", ".join(reasons)

    def to_text(self) -> str:
        """A few lines for a person: verdict, statistics, problems and the worst steps as a table."""
        verdict = "PASS" if self.passed else "FAIL"
        if self.rule == "median":
            rule = f"median relative difference {self.max_rel:.4g} (rtol {self.rtol_max:.4g})"
        elif self.exact:
            rule = f"exact: {len(self.over)} of {self.steps} steps not bitwise equal"
        else:
            rule = (
                f"mean rel {self.mean_rel:.4g} (rtol_mean {self.rtol_mean:.4g}), max rel {self.max_rel:.4g} (rtol_max {self.rtol_max:.4g}), "
                f"steps over rtol_max: {len(self.over)} ({self.allowed_failures} allowed)"
            )
        lines = [f"{self.metric}: {verdict}  {self.steps} steps compared{self._one_side_text()}, {rule}"]
        if self.drift_steps:
            side = "above" if self.drift > 0 else "below"
            lines.append(
                f"  drift: worst window steps {self.drift_steps[0]}..{self.drift_steps[1]}, ported {abs(self.drift):.3g} {side} the baseline "
                f"on average (limit {self.drift_limit:.4g})"
            )
        lines += [f"  - {problem.removeprefix(f'{self.metric}: ')}" for problem in self.problems]
        lines += [f"  note: {note}" for note in self.notes]
        if self.worst:
            lines.append(f"  worst steps:\n    {'step':>8} {'baseline':>14} {'ported':>14} {'rel diff':>10}")
            lines += [f"    {step:>8} {b:>14.7g} {p:>14.7g} {rel:>10.3g}" for step, b, p, rel in self.worst]
        return "\n".join(lines)

    def _one_side_text(self) -> str:
        parts = []
        if self.only_baseline:
            parts.append(f"{self.only_baseline} only in the baseline")
        if self.only_ported:
            parts.append(f"{self.only_ported} only in the ported run")
        return f" ({', '.join(parts)})" if parts else ""


def allowed_failures_for(steps: int) -> int:
    """Steps that may exceed the per-step band: min(max(N // 100, 1), 50), as Megatron-LM's functional tests allow."""
    return min(max(steps // 100, 1), 50)


def relative_difference(baseline: float, ported: float) -> float:
    """|ported - baseline| / max(|baseline|, TINY); inf when the difference overflows (1.7e308 against -1.7e308)."""
    return abs(ported - baseline) / max(abs(baseline), TINY)


def _signed_difference(baseline: float, ported: float) -> float:
    """(ported - baseline) / max(|baseline|, TINY), clamped to +-DRIFT_CLAMP (finite sums, and no spike reads as drift)."""
    difference = ported - baseline
    if math.isnan(difference):
        return 0.0
    return max(-DRIFT_CLAMP, min(DRIFT_CLAMP, difference / max(abs(baseline), TINY)))


def _mean(values: Sequence[float]) -> float:
    """The exact mean of non-negative values; inf when the sum overflows (1.7e308 twice), never an OverflowError."""
    if not values:
        return 0.0
    try:
        return math.fsum(values) / len(values)
    except OverflowError:
        return math.inf


def _bits(value: float) -> bytes:
    return struct.pack("<d", value)


def _steps_text(steps: list[int], limit: int = 5) -> str:
    shown = ", ".join(str(step) for step in steps[:limit])
    return shown + (f", ... ({len(steps)} in all)" if len(steps) > limit else "")


def _agree(baseline: float, ported: float) -> bool:
    """Both NaN, or the same infinity: the runs agree on a step neither could compute."""
    return (math.isnan(baseline) and math.isnan(ported)) or (math.isinf(baseline) and baseline == ported)


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _largest_gap(steps: Sequence[int]) -> int:
    """The widest logging interval of a run's sorted steps (1 for a single step)."""
    return max((b - a for a, b in pairwise(steps)), default=1)


def _coverage_problems(metric: str, baseline: dict[int, float], ported: dict[int, float], common: list[int]) -> list[str]:
    """Why the shared steps are too few to judge: one run goes on where the other stopped, or the runs logged different steps."""
    problems = []
    first, last = common[0], common[-1]
    sorted_runs = {"baseline": sorted(baseline), "ported run": sorted(ported)}
    for name, other in (("baseline", "ported run"), ("ported run", "baseline")):
        steps, interval = sorted_runs[name], _largest_gap(sorted_runs[other])
        before = sum(1 for step in steps if step <= first - interval)
        after = sum(1 for step in steps if step >= last + interval)
        if before or after:
            where = []
            if before:
                where.append(f"{_count(before, 'step')} before step {first}")
            if after:
                where.append(f"{_count(after, 'step')} after step {last}")
            problems.append(
                f"{metric}: the {name} has {' and '.join(where)}, where the {other} logged nothing ({_span(baseline if name == 'baseline' else ported)} "
                f"against {_span(ported if name == 'baseline' else baseline)}): the runs cover different stretches of training "
                f"(a crash, a longer run, a resumed run); compare the shared stretch with --steps {first}:{last}"
            )
    inside = [sum(1 for step in steps if first <= step <= last) for steps in sorted_runs.values()]
    if len(common) < SHARED_MIN_FRACTION * min(inside):
        problems.append(
            f"{metric}: only {len(common)} of the sparser run's {min(inside)} steps between steps {first} and {last} are in both runs "
            f"({SHARED_SOURCE})"
        )
    return problems


def window_drift(baseline: dict[int, float], ported: dict[int, float], steps: Sequence[int]) -> tuple[float, int, int] | None:
    """The window of consecutive ``steps`` whose mean signed relative difference is largest in size.

    Returns (mean, first step, last step); the window is ``DRIFT_WINDOW_SHARE`` of the steps, at least
    ``DRIFT_MIN_STEPS``; None when the steps are too few for two such windows. Linear in the steps.
    """
    count = len(steps)
    width = max(DRIFT_MIN_STEPS, math.ceil(DRIFT_WINDOW_SHARE * count))
    if count < 2 * width:
        return None
    sums = [0.0]
    for step in steps:
        sums.append(sums[-1] + _signed_difference(baseline[step], ported[step]))
    best = max(range(count - width + 1), key=lambda i: (abs(sums[i + width] - sums[i]), -i))
    return (sums[best + width] - sums[best]) / width, steps[best], steps[best + width - 1]


def compare_curves(
    baseline: dict[int, float],
    ported: dict[int, float],
    *,
    rtol_max: float,
    rtol_mean: float,
    exact: bool = False,
    allowed_failures: int | None = None,
    metric: str = "loss",
    sources: dict[str, str] | None = None,
    drift_limit: float | None = None,
) -> Comparison:
    """Judge ``ported`` against ``baseline``, both ``{step: value}``, on the steps both logged.

    It fails when the runs share too few steps (one goes on where the other
    stopped, or they logged different steps: a coarser grid alone is fine);
    when a value is NaN or inf in one run and not alike in the other (the first
    such step is named; both NaN agree, as Megatron-LM's checker has it); in
    ``exact`` mode when any step is not bitwise equal; otherwise when more than
    ``allowed_failures`` steps (default ``allowed_failures_for(N)``) have a
    relative difference over ``rtol_max``, when the mean relative difference is
    over ``rtol_mean``, or when the mean signed difference over some window of
    20% of the steps is over ``drift_limit`` (default ``rtol_mean``): a
    sustained shift. ``sources`` maps 'rtol_max', 'rtol_mean', 'exact' and
    'drift' to where each threshold came from, quoted in the problems.
    """
    sources = sources or {}

    def quoted(name: str) -> str:
        return f" (from {sources[name]})" if sources.get(name) else ""

    common = sorted(baseline.keys() & ported.keys())
    missing = sorted(baseline.keys() ^ ported.keys())
    only_baseline = sum(1 for step in missing if step in baseline)
    problems = []
    notes = []
    if not common:
        problems.append(
            f"{metric}: no step in both runs: baseline has {_span(baseline)}, ported has {_span(ported)}; "
            "compare runs of the same steps (--steps A:B picks a window)"
        )
    else:
        problems += _coverage_problems(metric, baseline, ported, common)

    finite = [step for step in common if math.isfinite(baseline[step]) and math.isfinite(ported[step])]
    not_finite = [step for step in common if not (math.isfinite(baseline[step]) and math.isfinite(ported[step]))]
    alike = [step for step in not_finite if _agree(baseline[step], ported[step])]
    broken = [step for step in not_finite if not _agree(baseline[step], ported[step])]
    if broken:
        step = broken[0]
        problems.append(
            f"{metric}: step {step}: baseline {baseline[step]!r}, ported {ported[step]!r}; "
            f"a NaN or inf fails whatever the tolerance ({len(broken)} of {len(common)} steps not finite in one run only)"
        )
    if alike:
        notes.append(f"{len(alike)} steps are NaN or inf in both runs alike (steps {_steps_text(alike)}); they agree and are left out of the statistics")
    relative = {step: relative_difference(baseline[step], ported[step]) for step in finite}
    mean_rel = _mean(list(relative.values()))
    max_rel = max(relative.values(), default=0.0)
    ranked = sorted(relative, key=lambda step: (-relative[step], step))[:WORST_SHOWN]
    worst = [(step, baseline[step], ported[step], relative[step]) for step in ranked if relative[step] > 0]

    drift, drift_steps, limit = 0.0, None, rtol_mean if drift_limit is None else drift_limit
    if exact:
        allowed = 0
        over = [step for step in common if _bits(baseline[step]) != _bits(ported[step])]
        if over:
            first = over[0]
            problems.append(
                f"{metric}: exact mode{quoted('exact')}: {len(over)} of {len(common)} steps are not bitwise equal; "
                f"first step {first}: baseline {baseline[first]!r}, ported {ported[first]!r}"
            )
    else:
        allowed = allowed_failures if allowed_failures is not None else allowed_failures_for(len(common))
        over = [step for step in finite if relative[step] > rtol_max]
        if len(over) > allowed:
            step = ranked[0]
            problems.append(
                f"{metric}: {len(over)} of {len(common)} steps differ from the baseline by more than rtol_max {rtol_max:g}"
                f"{quoted('rtol_max')}; at most {allowed} may"
                f"{'' if allowed_failures is not None else f' ({ALLOWED_FAILURES_SOURCE})'}; "
                f"worst step {step}: baseline {baseline[step]:.7g}, ported {ported[step]:.7g}, relative difference {relative[step]:.3g}; "
                f"over at steps {_steps_text(over)}"
            )
        if mean_rel > rtol_mean:
            problems.append(
                f"{metric}: mean relative difference {mean_rel:.4g} over {len(relative)} steps exceeds rtol_mean {rtol_mean:g}"
                f"{quoted('rtol_mean')}; the mean catches a steady drift that no single step shows"
            )
        found = window_drift(baseline, ported, finite)
        if found is not None:
            drift, *window_steps = found
            drift_steps = (window_steps[0], window_steps[1])
            if abs(drift) > limit:
                width = sum(1 for step in finite if drift_steps[0] <= step <= drift_steps[1])
                why = quoted("drift") or (
                    f" (rtol_mean{quoted('rtol_mean')}, applied to every window of {DRIFT_WINDOW_SHARE:.0%} of the steps: "
                    "a change confined to the last fifth of a run moves the whole-run mean by a fifth of itself)"
                )
                problems.append(
                    f"{metric}: over steps {drift_steps[0]}..{drift_steps[1]} ({width} steps) the ported run is {abs(drift):.3g} "
                    f"{'above' if drift > 0 else 'below'} the baseline on average, over the drift limit {limit:.4g}{why}; "
                    "a shift sustained over consecutive steps is signal, not noise"
                )
    return Comparison(
        passed=not problems,
        problems=problems,
        steps=len(common),
        missing=missing,
        mean_rel=mean_rel,
        max_rel=max_rel,
        over=over,
        allowed_failures=allowed,
        worst=worst,
        metric=metric,
        rtol_max=rtol_max,
        rtol_mean=rtol_mean,
        exact=exact,
        only_baseline=only_baseline,
        only_ported=len(missing) - only_baseline,
        drift=drift,
        drift_steps=drift_steps,
        drift_limit=limit,
        notes=notes,
    )


def _span(curve: dict[int, float]) -> str:
    return f"steps {min(curve)}..{max(curve)} ({len(curve)})" if curve else "no steps"


# --- Megatron-LM's own rules for the metrics its functional tests check -------------------------

MEGATRON_CHECKER = "Megatron-LM tests/functional_tests/python_test_utils"


@dataclass(frozen=True)
class MetricRule:
    """How Megatron-LM's functional tests judge one of their metrics: a per-step rtol, or one median."""

    rtol: float
    median: bool  # True: one median over a steady window (iteration-time), not step by step
    source: str


METRIC_RULES = {
    "num-zeros": MetricRule(0.20, False, f"{MEGATRON_CHECKER}/test_pretraining_regular_pipeline.py CHECK_THRESHOLDS: num-zeros rtol 0.20"),
    "iteration-time": MetricRule(
        0.05,
        True,
        f"{MEGATRON_CHECKER}/test_pretraining_regular_pipeline.py CHECK_THRESHOLDS: iteration-time rtol 0.05, on the median over "
        "steps 5..20 (runs of at most 25 steps) or 30..45 (common.py pipeline())",
    ),
    "mem-allocated-bytes": MetricRule(0.05, False, f"{MEGATRON_CHECKER}/test_pretraining_regular_pipeline.py CHECK_THRESHOLDS: mem-allocated-bytes rtol 0.05"),
    "mem-max-allocated-bytes": MetricRule(
        0.05, False, f"{MEGATRON_CHECKER}/test_pretraining_regular_pipeline.py CHECK_THRESHOLDS: mem-max-allocated-bytes rtol 0.05"
    ),
}


def steady_window(curve: dict[int, float]) -> list[int]:
    """The steps Megatron-LM takes the iteration-time median over: 5..20 when the run ends by step 25, else 30..45.

    Only finite steps count; when none falls in the window, the first four after its start (common.py pipeline()).
    """
    finite = sorted(step for step, value in curve.items() if math.isfinite(value))
    if not finite:
        return []
    first, last = (5, 20) if finite[-1] <= 25 else (30, 45)
    inside = [step for step in finite if first <= step <= last]
    return inside or [step for step in finite if step >= first][:4]


def _median(values: Sequence[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def compare_medians(baseline: dict[int, float], ported: dict[int, float], *, rtol: float, metric: str, source: str = "") -> Comparison:
    """Judge one median over the baseline's steady window (``steady_window``), as Megatron-LM judges iteration-time.

    A single slow step (a checkpoint, a compile) says nothing about speed; the median over a window past the
    warm-up does. It fails when the window is empty, when the ported run lacks one of its steps, or when the
    medians differ by more than ``rtol`` relative to the baseline's.
    """
    steps = steady_window(baseline)
    problems = []
    where = f" (from {source})" if source else ""
    lacking = [step for step in steps if step not in ported or not math.isfinite(ported[step])]
    relative = 0.0
    if not steps:
        problems.append(f"{metric}: the baseline has no finite value to take a median of; looked at {_span(baseline)}")
    elif lacking:
        problems.append(f"{metric}: the ported run lacks a finite value at steps {_steps_text(lacking)} of the steady window {steps[0]}..{steps[-1]}")
    else:
        base, port = _median([baseline[step] for step in steps]), _median([ported[step] for step in steps])
        relative = relative_difference(base, port)
        if relative > rtol:
            problems.append(
                f"{metric}: median over steps {steps[0]}..{steps[-1]} ({len(steps)} steps): baseline {base:.6g}, ported {port:.6g}, "
                f"relative difference {relative:.3g} over rtol {rtol:g}{where}"
            )
    return Comparison(
        passed=not problems,
        problems=problems,
        steps=len(steps),
        missing=[],
        mean_rel=relative,
        max_rel=relative,
        over=[steps[0]] if problems and steps else [],
        allowed_failures=0,
        worst=[],
        metric=metric,
        rtol_max=rtol,
        rtol_mean=rtol,
        notes=[f"judged as Megatron-LM judges {metric}: one median over the steady window {steps[0]}..{steps[-1]}"] if steps else [],
        rule="median",
    )


# --- noise --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NoiseBand:
    """The band repeated baseline runs allow: ``NOISE_FACTOR`` x their spread, at least ``floor``."""

    rtol_max: float  # from the largest per-step spread
    rtol_mean: float  # from the mean per-step spread
    runs: int
    steps: int  # steps present and finite in every run
    max_spread: float
    mean_spread: float
    worst_step: int
    spread: dict[int, float] = field(repr=False)  # per step: (max - min) / |first run|
    drift_limit: float = NOISE_FLOOR  # 1.5 x the largest window drift of a noise run against the first, at least floor
    max_drift: float = 0.0  # that largest window drift, signed


def noise_band(runs: list[dict[int, float]], floor: float = NOISE_FLOOR) -> NoiseBand:
    """The band from repeated runs of the baseline (the baseline itself first).

    Per step, the spread is (largest - smallest value) / |first run's value|;
    rtol_max = max(1.5 x the largest spread, floor) as in Megatron-LM's
    compute_golden_statistics.py, and rtol_mean = max(1.5 x the mean spread, floor).
    The drift limit is max(1.5 x the largest window drift of any noise run
    against the first run, floor): ``window_drift`` measured on runs that differ
    only by noise.
    """
    if len(runs) < 2:
        raise LossLogError(f"a noise band needs at least two runs of the baseline; got {len(runs)}")
    steps = sorted(set.intersection(*(set(run) for run in runs)))
    spread = {}
    for step in steps:
        values = [run[step] for run in runs]
        if all(math.isfinite(value) for value in values):
            spread[step] = (max(values) - min(values)) / max(abs(values[0]), TINY)
    if not spread:
        raise LossLogError(f"the {len(runs)} noise runs share no step with finite values in all of them; spans: {', '.join(_span(r) for r in runs)}")
    worst_step = max(spread, key=lambda step: (spread[step], -step))
    mean_spread = _mean(list(spread.values()))
    drifts = [found[0] for run in runs[1:] if (found := window_drift(runs[0], run, sorted(spread))) is not None]
    max_drift = max(drifts, key=abs, default=0.0)
    return NoiseBand(
        rtol_max=max(NOISE_FACTOR * spread[worst_step], floor),
        rtol_mean=max(NOISE_FACTOR * mean_spread, floor),
        runs=len(runs),
        steps=len(spread),
        max_spread=spread[worst_step],
        mean_spread=mean_spread,
        worst_step=worst_step,
        spread=spread,
        drift_limit=max(NOISE_FACTOR * abs(max_drift), floor),
        max_drift=max_drift,
    )


def noise_rtol(runs: list[dict[int, float]], floor: float = NOISE_FLOOR) -> float:
    """The per-step band from repeated baseline runs: max(1.5 x the largest per-step relative spread, floor)."""
    return noise_band(runs, floor).rtol_max


def window(curve: dict[int, float], first: int | None = None, last: int | None = None) -> dict[int, float]:
    """The steps of ``curve`` from ``first`` to ``last``, both included; None leaves that side open."""
    return {step: value for step, value in curve.items() if (first is None or step >= first) and (last is None or step <= last)}
