"""Loss curves from the logs a training framework already writes, and the verdict on a port.

Standard library only, and no relative imports: this file is imported as
``portval.losses`` by ``scripts/compare_losses.py`` and copied verbatim into
generated scaffolds as ``portval_losses.py``.

Reading: ``read_curves(path)`` returns ``{metric: {step: value}}`` from a
Megatron-LM, TorchTitan or MaxText log, a Megatron-LM golden-values JSON file,
a CSV file or JSON lines, the format found from the file itself
(``detect_format``). Text logs are scanned in large binary blocks with one
regular expression, never line by line: a million Megatron-LM iterations
read in a second or two (``benchmarks/parse_speed.py``). Losses are named ``loss`` and gradient norms
``grad_norm`` whatever the framework calls them. A step logged twice (several
ranks print the same line; a restarted run repeats iterations) keeps its last
value.

Judging: ``compare_curves(baseline, ported, ...)`` aligns two curves by step
and returns a ``Comparison`` whose ``problems`` say what is wrong, with the
steps, both values, the threshold and its source. ``noise_band(runs)`` turns
repeated baseline runs into the band a correct port must stay within.
"""

from __future__ import annotations

import csv
import gc
import json
import math
import re
import struct
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import NamedTuple

FORMATS = ("auto", "megatron", "torchtitan", "maxtext", "csv", "jsonl", "golden")

BLOCK_BYTES = 8 << 20  # big reads: the regex, not Python, walks the lines
LONGEST_LINE_BYTES = 64 << 20  # memory stays bounded on a file with no line breaks
TINY = 1e-12  # the relative difference divides by max(|baseline|, TINY)
NOISE_FACTOR = 1.5  # Megatron-LM compute_golden_statistics.py: max(1.5 x spread, 0.001)
NOISE_FLOOR = 0.001
NOISE_SOURCE = "1.5 x the spread of the noise runs, floor 0.001 (Megatron-LM compute_golden_statistics.py)"
ALLOWED_FAILURES_SOURCE = "min(max(N // 100, 1), 50), Megatron-LM functional tests"
WORST_SHOWN = 5

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
# so a line without a loss (all its iterations skipped) cannot borrow the next line's.
_MEGATRON_LINE = rb"iteration +(\d+)/ *\d+ \|.*\| "
_MEGATRON = re.compile(_MEGATRON_LINE + rb"lm loss: " + _VALUE + rb"(?:.*\| grad norm: " + _VALUE + rb")?")
_TORCHTITAN = re.compile(rb"step: *(\d+) +" + _ANSI + rb"loss: *([^\s\x1b]+)([^\n]*)")
_MAXTEXT = re.compile(rb"completed step: *(\d+),([^\n]*)")


class LossLogError(ValueError):
    """A log that cannot be read, or holds no curve; ``str(error)`` names the file and what was expected."""


def canonical_metric(name: str) -> str:
    """The name a metric goes by here: 'lm loss' and 'learning/loss' are 'loss', 'grad norm' is 'grad_norm'."""
    stripped = name.strip()
    return ALIASES.get(stripped.lower(), stripped)


# --- reading -----------------------------------------------------------------


def read_curves(path: str, fmt: str = "auto", metric: str | None = None) -> dict[str, dict[int, float]]:
    """Every curve in the log at ``path``: ``{metric: {step: value}}``, the last value of a repeated step winning.

    ``fmt`` is one of ``FORMATS``; ``auto`` finds it with ``detect_format``.
    ``metric``, when given, must be present (``LossLogError`` otherwise); in a
    text log it also asks for a field beyond ``loss`` and ``grad_norm``.
    """
    if fmt not in FORMATS:
        raise LossLogError(f"{path}: unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")
    if fmt == "auto":
        fmt = detect_format(path)
    wanted = canonical_metric(metric) if metric else None
    extra = wanted if wanted not in (None, "loss", "grad_norm") else None
    if fmt in ("maxtext", "jsonl") and _first_line(path).startswith(b"{"):
        curves = _read_jsonl(path)
    else:
        reader = {"megatron": _read_megatron, "torchtitan": _read_torchtitan, "maxtext": _read_maxtext}.get(fmt)
        curves = reader(path, extra) if reader else {"csv": _read_csv, "jsonl": _read_jsonl, "golden": _read_golden}[fmt](path)
    curves = {name: values for name, values in curves.items() if values}
    if not curves:
        raise LossLogError(f"{path}: no values found as {fmt}; looked for {_looked_for(fmt)}")
    if wanted and wanted not in curves:
        raise LossLogError(f"{path}: no {wanted!r} values in this {fmt} log; found {', '.join(sorted(curves))}")
    return curves


