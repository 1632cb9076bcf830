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
from collections.abc import Callable
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


FP32_EPS = float(np.finfo(np.float32).eps)


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


def assert_error_ratio(
    ported: dict[str, np.ndarray],
    naive: dict[str, np.ndarray],
    reference: dict[str, np.ndarray],
    rule: ErrorRatio,
    dtype_name: str,
    check: str,
) -> None:
    """max|ported - ref32| <= factor * max|naive - ref32| + floor_eps * eps(fp32) * max|ref32|, per array."""
    problems = []
    for name, ref in reference.items():
        layout = layout_problem(name, ported.get(name), ref)
        if layout:
            problems.append(layout)
            continue
        port_error = max_abs_error(ported[name], ref)
        naive_error = max_abs_error(naive[name], ref)
        # The fp32 reference's own rounding noise: keeps an exactly computed result from demanding zero error.
        floor = rule.floor_eps * FP32_EPS * float(np.abs(ref.astype(np.float64)).max()) if ref.size else 0.0
        allowed = rule.factor * naive_error + floor
        if port_error > allowed:
            times = f"{port_error / naive_error:.3g}x" if naive_error > 0 else "infinitely"
            problems.append(
                f"{name}: error against fp32 {port_error:.3g} > {rule.factor:g} * naive error {naive_error:.3g} "
                f"+ floor {floor:.3g} = {allowed:.3g}; the port is {times} as far from fp32 as the feature-off "
                f"run in {dtype_name} (lost fp32 accumulation or an extra rounding?)"
            )
    if problems:
        raise AssertionError(f"{check} failed (oracle source: {rule.source}):\n  " + "\n  ".join(problems))


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


def assert_snr(actual: dict[str, np.ndarray], reference: dict[str, np.ndarray], floor: SnrFloor, check: str) -> None:
    """Every array's SNR against the reference at least ``floor.min_db``."""
    problems = []
    for name, ref in reference.items():
        layout = layout_problem(name, actual.get(name), ref)
        if layout:
            problems.append(layout)
            continue
        value = snr_db(ref, actual[name])
        if not value >= floor.min_db:
            problems.append(f"{name}: SNR {value:.1f} dB < {floor.min_db:g} dB")
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


def constraint_problem(constraint: Constraint, config: dict[str, Any]) -> str:
    """'' when the constraint holds for ``config``, else the constraint, what the run has, and its source."""
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
    seed: int,
    timer: Callable[[Callable[[], object], int], list[float]],
    slowest: Callable[[list[float]], list[float]] = list,
) -> Parity:
    """Time baseline and port interleaved (ABBA) until the verdict is settled or ``max_trials`` is reached.

    Each trial runs ``warmup`` calls and then a number of timed calls
    calibrated so one variant's trial lasts about ``budget`` seconds; it keeps
    the median call. The speedup is the geometric mean of the paired trial
    ratios, with a seeded bootstrap interval. After ``trials`` trials the
    verdict is checked after every trial, and measuring stops once it is pass
    or fail at a stricter confidence (early looks must not inflate the error
    rate); a close result gets more trials, up to ``max_trials``, where the
    stated confidence decides.

    ``timer(work, n)`` returns the seconds of ``n`` calls of ``work``, each
    waited for on the device; ``slowest`` turns this process's per-trial
    medians into the slowest rank's, for multi-process runs.
    """
    per_call = []
    for variant in (baseline, ported):
        variant.activate()
        timer(variant.work, max(warmup, 1))
        per_call.append(statistics.median(timer(variant.work, 3)))
    # The slower rank's calibration, so every rank runs the same number of calls.
    iterations = max(1, min(100_000, int(budget / max(slowest(per_call)))))
    records: list[dict[str, Any]] = []
    for number in range(max(trials, max_trials)):
        order = (("baseline", baseline), ("ported", ported))
        if number % 2:
            order = order[::-1]
        record: dict[str, Any] = {"order": "".join(name[0].upper() for name, _ in order)}
        for name, variant in order:
            variant.activate()
            timer(variant.work, warmup)
            record[f"{name}_samples"] = timer(variant.work, iterations)
        records.append(record)
        if len(records) < trials:
            continue
        # In a multi-process run each rank timed its own calls; a trial is as slow as its slowest rank.
        base = slowest([statistics.median(r["baseline_samples"]) for r in records])
        port = slowest([statistics.median(r["ported_samples"]) for r in records])
        ratios = [b / p for b, p in zip(base, port)]
        last = len(records) >= max(trials, max_trials)
        # Looking again after every trial would inflate the error rate, so stopping early takes a
        # stricter interval (five times fewer misses); the last look uses the stated confidence.
        strict = 1.0 - (1.0 - confidence) / 5.0
        interval = bootstrap_interval(ratios, confidence=confidence if last else strict, seed=seed)
        verdict = parity_verdict(interval, margin)
        if verdict != "inconclusive" or last:
            break
    if not last:
        # The reported interval is always at the stated confidence.
        interval = bootstrap_interval(ratios, confidence=confidence, seed=seed)
    speedup = geometric_mean(ratios)
    settle = trials_to_settle(speedup, interval, margin, len(records)) if verdict == "inconclusive" else None
    return Parity(records, base, port, speedup, interval, verdict, iterations, settle)


# --- performance statistics -------------------------------------------------


def geometric_mean(values: list[float]) -> float:
    """exp(mean(log v)): the average of ratios that treats 2x and 0.5x symmetrically."""
    return math.exp(sum(math.log(v) for v in values) / len(values))


def bootstrap_interval(ratios: list[float], *, confidence: float, seed: int, resamples: int = 2000) -> tuple[float, float]:
    """Percentile bootstrap interval of the geometric mean of paired ratios; seeded, so repeatable."""
    import random

    rng = random.Random(seed)
    n = len(ratios)
    means = sorted(geometric_mean([ratios[rng.randrange(n)] for _ in range(n)]) for _ in range(resamples))
    tail = (1.0 - confidence) / 2.0
    low = means[int(tail * (resamples - 1))]
    high = means[math.ceil((1.0 - tail) * (resamples - 1))]
    return low, high


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
