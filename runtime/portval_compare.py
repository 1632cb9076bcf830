# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""Comparisons of host arrays: closeness, the error-ratio oracle and SNR, with their failure messages.

Each runtime hands its outputs and gradients over as NumPy arrays, in float64
or in their own dtype, so the thresholds, the formulas and the messages exist
once for PyTorch and JAX.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from portval_core import FP32_EPS, MIN_LINE, ErrorRatio, SnrFloor, Tolerance

# --- comparisons of host arrays ---------------------------------------------


def layout_problem(name: str, actual: Any, expected: Any) -> str:
    """'' when ``actual`` exists with the reference's shape, else what is wrong with it."""
    if actual is None:
        return f"{name}: missing from the ported run"
    if tuple(actual.shape) != tuple(expected.shape):
        return f"{name}: shape {tuple(actual.shape)} where the reference has {tuple(expected.shape)}"
    return ""


def dtype_problems(actual: dict[str, Any], expected: dict[str, Any], against: str = "the feature-off run") -> list[str]:
    """Every array of ``actual`` whose dtype is not its namesake's in ``expected`` (tensors or host arrays alike).

    A port returns what upstream returns: an output left in fp32 where
    upstream casts back to bf16 is closer to any reference, so no closeness
    or error-ratio check can see it, but the next layer computes in the wrong
    dtype (and holds twice the activation memory).
    """
    problems = []
    for name, reference in expected.items():
        got = actual.get(name)
        if got is not None and hasattr(got, "dtype") and hasattr(reference, "dtype") and str(got.dtype) != str(reference.dtype):
            problems.append(f"{name}: dtype {got.dtype} where {against} has {reference.dtype} (cast the result back as upstream does?)")
    return problems


def assert_same_dtypes(actual: dict[str, Any], expected: dict[str, Any], check: str, against: str = "the feature-off run") -> None:
    """Fail ``check`` when any array's dtype differs from its namesake's (dtype_problems)."""
    problems = dtype_problems(actual, expected, against)
    if problems:
        raise AssertionError(f"{check} failed (dtypes must match):\n  " + "\n  ".join(problems))


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
    """Every array of ``expected`` within ``tol`` of its namesake in ``actual``, in the same shape and dtype."""
    problems = dtype_problems(actual, expected, "the reference")
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
    """Rows or columns the port scales wrong: its worst gain, or its median gain, above factor x the feature-off run's, plus the floor."""
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
                f"out over a {kind}, a wrong scale does not (a factor applied per {kind}: a norm's rstd or epsilon, a quantisation "
                f"scale, a gate or an activation's derivative, rounded or misapplied?)"
            )
            continue
        # The worst line alone misses a scale rounded in every line: upstream's own worst line can be as far off
        # (a bf16 row normalised by a factor near a power of two rounds back to itself, one bias for the whole row),
        # but its typical line is not. The median is that typical line, and it ignores those few.
        typical, upstream = float(np.median(port_gain)), float(np.median(naive_gain))
        allowed = rule.factor * upstream + relative_floor
        if typical > allowed:
            problems.append(
                f"{name}: the typical {kind} is scaled wrong; the median {kind} is off by a factor {typical:.3g} against the "
                f"reference where the feature-off run's median {kind} is off by {upstream:.3g} (allowed {allowed:.3g}: "
                f"{rule.factor:g} x that + floor); every {kind}'s scale carries an error upstream does not make (a factor rounded "
                f"to low precision: a norm's rstd, a quantisation scale, a gate?)"
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
    problems, dependent = dtype_problems(ported, naive), []
    for name, ref in reference.items():
        layout = layout_problem(name, ported.get(name), ref)
        if layout:
            problems.append(layout)
            continue
        if not ref.size:
            continue  # a zero-size case: the layout matched, and there is no value to judge
        port_error = max_abs_error(ported[name], ref)
        naive_error = max_abs_error(naive[name], ref)
        floor = reference_floor(ref, rule, reference_eps, reduction_length)
        # An all-zero reference (the weight gradient of an empty batch) has no floor: the port must give zeros too.
        if (dependent_module or 0 < floor and naive_error <= floor) and fallback is not None:
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
    # Empty or all-zero arrays (a zero-size case) say nothing either way: the module's other outputs decide.
    judged = {name: ref for name, ref in reference.items() if np.any(ref)}
    return bool(judged) and all(
        name in naive and max_abs_error(naive[name], ref) <= reference_floor(ref, rule, reference_eps, reduction_length) for name, ref in judged.items()
    )


def dependent_reference_note(names: list[str], reference_name: str, dtype_name: str) -> str:
    """What to tell the user when the reference equals the baseline: the ratio had no scale, closeness judged instead."""
    return (
        f"reference not independent of the baseline: the feature-off run in {dtype_name} is as close to the "
        f"{reference_name} reference as that reference's own rounding for {', '.join(names)} (the module casts "
        "internally, so a higher-precision build computes the same thing); the error-ratio oracle has no scale "
        "there, so those tensors were judged by closeness to the feature-off run instead. Give port_adapter.py a "
        "reference_forward(module, **inputs) (JAX: reference_fn(params, **inputs)) that writes the module's maths "
        "plainly, and it becomes the reference"
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
    problems = dtype_problems(actual, naive or {})
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
