"""The values a Plan's decisions are made of: oracles, tolerances, rules, sites, checks, hooks, tiers, questions.

Templates print a Plan and nothing else, so the validation plan and the
generated tests cannot disagree. Everything here is a frozen dataclass of
plain values that a template can print as a Python or YAML literal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Oracle:
    """What the correctness tier compares against, and why that is the right oracle."""

    kind: str  # op_level | step_level | op_and_step | config_values | env_and_hooks
    title: str
    why: str
    not_this: str  # the tempting wrong oracle, and why it is wrong here ("" when none)


@dataclass(frozen=True)
class OpTolerance:
    dtype: str
    rtol: float
    atol: float
    source: str


@dataclass(frozen=True)
class ErrorRatioRule:
    dtype: str
    factor: float
    floor_eps: float
    source: str


@dataclass(frozen=True)
class SnrRule:
    fmt: str
    min_db: float
    source: str
    # The port's SNR (global, worst row, worst column) may fall this far below upstream's low-precision path.
    margin_db: float = 1.0
    margin_source: str = ""
    needs_gpu: bool = True  # False when torch and JAX emulate the format on the CPU with their own casts


@dataclass(frozen=True)
class InputCaseRule:
    """A variation of the adapter's inputs the scaffold adds (portval_core.InputCase prints from it)."""

    name: str
    what: str
    why: str
    scale: float = 1.0
    outlier_every: int = 0
    outlier_scale: float = 1.0
    sizes: str = ""  # "", odd, one, zero
    non_contiguous: bool = False
    optional: bool = False  # the feature-off module may reject it: then the test skips, saying so
    config: tuple[tuple[str, int], ...] = ()  # config fields built at another size, as (name, size)


@dataclass(frozen=True)
class InputVariation:
    """What the scaffold varies that the user's hooks do not: parameters, magnitudes, sizes, layout."""

    parameter_perturbation: float
    perturbation_source: str
    cases: tuple[InputCaseRule, ...]
    variable_dims: dict[str, dict[str, int]]  # input -> {dimension name: axis} of the dimensions cases may cut
    scaled_inputs: tuple[str, ...] | None  # inputs whose magnitudes and layout change (None: every floating input)
    sizes_note: str  # why sizes are varied, or why not
    config_sizes: dict[str, int]  # config fields the build hooks are asked to vary (sizes=), at the adapter's values
    config_note: str  # why config sizes are varied, or why not


@dataclass(frozen=True)
class StepRule:
    """Step-level loss comparison: N steps, per-step and mean band, allowed outliers."""

    steps: int
    rtol_max: float
    rtol_mean: float
    allowed_failures: int
    exact: bool
    sources: dict[str, str]
    # exact (bitwise), noise (calibrated on the baseline run again from another seed) or band (relative, the user's).
    detector: str = "noise"
    noise_ratio: float = 0.02


@dataclass(frozen=True)
class PerfRule:
    level: str  # step | op
    margin: float
    memory_margin: float
    trials: int
    max_trials: int
    warmup: int
    budget_s: float
    confidence: float
    sources: dict[str, str]
    flush_l2: bool = False  # flush the GPU's L2 cache before each timed call (op level)
    production: tuple[str, ...] = ()  # the settings of a training run the benchmark applies, in words


@dataclass(frozen=True)
class Site:
    """A binding the port must rebind: ``module.attr`` (or ``module.Class.attr``)."""

    path: str
    role: str  # symbol | alias
    ported: str | None  # the object it must bind when the feature is on, if the facts name it
    origin: str = ""  # where the facts got it, when not from the patch itself (find_sites.py)


@dataclass(frozen=True)
class Sweep:
    """The runtime sweep: loaded modules under ``packages`` must not keep a replaced object, minus ``skip``."""

    packages: tuple[str, ...]  # top-level packages searched: the framework's and the port's
    skip: tuple[str, ...]  # modules (with submodules) and module.attribute bindings left alone
    why_skipped: tuple[tuple[str, str], ...]  # (entry, why) for the plan


@dataclass(frozen=True)
class ConstraintRule:
    """A facts constraint as a skip condition over ``run_config()``."""

    text: str
    names: tuple[str, ...]
    python: str  # expression over ``config[...]``
    op: str
    value: Any
    source: str


@dataclass(frozen=True)
class VersionRule:
    """An installed package (or the framework) whose version must satisfy ``clauses``."""

    package: str
    import_name: str
    distribution: str
    text: str  # the specifier as written; "" for any version
    # Alternatives of (op, release, prefix) clause lists: one must hold in full; () for any version.
    alternatives: tuple[tuple[tuple[str, tuple[int, ...], bool], ...], ...]
    source: str


@dataclass(frozen=True)
class Check:
    """One generated test: its tier, function name, parameter ids, what it checks and why."""

    tier: str
    test: str
    params: tuple[str, ...]
    what: str
    why: str


@dataclass(frozen=True)
class Hook:
    """An adapter hook: its signature, whether the user must fill it, and the facts that say how."""

    name: str
    signature: str
    returns: str
    doc: str
    required: bool
    guidance: tuple[str, ...]
    used_by: tuple[str, ...]
    unwired_message: str


@dataclass(frozen=True)
class Tier:
    name: str  # correctness | integration | performance
    checks: tuple[Check, ...]
    needs_gpu: bool
    device_reason: str
    runnable_here: str  # yes | no | unknown (the user has not said whether they have a GPU)


@dataclass(frozen=True)
class Question:
    """Something only the user can answer; ``field`` is where the answer goes in the facts."""

    field: str
    text: str


@dataclass(frozen=True)
class ExistingTest:
    path: str
    before: str
    after: str