def detect_format(path: str) -> str:
    """The format of the log at ``path`` (one of ``FORMATS`` but 'auto'), from its first line or its first marker."""
    first = _first_line(path)
    if not first:
        raise LossLogError(f"{path}: the file is empty; expected a training log")
    if first.startswith(b"{"):
        try:
            record = json.loads(first)
        except ValueError:
            record = None
        return "jsonl" if isinstance(record, dict) and _step_key(record) else "golden"
    if _csv_columns(next(csv.reader([first.decode("utf-8", "replace")]), [])):
        return "csv"
    for block in _blocks(path):
        found = [(m.start(), name) for name, pattern in _MARKERS.items() if (m := pattern.search(*block))]
        if found:
            return min(found)[1]
    raise LossLogError(f"{path}: no loss curve found; looked for {_looked_for()}")


def _looked_for(fmt: str | None = None) -> str:
    """What a format's lines look like, for error messages; every format when ``fmt`` is None."""
    return "; ".join(f"{name}: {what}" for name, what in LOOKED_FOR.items() if fmt in (None, name))


class _Block(NamedTuple):
    """Whole lines of a file: ``data[start:end]``, handed to a regex as ``findall(data, start, end)`` without a copy."""

    data: bytes
    start: int
    end: int


def _blocks(path: str) -> Iterator[_Block]:
    """The file in big blocks of whole lines (the last line may lack its line break), read in one pass."""
    try:
        with open(path, "rb") as file:
            carry = b""
            while chunk := file.read(BLOCK_BYTES):
                first, last = chunk.find(b"\n"), chunk.rfind(b"\n")
                if first < 0:  # no line break yet; a "line" this long is no log line, so keep only its end
                    carry = (carry + chunk)[-LONGEST_LINE_BYTES:]
                    continue
                if carry:  # the line cut by the previous read: only it is copied
                    line = carry + chunk[: first + 1]
                    yield _Block(line, 0, len(line))
                yield _Block(chunk, first + 1 if carry else 0, last + 1)
                carry = chunk[last + 1 :]
            if carry:
                yield _Block(carry, 0, len(carry))
    except OSError as error:
        raise LossLogError(f"{path}: cannot read ({error.strerror or error})") from None


def _first_line(path: str) -> bytes:
    """The first non-blank line, stripped (b'' for an empty file)."""
    for data, start, end in _blocks(path):
        for line in data[start : min(end, start + 65536)].split(b"\n"):
            if line.strip():
                return line.strip().lstrip(b"\xef\xbb\xbf")
    return b""


def _number(raw: object) -> float | None:
    if isinstance(raw, bool):
        return None
    try:
        return float(raw)
    except (TypeError, ValueError):
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


def _read_megatron(path: str, extra: str | None) -> dict[str, dict[int, float]]:
    loss: dict[int, float] = {}
    grad_norm: dict[int, float] = {}
    other: dict[int, float] = {}
    extra_pattern = re.compile(_MEGATRON_LINE + re.escape(extra.encode()) + rb": " + _VALUE) if extra else None
    with _collector_paused():
        for block in _blocks(path):
            if rows := _MEGATRON.findall(*block):
                raw_steps, losses, norms = zip(*rows)
                steps = list(map(int, raw_steps))
                _store(loss, steps, losses)
                if all(norms):
                    _store(grad_norm, steps, norms)
                elif any(norms):
                    _store(grad_norm, *zip(*((step, norm) for step, norm in zip(steps, norms) if norm)))
            if extra_pattern and (found := extra_pattern.findall(*block)):
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


