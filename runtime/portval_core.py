"""Framework-free checks shared by the PyTorch and JAX scaffolds.

The adapter wrapper, rebinding sites, version and constraint skips, training
loss checks, and the interleaved A/B timing with its statistics: nothing here
imports torch or jax, so both runtimes (portval_checks.py, portval_jax.py)
build on the same code and judge alike. The element-wise comparisons work on
host NumPy arrays, which each runtime hands over in float64 or in their own
dtype: the thresholds, the error-ratio formula and the failure messages exist
once.
"""

from __future__ import annotations

import importlib
import math
import re
import statistics
import sys
import types
from collections.abc import Callable, Iterator, Mapping
from typing import Any, NamedTuple

import numpy as np

# --- thresholds, as the plan writes them ---------------------------------------


class Tolerance(NamedTuple):
    rtol: float
    atol: float  # scaled by the reference's largest magnitude
    source: str


class ErrorRatio(NamedTuple):
    factor: float
    floor_eps: float
    source: str


class SnrFloor(NamedTuple):
    min_db: float
    source: str
    # The port's SNR (global, worst row, worst column) may fall this far below the feature-off low-precision run's.
    margin_db: float = 1.0
    margin_source: str = "project default: 1 dB below the upstream low-precision path"


FP32_EPS = float(np.finfo(np.float32).eps)
FP64_EPS = float(np.finfo(np.float64).eps)
# A row or column needs this many elements before its own statistic means anything (a gain, an SNR).
MIN_LINE = 16


# --- the adapter -----------------------------------------------------------


class HookNotWired(AssertionError):
    """An adapter hook still raises NotImplementedError: the test fails, naming the hook."""


# Hooks an adapter written before they existed lacks: absent, they do nothing, unless the plan requires them.
NO_OP_WHEN_ABSENT = ("setup_framework", "teardown_framework")


def _nothing(*args: Any, **kwargs: Any) -> None:
    return None


class Adapter:
    """Calls port_adapter hooks; an unwired hook fails the test with what to fill in."""

    def __init__(self, module: Any, unwired_messages: dict[str, str], required: tuple[str, ...] = ()):
        self._module = module
        self._unwired = unwired_messages
        self._required = required

    def __getattr__(self, name: str) -> Callable[..., Any]:
        hook = getattr(self._module, name, None)
        if hook is None and name in NO_OP_WHEN_ABSENT and name not in self._required:
            return _nothing
        if hook is None and name in self._unwired:
            raise HookNotWired(f"port_adapter.py has no {name}(): add it. {self._unwired[name]}")
        if hook is None:
            raise AttributeError(f"port_adapter.py has no {name}()")

        def call(*args: Any, **kwargs: Any) -> Any:
            try:
                return hook(*args, **kwargs)
            except NotImplementedError as error:
                message = self._unwired.get(name, f"port_adapter.{name}() is not wired yet.")
                raise HookNotWired(f"{message} [{error}]") from None

        return call

    def accepts(self, name: str, parameter: str) -> bool:
        """Whether hook ``name`` takes a keyword ``parameter`` (an optional argument newer adapters add)."""
        import inspect

        hook = getattr(self._module, name, None)
        if hook is None:
            return False
        try:
            parameters = inspect.signature(hook).parameters
        except (TypeError, ValueError):
            return False
        return parameter in parameters or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values())


# --- inputs and parameters the user's hooks do not vary --------------------


class InputCase(NamedTuple):
    """A variation of the adapter's inputs: magnitudes, sizes or layout the user's one make_inputs does not cover."""

    name: str
    what: str
    scale: float = 1.0  # every element of the scaled inputs (a power of two: exact in every dtype)
    outlier_every: int = 0  # every n-th row of the scaled inputs is an outlier (0: none)
    outlier_scale: float = 1.0
    sizes: str = ""  # "", "odd", "one" or "zero": what the variable dimensions become
    non_contiguous: bool = False
    optional: bool = False  # skip, saying so, when the feature-off module rejects the case


def varied_size(size: int, sizes: str) -> int:
    """The size a variable dimension takes in a case: odd (one less when even), one, or unchanged."""
    if sizes == "odd":
        return size if size % 2 or size < 2 else size - 1
    if sizes == "one":
        return min(size, 1)
    return size


def case_sizes(shapes: dict[str, tuple[int, ...]], variable_dims: dict[str, dict[str, int]], sizes: str) -> dict[str, int]:
    """The new size of every variable dimension (by name) for a case; the same name gets the same size in every input.

    ``variable_dims`` maps each input to {dimension name: axis}; a zero-size
    case empties only the first variable dimension (the batch), so the other
    shapes stay as the module expects them.
    """
    found: dict[str, int] = {}
    for name, dims in variable_dims.items():
        shape = shapes.get(name)
        if shape is None:
            continue
        for dim, axis in dims.items():
            if axis < len(shape):
                found.setdefault(dim, int(shape[axis]))
    if sizes == "zero":
        first = next(iter(found), None)
        return {dim: (0 if dim == first else size) for dim, size in found.items()}
    return {dim: varied_size(size, sizes) for dim, size in found.items()}


