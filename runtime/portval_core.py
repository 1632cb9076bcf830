# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""Framework-free basics every scaffold shares: thresholds, the adapter, requirements, order, the skip tally.

The thresholds as the plan writes them, the adapter wrapper whose unwired
hooks fail by name, the inputs and parameters the user's hooks do not vary,
version and constraint skips, order independence, and the tally that fails a
run whose numeric checks all skipped. Nothing here imports torch or jax, so
both runtimes (portval_checks.py, portval_jax.py) build on the same code and
judge alike.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any, NamedTuple

import numpy as np

# The names the generated tests call as ``checks.NAME``, written once: each runtime facade
# (portval_checks.py, portval_jax.py) re-exports exactly these with ``from portval_core import *``.
__all__ = (
    "ALLOW_NUMERICS_SKIPPED",
    "SHUFFLE_SEED",
    "ConfigView",
    "Constraint",
    "ErrorRatio",
    "HookNotWired",
    "InputCase",
    "NumericTally",
    "SnrFloor",
    "Tolerance",
    "VersionRequirement",
    "captured",
    "constraint_problem",
    "shuffle_items",
    "version_problem",
)

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


def optional_hook(adapter: Adapter, name: str) -> Callable[..., Any] | None:
    """port_adapter.NAME when the adapter defines it, else None: a hook the plan lists as optional."""
    try:
        return getattr(adapter, name)
    except (AttributeError, HookNotWired):
        return None


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
    config: tuple[tuple[str, int], ...] = ()  # config fields built at another size: (name, size) pairs, passed as sizes=


def rejected_case(case: InputCase | None, error: BaseException, what: str) -> None:
    """The feature-off ``what`` (module or function) raised on ``case``: skip an optional case, fail any other saying why.

    Upstream rejecting a case says nothing of the port: an optional case (a
    layout, an empty batch, a config size) skips. A case the facts make
    free (a dimension of module.forward_inputs written as a name) fails,
    naming the dimension's fact rather than the port, since a dimension upstream
    cannot cut (an even width, a multiple of a tile) is written as its number.
    """
    if case is None or isinstance(error, HookNotWired):
        raise error
    import pytest

    if case.optional:
        pytest.skip(f"the feature-off {what} does not accept {case.what} ({type(error).__name__}: {error}), so the port need not")
    raise AssertionError(
        f"the feature-off {what} rejects {case.what} ({type(error).__name__}: {error}): upstream itself fails here, not the "
        "port. A dimension module.forward_inputs names is varied (cut to an odd size, to 1); write a dimension that cannot "
        "take any size (an even width, a multiple of a tile) as its number, and render again"
    ) from error


def size_arguments(adapter: Adapter, case: InputCase | None, hooks: tuple[str, str]) -> dict[str, Any]:
    """The keyword that builds ``case``'s config sizes: {"sizes": {...}}, or {} for a case that keeps them.

    A config size (hidden_size) is fixed when the module is built, so only
    the adapter can change it: the build hook and the inputs hook take an
    optional ``sizes`` mapping of config fields to use instead of their
    defaults. An adapter without it fails the case, saying what to add.
    """
    if case is None or not case.config:
        return {}
    sizes = dict(case.config)
    missing = [hook for hook in hooks if not adapter.accepts(hook, "sizes")]
    if missing:
        fields = ", ".join(f"{name}={size}" for name, size in sizes.items())
        raise HookNotWired(
            f"port_adapter.{' and '.join(missing)} take{'s' if len(missing) == 1 else ''} no `sizes` argument, so the scaffold "
            f"cannot build the module at another config size ({fields}). Add `sizes: dict[str, int] | None = None` to "
            f"{' and '.join(hooks)} and use each given config field instead of its default: kernels that are right at the "
            "one size a user wires drop or misread the tail of a dimension that is not a multiple of their tile"
        )
    return {"sizes": sizes}


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
    return {
        "==": actual == expected,
        "!=": actual != expected,
        "<": actual < expected,
        "<=": actual <= expected,
        ">": actual > expected,
        ">=": actual >= expected,
    }[op]


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
        verdict = (
            f"the run passes because {ALLOW_NUMERICS_SKIPPED}=1"
            if allowed
            else f"exit status 1 (set {ALLOW_NUMERICS_SKIPPED}=1 to accept it)"
        )
        return f"port validation: every numeric and training check skipped, so the port's numbers were not checked: {reasons}. {verdict}"