def _read_torchtitan(path: str, extra: str | None) -> dict[str, dict[int, float]]:
    curves: dict[str, dict[int, float]] = {"loss": {}, "grad_norm": {}, **({extra: {}} if extra else {})}
    patterns = _field_patterns(["grad_norm", *([extra] if extra else [])])
    for block in _blocks(path):
        for step, raw_loss, rest in _TORCHTITAN.findall(*block):
            if (value := _number(raw_loss)) is not None:
                curves["loss"][int(step)] = value
            for name, value in _fields(rest, patterns).items():
                curves[name][int(step)] = value
    return curves


def _read_maxtext(path: str, extra: str | None) -> dict[str, dict[int, float]]:
    curves: dict[str, dict[int, float]] = {"loss": {}, **({extra: {}} if extra else {})}
    patterns = _field_patterns(["loss", *([extra] if extra else [])])
    for block in _blocks(path):
        for step, rest in _MAXTEXT.findall(*block):
            for name, value in _fields(rest, patterns).items():
                curves[name][int(step)] = value
    return curves


def _step_key(record: dict) -> str | None:
    return next((key for key in record if key.lower() in STEP_COLUMNS), None)


def _step_of(raw: object) -> int | None:
    value = _number(raw) if isinstance(raw, (int, float, str)) else None
    return int(value) if value is not None and math.isfinite(value) and value == int(value) else None


def _read_jsonl(path: str) -> dict[str, dict[int, float]]:
    curves: dict[str, dict[int, float]] = {}
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            for line in file:
                if not line.lstrip().startswith("{"):
                    continue
                try:
                    record = json.loads(line)
                except ValueError:
                    continue  # a line cut short by a killed run, or a stray log line
                key = _step_key(record) if isinstance(record, dict) else None
                step = _step_of(record[key]) if key else None
                if step is None:
                    continue
                for name, raw in record.items():
                    if name != key and (value := _number(raw)) is not None:
                        curves.setdefault(canonical_metric(name), {})[step] = value
    except OSError as error:
        raise LossLogError(f"{path}: cannot read ({error.strerror or error})") from None
    return curves


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


def _read_csv(path: str) -> dict[str, dict[int, float]]:
    curves: dict[str, dict[int, float]] = {}
    try:
        with open(path, encoding="utf-8-sig", errors="replace", newline="") as file:
            rows = csv.reader(file)
            header = next(rows, None)
            columns = _csv_columns(header) if header else None
            if columns is None:
                raise LossLogError(f"{path}: not a loss CSV; looked for {_looked_for('csv')}; found header {header!r}")
            step_column, names = columns
            for row in rows:
                step = _step_of(row[step_column].strip()) if len(row) > step_column else None
                if step is None:
                    continue
                for i, raw in enumerate(row[: len(names)]):
                    if i != step_column and (value := _number(raw)) is not None:
                        curves.setdefault(names[i], {})[step] = value
    except OSError as error:
        raise LossLogError(f"{path}: cannot read ({error.strerror or error})") from None
    return curves