def outlier_rows(rows: int, every: int) -> list[int]:
    """Rows made outliers: every ``every``-th, starting mid-way so they do not line up with tile starts."""
    return list(range(every // 2, rows, every)) if every > 0 else []


# --- bindings: where upstream symbols live ---------------------------------


class Binding(NamedTuple):
    """``path`` split into the object holding it and the attribute name, with the value seen."""

    path: str
    owner: Any
    attr: str
    value: Any
    error: str  # why the path did not resolve ("" when it did)


def resolve_binding(path: str) -> Binding:
    """Import the longest importable module prefix of ``path`` and walk the attributes after it."""
    parts = path.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        module_name = ".".join(parts[:cut])
        try:
            owner: Any = importlib.import_module(module_name)
        except ImportError:
            continue
        except Exception as error:  # noqa: BLE001 - a framework module can fail on import for its own reasons
            return Binding(path, None, parts[-1], None, f"importing {module_name} raised {type(error).__name__}: {error}")
        try:
            for name in parts[cut:-1]:
                owner = getattr(owner, name)
            return Binding(path, owner, parts[-1], getattr(owner, parts[-1]), "")
        except AttributeError as error:
            return Binding(path, None, parts[-1], None, f"{module_name} has no {'.'.join(parts[cut:])} ({error})")
    return Binding(path, None, parts[-1], None, f"no importable module in {path!r}")


def capture_pristine(paths: list[str]) -> dict[str, Binding]:
    """The upstream objects at every site, read before anything turns the port on."""
    return {path: resolve_binding(path) for path in paths}


def current_value(binding: Binding) -> Any:
    """What the site binds now."""
    if binding.error:
        raise AssertionError(f"cannot check {binding.path}: {binding.error}")
    return getattr(binding.owner, binding.attr)


def describe_object(value: Any) -> str:
    """A short name for an object in a message: module.qualname when it has one."""
    name = getattr(value, "__qualname__", None) or type(value).__qualname__
    module = getattr(value, "__module__", None)
    return f"{module}.{name}" if module else name


def assert_port_active(binding: Binding, ported_path: str | None) -> None:
    """After set_feature(True), the site no longer binds upstream (and binds the port when named)."""
    now = current_value(binding)
    port = resolve_binding(ported_path) if ported_path else None
    if port is not None and port.error:
        raise AssertionError(f"cannot resolve implementation.ported {ported_path}: {port.error}")
    if port is not None and binding.value is port.value:
        raise AssertionError(
            f"{binding.path} already bound the port when the tests started: something enabled the port "
            "at import time, so the pristine upstream object was never seen"
        )
    if now is binding.value:
        raise AssertionError(
            f"after set_feature(True), {binding.path} still binds the upstream {describe_object(now)}: "
            "set_feature must rebind it (each `from X import Symbol` is a binding of its own)"
        )
    if port is not None and now is not port.value:
        raise AssertionError(
            f"after set_feature(True), {binding.path} binds {describe_object(now)}, not the port "
            f"{ported_path}: set_feature must rebind every site to the port"
        )


def assert_restored(binding: Binding, after: str = "set_feature(False)") -> None:
    """After ``after`` (by default set_feature(False)), the site binds the pristine upstream object again."""
    now = current_value(binding)
    if now is not binding.value:
        raise AssertionError(
            f"after {after}, {binding.path} binds {describe_object(now)}, not the upstream "
            f"{describe_object(binding.value)}: the port must restore every binding it changes"
        )


# --- the runtime sweep: bindings no site list names ------------------------


def _is_sought(value: Any) -> bool:
    """Functions, classes and other callables are looked for; modules, numbers, strings and None never are."""
    return callable(value) and not isinstance(value, types.ModuleType)


def replaced_objects(pristine: dict[str, Binding], paths: list[str]) -> dict[int, Any]:
    """The pristine upstream objects at ``paths`` that the port has replaced (the site binds something else now)."""
    found = {}
    for path in paths:
        binding = pristine[path]
        if not binding.error and _is_sought(binding.value) and getattr(binding.owner, binding.attr, None) is not binding.value:
            found[id(binding.value)] = binding.value
    return found


def port_objects(pristine: dict[str, Binding], paths: list[str]) -> dict[int, Any]:
    """What the sites bind now that is not their pristine upstream object: the port's objects."""
    upstream = {id(b.value) for b in pristine.values() if not b.error}
    found = {}
    for path in paths:
        binding = pristine[path]
        now = getattr(binding.owner, binding.attr, None) if not binding.error else None
        if now is not None and id(now) not in upstream and _is_sought(now):
            found[id(now)] = now
    return found


def stale_bindings(objects: dict[int, Any], packages: tuple[str, ...], skip: tuple[str, ...]) -> list[str]:
    """``module.attribute`` for each loaded module under ``packages`` whose attribute is one of ``objects``.

    ``skip`` names modules (with their submodules) and single bindings left alone.
    """
    found = []
    for name, module in sorted(sys.modules.items()):
        if module is None or not any(name == p or name.startswith(p + ".") for p in packages):
            continue
        if any(name == s or name.startswith(s + ".") for s in skip):
            continue
        try:
            attributes = list(vars(module).items())
        except TypeError:
            continue
        for attribute, value in attributes:
            if id(value) in objects and objects[id(value)] is value and f"{name}.{attribute}" not in skip:
                found.append(f"{name}.{attribute}")
    return found


def assert_swept(objects: dict[int, Any], packages: tuple[str, ...], skip: tuple[str, ...], after: str, holds: str) -> None:
    """No loaded module of ``packages`` binds any of ``objects`` (``holds`` says whose objects they are)."""
    stale = stale_bindings(objects, packages, skip)
    if stale:
        names = ", ".join(sorted({describe_object(v) for v in objects.values()}))
        raise AssertionError(
            f"{after}, {len(stale)} loaded module binding(s) still hold {holds} {names}: {', '.join(stale)}. "
            "Each is a site of its own (find_sites.py lists the import-time ones): rebind it in set_feature, add it to "
            "upstream.aliases, or, if it keeps the object by design, list it in upstream.sweep_exempt"
        )


# --- comparisons of host arrays ---------------------------------------------


def layout_problem(name: str, actual: Any, expected: Any) -> str:
    """'' when ``actual`` exists with the reference's shape, else what is wrong with it."""
    if actual is None:
        return f"{name}: missing from the ported run"
    if tuple(actual.shape) != tuple(expected.shape):
        return f"{name}: shape {tuple(actual.shape)} where the reference has {tuple(expected.shape)}"
    return ""


def _index(flat: int, shape: tuple[int, ...]) -> tuple[int, ...]:
    """A flat index as a tuple index of ``shape``."""
    return tuple(int(i) for i in np.unravel_index(flat, shape)) if shape else ()


def closeness_problem(actual: np.ndarray, expected: np.ndarray, tol: Tolerance) -> str:
    """'' when ``actual`` is within tolerance of ``expected``, else what is off and where."""
    a, e = actual.astype(np.float64), expected.astype(np.float64)
    if a.size == 0:
        return ""
    bad_finite = ~np.isfinite(a) & np.isfinite(e)
    if bad_finite.any():
        first = _index(int(np.flatnonzero(bad_finite)[0]), a.shape)
        return f"{int(bad_finite.sum())} non-finite value(s) where the reference is finite, first at index {first}"
    finite = np.isfinite(e)
    scale = float(np.abs(e[finite]).max()) if finite.any() else 0.0
    atol = tol.atol * scale if scale > 0 else tol.atol
    both_nan = np.isnan(a) & np.isnan(e)
    diff = np.where(both_nan, 0.0, np.abs(a - e))
    bad = diff > atol + tol.rtol * np.abs(e)
    if not bad.any():
        return ""
    worst = int(diff.argmax())
    relative = diff / np.maximum(np.abs(e), np.finfo(np.float64).tiny)
    worst_rel = int(np.where(bad, relative, 0.0).argmax())
    count, total = int(bad.sum()), bad.size
    return (
        f"{count} / {total} elements ({100 * count / total:.3g}%) outside tolerance; "
        f"greatest absolute difference {float(diff.flat[worst]):.3g} at index {_index(worst, a.shape)} "
        f"(allowed {atol:.3g} + {tol.rtol:g} * |reference|); "
        f"greatest relative difference {float(relative.flat[worst_rel]):.3g} at index {_index(worst_rel, a.shape)}; "
        f"rtol={tol.rtol:g}, atol={tol.atol:g} * max|reference| ({scale:.3g})"
    )


def assert_close(actual: dict[str, np.ndarray], expected: dict[str, np.ndarray], tol: Tolerance, check: str) -> None:
    """Every array of ``expected`` within ``tol`` of its namesake in ``actual``."""
    problems = []
    for name, reference in expected.items():
        layout = layout_problem(name, actual.get(name), reference)
        problem = layout or closeness_problem(actual[name], reference, tol)
        if problem:
            problems.append(problem if layout else f"{name}: {problem}")
    if problems:
        raise AssertionError(f"{check} failed (tolerance source: {tol.source}):\n  " + "\n  ".join(problems))


def assert_finite(arrays: dict[str, np.ndarray], check: str) -> None:
    """Every element of every array finite; names the first array and index that is not."""
    for name, array in arrays.items():
        bad = ~np.isfinite(array.astype(np.float64))
        if bad.any():
            first = _index(int(np.flatnonzero(bad)[0]), array.shape)
            raise AssertionError(f"{check} failed: {name} has {int(bad.sum())} non-finite value(s), first at index {first}")


def max_abs_error(actual: np.ndarray, reference: np.ndarray) -> float:
    """Greatest |actual - reference| in float64; inf when ``actual`` is not finite where the reference is."""
    a, r = actual.astype(np.float64), reference.astype(np.float64)
    if a.size == 0:
        return 0.0
    if (~np.isfinite(a) & np.isfinite(r)).any():
        return math.inf
    return float(np.abs(a - r).max())


def reference_floor(reference: np.ndarray, rule: ErrorRatio, reference_eps: float, reduction_length: int) -> float:
    """The reference's own rounding noise: floor_eps * eps * sqrt(reduction length) * max|reference|.

    A sum of n terms rounded to nearest is off by about sqrt(n) * eps with high
    probability (Higham and Mary, "A new approach to probabilistic rounding
    error analysis", SIAM J. Sci. Comput., 2019), so the floor grows with the
    longest reduction the module can do.
    """
    if not reference.size:
        return 0.0
    return rule.floor_eps * reference_eps * math.sqrt(max(reduction_length, 1)) * float(np.abs(reference.astype(np.float64)).max())


def line_gains(error: np.ndarray, reference: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per-row and per-column least-squares gain of ``error`` on ``reference``: sum(e * r) / sum(r * r).

    Rows are the tensor with its last dimension kept and the others
    flattened; columns are the last dimension. Rounding noise averages out
    over a row, a wrongly scaled row (an rstd or a quantisation scale rounded,
    a tile written with the wrong factor) does not: its gain is its relative
    scale error. Gains need at least MIN_LINE rows and MIN_LINE columns: the
    worst of a few lines, or of lines a few elements long, is noise.
    """
    if error.ndim == 0 or error.size == 0 or error.shape[-1] < MIN_LINE or error.size // error.shape[-1] < MIN_LINE:
        return np.zeros(0), np.zeros(0)
    e = error.astype(np.float64).reshape(-1, error.shape[-1])
    r = reference.astype(np.float64).reshape(-1, error.shape[-1])
    products, energy = e * r, r * r
    tiny = np.finfo(np.float64).tiny
    return np.abs(products.sum(1)) / np.maximum(energy.sum(1), tiny), np.abs(products.sum(0)) / np.maximum(energy.sum(0), tiny)


def gain_problems(name: str, ported: np.ndarray, naive: np.ndarray, ref: np.ndarray, rule: ErrorRatio, relative_floor: float) -> list[str]:
    """Rows or columns the port scales wrong: a gain above factor x the feature-off run's worst, plus the floor."""
    if not (np.isfinite(ported).all() and np.isfinite(naive).all() and np.isfinite(ref).all()):
        return []  # max_abs_error reports non-finite values
    problems = []
    port_lines = line_gains(ported.astype(np.float64) - ref, ref)
    naive_lines = line_gains(naive.astype(np.float64) - ref, ref)
    for kind, port_gain, naive_gain in zip(("row", "column"), port_lines, naive_lines):
        if not port_gain.size:
            continue
        worst = int(port_gain.argmax())
        allowed = rule.factor * float(naive_gain.max()) + relative_floor
        if port_gain[worst] > allowed:
            bad = int((port_gain > allowed).sum())
            problems.append(
                f"{name}: {bad} / {port_gain.size} {kind}s scaled wrong; worst {kind} {worst} is off by a factor "
                f"{float(port_gain[worst]):.3g} against the reference where the feature-off run's worst {kind} is off by "
                f"{float(naive_gain.max()):.3g} (allowed {allowed:.3g}: {rule.factor:g} x that + floor); rounding noise averages "
                f"out over a {kind}, a wrong scale does not (an rstd, an epsilon or a quantisation scale rounded or misapplied?)"
            )
    return problems


def assert_error_ratio(
    ported: dict[str, np.ndarray],
    naive: dict[str, np.ndarray],
    reference: dict[str, np.ndarray],
    rule: ErrorRatio,
    dtype_name: str,
    check: str,
    *,
    reference_name: str = "fp32",
    reference_eps: float = FP32_EPS,
    reduction_length: int = 1,
    fallback: Tolerance | None = None,
    dependent_module: bool = False,
) -> list[str]:
    """The port no further from the reference than the feature-off run, in the worst element and the worst row and column.

    Per array: max|ported - ref| <= factor * max|naive - ref| + floor, and
    every row's and column's gain (line_gains) at most factor times the
    feature-off run's worst plus the relative floor. When the feature-off
    run's own error is at the floor, the reference is not independent of the
    baseline (a module that casts internally computes the same thing at any
    dtype): the ratio has no scale, so the array is judged by closeness to the
    feature-off run (``fallback``) instead, and its name is returned so the
    test can say so. ``dependent_module`` judges every array so: the
    module's outputs showed it casts internally, and then its gradients share
    some of the baseline's roundings too, though not all.
    """
    problems, dependent = [], []
    for name, ref in reference.items():
        layout = layout_problem(name, ported.get(name), ref)
        if layout:
            problems.append(layout)
            continue
        port_error = max_abs_error(ported[name], ref)
        naive_error = max_abs_error(naive[name], ref)
        floor = reference_floor(ref, rule, reference_eps, reduction_length)
        if (dependent_module or naive_error <= floor) and fallback is not None:
            dependent.append(name)
            problem = closeness_problem(ported[name], naive[name], fallback)
            if problem:
                problems.append(f"{name} (reference not independent of the baseline, judged by closeness): {problem}")
            continue
        allowed = rule.factor * naive_error + floor
        if port_error > allowed:
            times = f"{port_error / naive_error:.3g}x" if naive_error > 0 else "infinitely"
            problems.append(
                f"{name}: error against {reference_name} {port_error:.3g} > {rule.factor:g} * naive error {naive_error:.3g} "
                f"+ floor {floor:.3g} = {allowed:.3g}; the port is {times} as far from {reference_name} as the feature-off "
                f"run in {dtype_name} (lost fp32 accumulation or an extra rounding?)"
            )
        relative_floor = rule.floor_eps * reference_eps * math.sqrt(max(reduction_length, 1))
        problems.extend(gain_problems(name, ported[name], naive[name], ref, rule, relative_floor))
    if problems:
        raise AssertionError(f"{check} failed (oracle source: {rule.source}; reference: {reference_name}):\n  " + "\n  ".join(problems))
    return dependent


def outputs_are_dependent(naive: dict[str, np.ndarray], reference: dict[str, np.ndarray], rule: ErrorRatio, reference_eps: float, reduction_length: int) -> bool:
    """Whether every output of the feature-off run is as close to the high-precision reference as its own rounding floor.

    Then the module casts internally (a "high-precision" build computes what
    the low-precision build computes), and no run of it is an independent
    reference.
    """
    return bool(reference) and all(
        name in naive and max_abs_error(naive[name], ref) <= reference_floor(ref, rule, reference_eps, reduction_length) for name, ref in reference.items()
    )


def dependent_reference_note(names: list[str], reference_name: str, dtype_name: str) -> str:
    """What to tell the user when the reference equals the baseline: the ratio had no scale, closeness judged instead."""
    return (
        f"reference not independent of the baseline: the feature-off run in {dtype_name} is as close to the "
        f"{reference_name} reference as that reference's own rounding for {', '.join(names)} (the module casts "
        "internally, so a higher-precision build computes the same thing); the error-ratio oracle has no scale "
        "there, so those tensors were judged by closeness to the feature-off run instead"
    )


def snr_db(reference: np.ndarray, output: np.ndarray) -> float:
    """10 * log10(||reference||^2 / ||reference - output||^2), in float64; inf when equal."""
    ref, out = reference.astype(np.float64), output.astype(np.float64)
    noise = float(((ref - out) ** 2).sum())
    if not math.isfinite(noise):
        return -math.inf
    signal = float((ref**2).sum())
    if noise == 0.0:
        return math.inf
    return 10.0 * math.log10(signal / noise) if signal > 0 else -math.inf


def line_snrs(reference: np.ndarray, output: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """SNR in dB of every row and every column (rows: last dimension kept), each line at least MIN_LINE long."""
    if reference.ndim == 0 or reference.size == 0:
        return np.zeros(0), np.zeros(0)
    r = reference.astype(np.float64).reshape(-1, reference.shape[-1])
    noise = (r - output.astype(np.float64).reshape(r.shape)) ** 2
    signal = r * r

    def db(s: np.ndarray, n: np.ndarray) -> np.ndarray:
        with np.errstate(divide="ignore", invalid="ignore"):
            values = 10.0 * np.log10(s / n)
        values = np.where(n == 0.0, math.inf, values)
        return np.where(~np.isfinite(n), -math.inf, np.nan_to_num(values, nan=-math.inf))

    rows = db(signal.sum(1), noise.sum(1)) if r.shape[1] >= MIN_LINE else np.zeros(0)
    cols = db(signal.sum(0), noise.sum(0)) if r.shape[0] >= MIN_LINE else np.zeros(0)
    return rows, cols


def assert_snr(
    actual: dict[str, np.ndarray],
    reference: dict[str, np.ndarray],
    floor: SnrFloor,
    check: str,
    naive: dict[str, np.ndarray] | None = None,
) -> None:
    """Every array's SNR against the reference at least ``floor.min_db``; with ``naive``, also relative to it.

    ``naive`` is the feature-off module in the same low precision (upstream's
    own low-precision path). The port's global SNR, its worst row's and its
    worst column's must each be at least the feature-off run's minus
    ``floor.margin_db``: a tile left unwritten or a few columns scaled wrong
    barely move a global SNR, but they sink their own rows or columns.
    """
    problems = []
    for name, ref in reference.items():
        layout = layout_problem(name, actual.get(name), ref)
        if layout:
            problems.append(layout)
            continue
        value = snr_db(ref, actual[name])
        if not value >= floor.min_db:
            problems.append(f"{name}: SNR {value:.1f} dB < {floor.min_db:g} dB")
        if naive is None or name not in naive:
            continue
        upstream = snr_db(ref, naive[name])
        if not value >= upstream - floor.margin_db:
            problems.append(
                f"{name}: SNR {value:.1f} dB < the feature-off low-precision run's {upstream:.1f} dB - {floor.margin_db:g} dB ({floor.margin_source})"
            )
        for kind, port_lines, naive_lines in zip(("row", "column"), line_snrs(ref, actual[name]), line_snrs(ref, naive[name])):
            if not port_lines.size:
                continue
            worst = int(port_lines.argmin())
            allowed = float(naive_lines.min()) - floor.margin_db
            if not port_lines[worst] >= allowed:
                bad = int((~(port_lines >= allowed)).sum())
                problems.append(
                    f"{name}: {bad} / {port_lines.size} {kind}s below the feature-off run's worst {kind} "
                    f"({float(naive_lines.min()):.1f} dB) - {floor.margin_db:g} dB; worst {kind} {worst} has SNR "
                    f"{float(port_lines[worst]):.1f} dB (a tile left unwritten, or {kind}s scaled wrong?)"
                )
    if problems:
        raise AssertionError(f"{check} failed (threshold source: {floor.source}):\n  " + "\n  ".join(problems))


# --- training steps ---------------------------------------------------------


def run_steps(step: Callable[[], float], count: int) -> list[float]:
    """``count`` calls of a train step, each loss as a float."""
    # float() reads a Python number, a 0-d torch tensor or a 0-d JAX array alike; a (loss, grad_norm) step gives its loss.
    return run_training(step, count).losses


class TrainingRun(NamedTuple):
    """Per-step losses, and per-step gradient norms when the train step returns (loss, grad_norm)."""

    losses: list[float]
    grad_norms: list[float] | None


def run_training(step: Callable[[], Any], count: int) -> TrainingRun:
    """``count`` calls of a train step returning a loss or (loss, grad_norm)."""
    losses: list[float] = []
    norms: list[float] = []
    for _ in range(count):
        result = step()
        if isinstance(result, (tuple, list)):
            loss, norm = result[0], result[1]
            norms.append(float(norm))
        else:
            loss = result
        losses.append(float(loss))
    return TrainingRun(losses, norms if len(norms) == count else None)


def _mean_abs_difference(a: list[float], b: list[float]) -> float:
    return sum(abs(x - y) for x, y in zip(a, b)) / max(len(a), 1)


def _bitwise(a: list[float], b: list[float]) -> bool:
    # Compare the bits: NaN equals NaN, and -0.0 differs from 0.0.
    return [x.hex() for x in a] == [y.hex() for y in b]


def training_problems(
    baseline: TrainingRun,
    ported: TrainingRun,
    noise: TrainingRun | Callable[[], TrainingRun] | None,
    *,
    exact: bool,
    noise_ratio: float,
    sources: dict[str, str],
) -> list[str]:
    """Why the ported run does not train as the baseline does ([] when it does).

    Exact: losses (and gradient norms) bitwise equal. Otherwise each series
    (loss, gradient norm) is judged in absolute terms against the baseline's
    own run-to-run noise: the mean absolute per-step difference between the
    ported run and the baseline may be at most ``noise_ratio`` times the one
    between the baseline and the baseline run again from another seed. A
    correct port that reorders sums strays by rounding noise; a port that
    drops tokens or a gradient strays by as much as another seed does.
    ``noise`` may be a function making that run: it runs only when needed.
    """
    names = ["loss"] + (["gradient norm"] if baseline.grad_norms is not None and ported.grad_norms is not None else [])
    noise_run: list[TrainingRun | None] = []

    def other_series(name: str) -> list[float] | None:
        if not noise_run:
            noise_run.append(noise() if callable(noise) else noise)
        run = noise_run[0]
        return None if run is None else (run.losses if name == "loss" else run.grad_norms)

    problems = []
    for name in names:
        base, port = (baseline.losses, ported.losses) if name == "loss" else (baseline.grad_norms, ported.grad_norms)
        if len(port) != len(base):
            problems.append(f"{name}: {len(port)} ported steps against {len(base)} baseline steps")
            continue
        if _bitwise(base, port):
            continue
        worst = max(range(len(base)), key=lambda i: abs(base[i] - port[i]) if math.isfinite(port[i]) else math.inf)
        where = f"greatest difference {abs(base[worst] - port[worst]):.3g} at step {worst + 1} (baseline {base[worst]:.6g}, ported {port[worst]:.6g})"
        if exact:
            count = sum(1 for x, y in zip(base, port) if x.hex() != y.hex())
            problems.append(f"{name}: {count} of {len(base)} steps not bitwise equal; {where} (source: {sources.get('exact', '')})")
            continue
        if not all(math.isfinite(x) for x in port):
            problems.append(f"{name}: not finite in the ported run; {where}")
            continue
        other = other_series(name)
        if other is None or _bitwise(base, other):
            problems.append(
                f"{name}: the ported run differs ({where}) and the baseline's noise cannot be measured: the run again "
                "from another seed gave the same bits. Give make_train_step a `seed` argument that changes the data "
                "order (or the init), or set user.thresholds.step_exact / step_rtol_max in the facts"
            )
            continue
        drift, scale = _mean_abs_difference(port, base), _mean_abs_difference(other, base)
        if drift > noise_ratio * scale:
            problems.append(
                f"{name}: the ported run strays from the baseline by {drift:.3g} per step on average, "
                f"{drift / scale:.3g}x the baseline's own difference from another seed ({scale:.3g}); allowed "
                f"{noise_ratio:g}x (source: {sources.get('noise_ratio', '')}); {where}"
            )
    return problems


def assert_trains_like_baseline(
    baseline: TrainingRun,
    ported: TrainingRun,
    noise: TrainingRun | Callable[[], TrainingRun] | None,
    *,
    exact: bool,
    noise_ratio: float,
    sources: dict[str, str],
    check: str,
) -> None:
    """``training_problems`` as a failing assertion, noting when the gradient norm was not compared."""
    problems = training_problems(baseline, ported, noise, exact=exact, noise_ratio=noise_ratio, sources=sources)
    if problems:
        if baseline.grad_norms is None or ported.grad_norms is None:
            problems.append("gradient norm: not compared (the train step returns the loss alone; return (loss, grad_norm) to compare it)")
        raise AssertionError(f"{check} failed:\n  " + "\n  ".join(problems))


def gradient_flow_problems(ported_missing: tuple[str, ...], reference_missing: tuple[str, ...]) -> list[str]:
    """Parameters that receive a gradient on one side only, each named."""
    problems = [f"{name} receives a gradient with the feature off but none with it on (a detached or dropped path?)" for name in ported_missing if name not in reference_missing]
    problems += [f"{name} receives a gradient with the feature on but none with it off (the port trains what upstream leaves alone)" for name in reference_missing if name not in ported_missing]
    return problems


# --- proof the port ran ------------------------------------------------------


class CallCounter:
    """Counts calls of one object while installed: a function at its sites, or every method a class defines."""

    def __init__(self, path: str):
        self.path = path
        self.calls = 0
        self._undo: list[tuple[Any, str, Any]] = []
        binding = resolve_binding(path)
        if binding.error:
            raise AssertionError(f"cannot resolve {path}: {binding.error}")
        self.binding = binding

    def _wrap(self, function: Callable[..., Any]) -> Callable[..., Any]:
        import functools

        @functools.wraps(function)
        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            return function(*args, **kwargs)

        return counted

    def _set(self, owner: Any, attr: str, value: Any) -> None:
        # A class keeps its staticmethod objects in its __dict__; getattr would unwrap them.
        original = vars(owner)[attr] if isinstance(owner, type) and attr in vars(owner) else getattr(owner, attr)
        self._undo.append((owner, attr, original))
        setattr(owner, attr, value)

    def install(self) -> None:
        """Wrap the object where it lives (a class's own methods, or the function at its path)."""
        target = self.binding.value
        if isinstance(target, type):
            for attr, value in list(vars(target).items()):
                if attr.startswith("__") and attr not in ("__init__", "__call__"):
                    continue
                # Static and class methods (an autograd Function's forward) stay what they are, wrapped inside.
                if isinstance(value, (staticmethod, classmethod)):
                    self._set(target, attr, type(value)(self._wrap(value.__func__)))
                elif callable(value) and not isinstance(value, type):
                    self._set(target, attr, self._wrap(value))
        elif callable(target):
            self._set(self.binding.owner, self.binding.attr, self._wrap(target))
        else:
            raise TypeError(f"{self.path} is neither a class nor a function ({type(target).__name__}): its calls cannot be counted")

    def rebind_sites(self, sites: list[Binding]) -> None:
        """Where a site binds the function itself (a `from X import f` made before), bind the counting wrapper."""
        target = self.binding.value
        if isinstance(target, type):
            return
        counted = getattr(self.binding.owner, self.binding.attr)
        for site in sites:
            if site.owner is not None and getattr(site.owner, site.attr, None) is target:
                self._set(site.owner, site.attr, counted)

    def uninstall(self) -> None:
        """Put back everything ``install`` and ``rebind_sites`` changed."""
        while self._undo:
            owner, attr, value = self._undo.pop()
            setattr(owner, attr, value)


def assert_called(counter: CallCounter, field: str, run: str) -> None:
    """The counted object ran at least once during ``run``."""
    if counter.calls == 0:
        raise AssertionError(
            f"{counter.path} ({field}) was never called during {run}: the tests would compare upstream with upstream. "
            "Make set_feature(True) and build_module(ported=True) reach the port"
        )


def assert_finite_losses(losses: list[float], check: str) -> None:
    """Every loss finite; names the first step that is not."""
    for i, loss in enumerate(losses, start=1):
        if not math.isfinite(loss):
            shown = ", ".join(f"{x:.4g}" for x in losses)
            raise AssertionError(f"{check} failed: step {i} of {len(losses)} gave loss {loss} (losses: {shown})")


# --- requirements: packages, versions, constraints --------------------------


class VersionRequirement(NamedTuple):
    package: str
    import_name: str
    distribution: str
    text: str
    # Alternatives of clause lists: the version must satisfy every clause of at least one.
    alternatives: tuple[tuple[tuple[str, tuple[int, ...], bool], ...], ...]
    source: str


class Constraint(NamedTuple):
    text: str
    names: tuple[str, ...]
    evaluate: Callable[[dict[str, Any]], Any]
    op: str
    value: Any
    source: str


def release_of(version: str) -> tuple[int, ...]:
    """The leading release numbers of a version: '0.16.0rc1+rocm' -> (0, 16, 0)."""
    match = re.match(r"\s*v?(\d+(?:\.\d+)*)", version)
    return tuple(int(n) for n in match.group(1).split(".")) if match else ()


def version_satisfies(version: str, clauses: tuple[tuple[str, tuple[int, ...], bool], ...]) -> bool:
    """Whether ``version`` meets every (op, release, prefix) clause; pre-releases count as their release."""
    release = release_of(version)
    for op, wanted, prefix in clauses:
        # Missing trailing numbers are zeros: '2' is '2.0.0' (PEP 440).
        padded = release + (0,) * max(0, len(wanted) - len(release))
        if prefix:
            head = padded[: len(wanted)] == wanted
            if head != (op == "=="):
                return False
            continue
        width = max(len(release), len(wanted))
        have = release + (0,) * (width - len(release))
        want = wanted + (0,) * (width - len(wanted))
        if op == "~=":
            ok = have >= want and padded[: len(wanted) - 1] == wanted[:-1]
        else:
            ok = {"==": have == want, "!=": have != want, ">=": have >= want, "<=": have <= want, ">": have > want, "<": have < want}[op]
        if not ok:
            return False
    return True


def installed_version(requirement: VersionRequirement) -> str | None:
    """The installed version of the requirement's distribution, or None when it is not installed."""
    from importlib import metadata

    for name in (requirement.distribution, requirement.distribution.replace("-", "_"), requirement.import_name):
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    try:
        module = importlib.import_module(requirement.import_name)
    except ImportError:
        return None
    return str(getattr(module, "__version__", "0"))


def version_problem(requirement: VersionRequirement) -> str:
    """'' when the requirement is installed in an allowed version, else why not."""
    version = installed_version(requirement)
    if version is None:
        return f"{requirement.package} is not installed ({requirement.source})"
    if requirement.alternatives and not any(version_satisfies(version, c) for c in requirement.alternatives):
        return f"{requirement.package} {version} is outside {requirement.text} ({requirement.source})"
    return ""


def constraint_holds(op: str, actual: Any, expected: Any) -> bool:
    """Compare as the facts say: == != < <= > >= in not_in."""
    if op == "in":
        return actual in expected
    if op == "not_in":
        return actual not in expected
    return {"==": actual == expected, "!=": actual != expected, "<": actual < expected, "<=": actual <= expected, ">": actual > expected, ">=": actual >= expected}[op]


class ConfigView(Mapping):
    """run_config() read by dotted keys: 'moe_args.use_grouped_mm' is that flat key when present, else a nested one.

    Nested means mappings or attributes (TorchTitan's job config is dataclasses): config['moe_args']['use_grouped_mm'].
    """

    def __init__(self, config: Any):
        self._config = config

    def _find(self, key: str) -> tuple[bool, Any]:
        if key in self._config:
            return True, self._config[key]
        node: Any = self._config
        for part in key.split("."):
            if isinstance(node, Mapping) and part in node:
                node = node[part]
            elif not isinstance(node, Mapping) and not isinstance(node, (str, int, float, bool)) and hasattr(node, part):
                node = getattr(node, part)
            else:
                return False, None
        return True, node

    def __getitem__(self, key: str) -> Any:
        found, value = self._find(key)
        if not found:
            raise KeyError(key)
        return value

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self._find(key)[0]

    def __iter__(self) -> Iterator[str]:
        return iter(self._config)

    def __len__(self) -> int:
        return len(self._config)


def constraint_problem(constraint: Constraint, config: dict[str, Any]) -> str:
    """'' when the constraint holds for ``config``, else the constraint, what the run has, and its source."""
    config = ConfigView(config)
    missing = [name for name in constraint.names if name not in config]
    if missing:
        raise AssertionError(
            f"port_adapter.run_config() has no {', '.join(map(repr, missing))}, which the constraint "
            f"{constraint.text} reads (source: {constraint.source}); return it from run_config()"
        )
    actual = constraint.evaluate(config)
    if constraint_holds(constraint.op, actual, constraint.value):
        return ""
    return f"constraint {constraint.text} does not hold (this run has {actual!r}); source: {constraint.source}"


# --- order independence ------------------------------------------------------------


def captured(value: Any) -> Any:
    """A session-start capture, or the error that made it fail, raised in the test that needs it."""
    if isinstance(value, HookNotWired):
        raise value
    if isinstance(value, BaseException):
        message = f"running upstream at session start, before any test turned the port on, raised {type(value).__name__}: {value}"
        raise AssertionError(message)  # noqa: TRY004 - a failed capture fails the test, as every check does
    return value


# Set to an integer to run the tests in an order shuffled with that seed (--portval-shuffle does the same).
SHUFFLE_SEED = "PORTVAL_SHUFFLE_SEED"


def shuffle_items(items: list[Any], seed: int) -> None:
    """Shuffle collected tests in place with ``seed``: every rank of a torchrun launch gets the same order."""
    import random

    random.Random(seed).shuffle(items)


# --- a run whose numeric checks all skipped ------------------------------------

# Set to 1 to let a run whose every numeric check skipped end with exit status 0.
ALLOW_NUMERICS_SKIPPED = "PORTVAL_ALLOW_NUMERICS_SKIPPED"


class NumericTally:
    """Counts the numeric and training checks that ran and that skipped, with the skip reasons.

    Binding, side-effect and environment checks (``config_independent``) are
    not counted: a run where they passed and every numeric check skipped has
    not validated the port's numbers, and must not end green silently.
    """

    def __init__(self, config_independent: tuple[str, ...]):
        self.config_independent = config_independent
        self.ran = 0
        self.skipped: dict[str, int] = {}

    def record(self, nodeid: str, when: str, outcome: str, keywords: Any) -> None:
        """Count a numeric check that ran (its call phase passed or failed)."""
        name = nodeid.split("::")[-1].split("[")[0]
        if name in self.config_independent or "performance" in keywords:
            return
        if outcome != "skipped" and when == "call":
            self.ran += 1

    def record_skip(self, nodeid: str, reason: str, keywords: Any) -> None:
        """Count a numeric check that skipped, with its reason."""
        name = nodeid.split("::")[-1].split("[")[0]
        if name in self.config_independent or "performance" in keywords:
            return
        self.skipped[reason] = self.skipped.get(reason, 0) + 1

    @property
    def all_skipped(self) -> bool:
        """Whether numeric checks were collected and none of them ran."""
        return self.ran == 0 and bool(self.skipped)

    def summary(self, allowed: bool) -> str:
        """What the end of the run must say when every numeric check skipped ("" otherwise)."""
        if not self.all_skipped:
            return ""
        reasons = "; ".join(f"{count} x {reason}" for reason, count in sorted(self.skipped.items()))
        verdict = f"the run passes because {ALLOW_NUMERICS_SKIPPED}=1" if allowed else f"exit status 1 (set {ALLOW_NUMERICS_SKIPPED}=1 to accept it)"
        return f"port validation: every numeric and training check skipped, so the port's numbers were not checked: {reasons}. {verdict}"


# --- performance: interleaved A/B timing ------------------------------------


class Variant(NamedTuple):
    """One side of an A/B measurement: how to make it current, and one call of the work timed."""

    activate: Callable[[], None]
    work: Callable[[], object]


class Parity(NamedTuple):
    """The outcome of ``measure_parity``: every trial's samples, the per-trial medians and the verdict."""

    trials: list[dict[str, Any]]
    baseline: list[float]  # per-trial median seconds (the slowest rank's in a multi-process run)
    ported: list[float]
    speedup: float  # baseline time / ported time: above 1 the port is faster
    interval: tuple[float, float]
    verdict: str  # pass | fail | inconclusive
    iterations: int
    trials_to_settle: int | None
    looks: tuple[int, ...] = ()  # the trial counts at which the verdict may be read


def measure_parity(
    baseline: Variant,
    ported: Variant,
    *,
    trials: int,
    max_trials: int,
    warmup: int,
    budget: float,
    margin: float,
    confidence: float,
    timer: Callable[[Callable[[], object], int], list[float]],
    slowest: Callable[[list[float]], list[float]] = list,
) -> Parity:
    """Time baseline and port interleaved (ABBA) in a group-sequential design, stopping at the first settled look.

    Each trial runs ``warmup`` calls and then a number of timed calls
    calibrated so one variant's trial lasts about ``budget`` seconds; it keeps
    the median sample. The verdict is read only at the looks of
    ``look_schedule`` (every ``trials`` trials, up to ``max_trials``), each
    with the boundary of ``sequential_boundaries``: the chance of a wrong
    pass (and of a wrong fail) summed over every look stays within
    (1 - ``confidence``) / 2 when the true speedup sits on the margin.
    The interval is the t-interval of the mean log ratio at that look's
    boundary (a repeated confidence interval: it covers at ``confidence``
    whichever look stops), so pass means its low end clears the margin.

    ``timer(work, n)`` returns per-call seconds of ``n`` calls of ``work``
    (one sample per call, or one per block of calls, each finished on the
    device); ``slowest`` turns this process's per-trial medians into the
    slowest rank's, for multi-process runs.
    """
    per_call = [calibrate(variant, timer, warmup=warmup, budget=budget) for variant in (baseline, ported)]
    # The slower rank's calibration, so every rank runs the same number of calls.
    iterations = max(1, min(100_000, int(budget / max(max(slowest(per_call)), 1e-12))))
    looks = look_schedule(trials, max_trials)
    # The unit of the statistics is an ABBA block (two trials): its ratio cancels a linear drift.
    boundaries = dict(zip(looks, t_boundaries(tuple(n // 2 for n in looks), 1.0 - confidence)))
    records: list[dict[str, Any]] = []
    for number in range(looks[-1]):
        order = (("baseline", baseline), ("ported", ported))
        if number % 2:
            order = order[::-1]
        record: dict[str, Any] = {"order": "".join(name[0].upper() for name, _ in order)}
        for name, variant in order:
            variant.activate()
            timer(variant.work, warmup)
            record[f"{name}_samples"] = timer(variant.work, iterations)
        records.append(record)
        if len(records) not in boundaries:
            continue
        # In a multi-process run each rank timed its own calls; a trial is as slow as its slowest rank.
        base = slowest([statistics.median(r["baseline_samples"]) for r in records])
        port = slowest([statistics.median(r["ported_samples"]) for r in records])
        ratios = [b / p for b, p in zip(base, port)]
        interval = log_ratio_interval(abba_ratios(ratios), boundaries[len(records)])
        verdict = parity_verdict(interval, margin)
        if verdict != "inconclusive":
            break
    speedup = geometric_mean(ratios)
    settle = trials_to_settle(speedup, interval, margin, len(records)) if verdict == "inconclusive" else None
    return Parity(records, base, port, speedup, interval, verdict, iterations, settle, looks)


def calibrate(variant: Variant, timer: Callable[[Callable[[], object], int], list[float]], *, warmup: int, budget: float) -> float:
    """The median seconds of one call, from doubling batches of calls until they add up to half the budget.

    A median of many calls: a machine busy for a moment must not make one
    slow call set how many calls every trial times.
    """
    variant.activate()
    timer(variant.work, max(warmup, 1))
    samples: list[float] = []
    batch = 1
    while len(samples) < 3 or (sum(samples) < budget / 2 and len(samples) < 1000):
        samples += timer(variant.work, batch)
        batch *= 2
    return statistics.median(samples)


# --- performance statistics -------------------------------------------------
#
# The unit is the trial: the log of (baseline median / ported median). Its
# mean has a t-interval; the looks share the error budget through a
# Lan-DeMets spending function (Pocock type), whose boundaries come
# from the recursive integration of Armitage, McPherson and Rowe (Jennison
# and Turnbull, "Group Sequential Methods", ch. 19), and each look's normal
# boundary becomes a t boundary of the same nominal level (ch. 11). Only the
# standard library and NumPy: a training container has both.


def geometric_mean(values: list[float]) -> float:
    """exp(mean(log v)): the average of ratios that treats 2x and 0.5x symmetrically."""
    return math.exp(sum(math.log(v) for v in values) / len(values))


def look_schedule(trials: int, max_trials: int) -> tuple[int, ...]:
    """The trial counts at which the verdict is read: every ``trials`` trials, and ``max_trials`` last.

    Each is even, so every look sees whole ABBA blocks (a baseline-first
    trial and a ported-first one), and the first holds at least three blocks
    (a t-interval from two would have a single degree of freedom).
    """
    step = max(6, trials + trials % 2)
    last = max(step, max_trials + max_trials % 2)
    return tuple(range(step, last, step)) + (last,)


def abba_ratios(ratios: list[float]) -> list[float]:
    """The geometric mean of each ABBA block's two trial ratios: a drift linear in time cancels within a block."""
    return [math.sqrt(ratios[i] * ratios[i + 1]) for i in range(0, len(ratios) - 1, 2)]


def student_t_cdf(x: float, df: int) -> float:
    """P(T <= x) for Student's t with an integer ``df`` >= 1, exactly (Abramowitz and Stegun 26.7.3-4)."""
    theta = math.atan2(abs(x), math.sqrt(df))
    sin, cos = math.sin(theta), math.cos(theta)
    if df % 2:
        term, series = cos, 0.0
        for k in range(1, (df - 1) // 2 + 1):
            series += term
            term *= cos * cos * (2 * k) / (2 * k + 1)
        inside = 2.0 / math.pi * (theta + sin * series)
    else:
        term, series = 1.0, 0.0
        for k in range(1, df // 2 + 1):
            series += term
            term *= cos * cos * (2 * k - 1) / (2 * k)
        inside = sin * series
    return 0.5 + math.copysign(inside / 2.0, x)


def student_t_quantile(p: float, df: int) -> float:
    """The x with P(T <= x) = p, by bisection on ``student_t_cdf``."""
    if p == 0.5:
        return 0.0
    if p < 0.5:
        return -student_t_quantile(1.0 - p, df)
    low, high = 0.0, 1.0
    while student_t_cdf(high, df) < p:
        low, high = high, high * 2.0
    for _ in range(100):
        middle = (low + high) / 2.0
        low, high = (middle, high) if student_t_cdf(middle, df) < p else (low, middle)
    return (low + high) / 2.0


def pocock_spent(fraction: float, alpha: float) -> float:
    """Lan-DeMets Pocock-type spending, alpha * ln(1 + (e - 1) * fraction): the one-sided error allowed so far.

    It spends evenly enough that a clear result stops at the first look (as
    many trials as a fixed design), where O'Brien-Fleming-type spending would
    hold out for twice the trials.
    """
    return alpha * math.log(1.0 + (math.e - 1.0) * min(max(fraction, 0.0), 1.0))


_normal_upper = np.frompyfunc(lambda x: 0.5 * math.erfc(x / math.sqrt(2.0)), 1, 1)


def sequential_boundaries(looks: tuple[int, ...], alpha: float, points: int = 400) -> tuple[float, ...]:
    """Normal boundaries c_k with P(no crossing before look k, Z_k >= c_k) = the error spent at look k.

    Under the null (true speedup on the margin) the sum of the first n
    standardised log ratios is a random walk of variance n; its density on
    the region still running is carried from look to look on a grid.
    ``alpha`` is one side's error over the whole design.
    """
    total = looks[-1]
    normal = statistics.NormalDist()
    bounds: list[float] = []
    grid = density = None
    spent_before, info_before = 0.0, 0
    for n in looks:
        spent = pocock_spent(n / total, alpha)
        target = max(spent - spent_before, 1e-15)
        if grid is None:
            bound = normal.inv_cdf(1.0 - target)
        else:
            step = math.sqrt(n - info_before)
            # Trapezoid weights: the probability mass of the walk still running at each grid point.
            weights = np.full(grid.size, grid[1] - grid[0]) * density
            weights[[0, -1]] /= 2.0
            low, high = -10.0, 40.0
            for _ in range(80):
                middle = (low + high) / 2.0
                crossing = float((weights * _normal_upper((middle * math.sqrt(n) - grid) / step).astype(float)).sum())
                low, high = (middle, high) if crossing > target else (low, middle)
            bound = (low + high) / 2.0
        bounds.append(bound)
        upper = bound * math.sqrt(n)
        new_grid = np.linspace(min(-8.0 * math.sqrt(n), upper - 1.0), upper, points)
        if grid is None:
            density = np.exp(-(new_grid**2) / (2.0 * n)) / math.sqrt(2.0 * math.pi * n)
        else:
            kernel = np.exp(-((new_grid[:, None] - grid[None, :]) ** 2) / (2.0 * step**2)) / (math.sqrt(2.0 * math.pi) * step)
            density = kernel @ weights
        grid, spent_before, info_before = new_grid, spent, n
    return tuple(bounds)


_T_BOUNDARIES: dict[tuple[tuple[int, ...], float], tuple[float, ...]] = {}


def t_boundaries(looks: tuple[int, ...], alpha: float) -> tuple[float, ...]:
    """Each look's boundary for the t statistic of the mean log ratio; ``alpha`` is both sides' error together.

    Each side (a wrong pass, a wrong fail) gets half. A look's normal
    boundary is turned into the t quantile of the same one-sided level with
    n - 1 degrees of freedom, so the estimated spread at small n widens it.
    """
    key = (tuple(looks), alpha)
    if key not in _T_BOUNDARIES:
        normal = statistics.NormalDist()
        bounds = sequential_boundaries(tuple(looks), alpha / 2.0)
        _T_BOUNDARIES[key] = tuple(student_t_quantile(normal.cdf(c), n - 1) for c, n in zip(bounds, looks))
    return _T_BOUNDARIES[key]


def log_ratio_interval(ratios: list[float], boundary: float) -> tuple[float, float]:
    """exp(mean log ratio -/+ boundary * standard error): the t-interval of the geometric mean of the ratios."""
    logs = [math.log(r) for r in ratios]
    mean = statistics.fmean(logs)
    error = statistics.stdev(logs) / math.sqrt(len(logs)) if len(logs) > 1 else math.inf
    return math.exp(mean - boundary * error), math.exp(mean + boundary * error)


def parity_verdict(interval: tuple[float, float], margin: float) -> str:
    """pass when the interval clears the margin, fail when it lies wholly below, inconclusive otherwise."""
    low, high = interval
    if low >= margin:
        return "pass"
    if high < margin:
        return "fail"
    return "inconclusive"


def trials_to_settle(speedup: float, interval: tuple[float, float], margin: float, trials: int) -> int | None:
    """Trials that would likely shrink the interval off the margin (half-width falls as 1/sqrt(n))."""
    distance = abs(math.log(speedup) - math.log(margin))
    half_width = (math.log(interval[1]) - math.log(interval[0])) / 2.0
    if distance == 0.0:
        return None
    return max(trials + 1, math.ceil(trials * (half_width / distance) ** 2))