def _read_golden(path: str) -> dict[str, dict[int, float]]:
    try:
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
    except OSError as error:
        raise LossLogError(f"{path}: cannot read ({error.strerror or error})") from None
    except ValueError as error:
        raise LossLogError(f"{path}: not JSON ({error}); looked for {_looked_for('golden')}") from None
    if not isinstance(document, dict):
        raise LossLogError(f"{path}: found a JSON {type(document).__name__}; looked for {_looked_for('golden')}")
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
            raise LossLogError(f"{path}: {name!r}: start_step {entry.get('start_step')!r} and step_interval {entry.get('step_interval')!r} must be integers")
        pairs = [(start + i * interval, raw) for i, raw in enumerate(values)]
    elif isinstance(values, dict):
        pairs = [(_step_of(step), raw) for step, raw in values.items()]
    else:
        raise LossLogError(f"{path}: {name!r}: 'values' is a {type(values).__name__}; expected an object of step: value or a list")
    curve = {}
    for step, raw in pairs:
        if step is None:
            raise LossLogError(f"{path}: {name!r}: found a step that is not an integer; expected steps like \"1\", \"2\"")
        if (value := _number(raw)) is not None:  # a null where a run logged nothing is left out
            curve[step] = value
    return curve


# --- judging -----------------------------------------------------------------


@dataclass(frozen=True)
class Comparison:
    """The verdict on a ported curve against the baseline; ``problems`` is empty exactly when it passed."""

    passed: bool
    problems: list[str]
    steps: int  # steps present in both runs
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

    def headline(self) -> str:
        """The verdict and why, in a few words: 'FAIL: mean rel 0.025 > rtol_mean 0.01'."""
        reasons = []
        if self.missing:
            reasons.append(f"{len(self.missing)} steps in one run only")
        if any("a NaN or inf" in problem for problem in self.problems):
            reasons.append("NaN or inf")
        if self.exact and self.over:
            reasons.append(f"{len(self.over)} steps not bitwise equal")
        if not self.exact and len(self.over) > self.allowed_failures:
            reasons.append(f"{len(self.over)} steps over rtol_max {self.rtol_max:.3g} ({self.allowed_failures} allowed)")
        if not self.exact and self.mean_rel > self.rtol_mean:
            reasons.append(f"mean rel {self.mean_rel:.3g} > rtol_mean {self.rtol_mean:.3g}")
        if not self.steps:
            reasons.append("no step in both runs")
        return "PASS" if self.passed else "FAIL: " + ", ".join(reasons)

    def to_text(self) -> str:
        """A few lines for a person: verdict, statistics, problems and the worst steps as a table."""
        verdict = "PASS" if self.passed else "FAIL"
        if self.exact:
            rule = f"exact: {len(self.over)} of {self.steps} steps not bitwise equal"
        else:
            rule = (
                f"mean rel {self.mean_rel:.4g} (rtol_mean {self.rtol_mean:.4g}), max rel {self.max_rel:.4g} (rtol_max {self.rtol_max:.4g}), "
                f"steps over rtol_max: {len(self.over)} ({self.allowed_failures} allowed)"
            )
        lines = [f"{self.metric}: {verdict}  {self.steps} steps, {rule}"]
        lines += [f"  - {problem.removeprefix(f'{self.metric}: ')}" for problem in self.problems]
        if self.worst:
            lines.append(f"  worst steps:\n    {'step':>8} {'baseline':>14} {'ported':>14} {'rel diff':>10}")
            lines += [f"    {step:>8} {b:>14.7g} {p:>14.7g} {rel:>10.3g}" for step, b, p, rel in self.worst]
        return "\n".join(lines)


def allowed_failures_for(steps: int) -> int:
    """Steps that may exceed the per-step band: min(max(N // 100, 1), 50), as Megatron-LM's functional tests allow."""
    return min(max(steps // 100, 1), 50)


def relative_difference(baseline: float, ported: float) -> float:
    """|ported - baseline| / max(|baseline|, TINY)."""
    return abs(ported - baseline) / max(abs(baseline), TINY)


def _bits(value: float) -> bytes:
    return struct.pack("<d", value)


def _steps_text(steps: list[int], limit: int = 5) -> str:
    shown = ", ".join(str(step) for step in steps[:limit])
    return shown + (f", ... ({len(steps)} in all)" if len(steps) > limit else "")


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
) -> Comparison:
    """Judge ``ported`` against ``baseline``, both ``{step: value}``, aligned by step.

    It fails when a step is in one run only; when a value is NaN or inf (the
    first such step is named); in ``exact`` mode when any step is not bitwise
    equal; otherwise when more than ``allowed_failures`` steps (default
    ``allowed_failures_for(N)``) have a relative difference over ``rtol_max``,
    or the mean relative difference is over ``rtol_mean``. ``sources`` maps
    'rtol_max', 'rtol_mean' and 'exact' to where each threshold came from,
    quoted in the problems.
    """
    sources = sources or {}

    def quoted(name: str) -> str:
        return f" (from {sources[name]})" if sources.get(name) else ""

    common = sorted(baseline.keys() & ported.keys())
    missing = sorted(baseline.keys() ^ ported.keys())
    problems = []
    only_baseline = [step for step in missing if step in baseline]
    only_ported = [step for step in missing if step in ported]
    if not common:
        problems.append(
            f"{metric}: no step in both runs: baseline has {_span(baseline)}, ported has {_span(ported)}; "
            "compare runs of the same steps (--steps A:B picks a window)"
        )
    if only_baseline and common:
        problems.append(f"{metric}: {len(only_baseline)} baseline steps missing from the ported run: {_steps_text(only_baseline)}")
    if only_ported and common:
        problems.append(f"{metric}: {len(only_ported)} ported steps missing from the baseline: {_steps_text(only_ported)}")

    finite = [step for step in common if math.isfinite(baseline[step]) and math.isfinite(ported[step])]
    if len(finite) < len(common):
        step = next(step for step in common if not (math.isfinite(baseline[step]) and math.isfinite(ported[step])))
        problems.append(
            f"{metric}: step {step}: baseline {baseline[step]!r}, ported {ported[step]!r}; "
            f"a NaN or inf fails whatever the tolerance ({len(common) - len(finite)} of {len(common)} steps not finite)"
        )
    relative = {step: relative_difference(baseline[step], ported[step]) for step in finite}
    mean_rel = math.fsum(relative.values()) / len(relative) if relative else 0.0
    max_rel = max(relative.values(), default=0.0)
    ranked = sorted(relative, key=lambda step: (-relative[step], step))[:WORST_SHOWN]
    worst = [(step, baseline[step], ported[step], relative[step]) for step in ranked if relative[step] > 0]

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
    )


def _span(curve: dict[int, float]) -> str:
    return f"steps {min(curve)}..{max(curve)} ({len(curve)})" if curve else "no steps"


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


def noise_band(runs: list[dict[int, float]], floor: float = NOISE_FLOOR) -> NoiseBand:
    """The band from repeated runs of the baseline (the baseline itself first).

    Per step, the spread is (largest - smallest value) / |first run's value|;
    rtol_max = max(1.5 x the largest spread, floor) as in Megatron-LM's
    compute_golden_statistics.py, and rtol_mean = max(1.5 x the mean spread, floor).
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
    mean_spread = math.fsum(spread.values()) / len(spread)
    return NoiseBand(
        rtol_max=max(NOISE_FACTOR * spread[worst_step], floor),
        rtol_mean=max(NOISE_FACTOR * mean_spread, floor),
        runs=len(runs),
        steps=len(spread),
        max_spread=spread[worst_step],
        mean_spread=mean_spread,
        worst_step=worst_step,
        spread=spread,
    )


def noise_rtol(runs: list[dict[int, float]], floor: float = NOISE_FLOOR) -> float:
    """The per-step band from repeated baseline runs: max(1.5 x the largest per-step relative spread, floor)."""
    return noise_band(runs, floor).rtol_max


def window(curve: dict[int, float], first: int | None = None, last: int | None = None) -> dict[int, float]:
    """The steps of ``curve`` from ``first`` to ``last``, both included; None leaves that side open."""
    return {step: value for step, value in curve.items() if (first is None or step >= first) and (last is None or step <= last)}
