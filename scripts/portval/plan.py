"""The Plan: every decision about one port, made once by ``decide.py``.

Templates print a Plan and nothing else, so the validation plan and the
generated tests cannot disagree. Everything here is a frozen dataclass of
plain values that a template can print as a Python or YAML literal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .facts import Facts


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


@dataclass(frozen=True)
class Site:
    """A binding the port must rebind: ``module.attr`` (or ``module.Class.attr``)."""

    path: str
    role: str  # symbol | alias
    ported: str | None  # the object it must bind when the feature is on, if the facts name it


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


@dataclass(frozen=True)
class Plan:
    """Every decision for one port; the templates' only input."""

    facts: Facts
    scaffold: str  # pytorch | jax: which runtime's templates print this plan
    port_kind: str  # drop_in | full_replacement | config | env
    level: str  # op | step | both | none
    oracle: Oracle
    has_module: bool
    has_op_level: bool
    has_step_level: bool
    backward: bool
    compute_dtype: str
    op_tolerances: tuple[OpTolerance, ...]
    # Outputs after loading a feature-off checkpoint with the feature on; None when op-level closeness is
    # the wrong oracle (a full replacement): then the outputs need only be finite.
    checkpoint_tolerance: OpTolerance | None
    error_ratios: tuple[ErrorRatioRule, ...]
    snr_rules: tuple[SnrRule, ...]
    snr_reference: str  # dtype the ported module runs in for the SNR checks
    params_to_compare: tuple[str, ...]
    frozen_inputs: tuple[str, ...]  # floating inputs whose gradients are neither computed nor compared
    seed: int
    determinism_runs: int
    smoke_steps: int
    step: StepRule | None
    perf: PerfRule
    sites: tuple[Site, ...]
    transient_sites: tuple[str, ...]  # bindings swapped only during a call; they must be pristine after it
    changes_sharding: bool  # the outputs' sharding is checked against expected_sharding() (JAX)
    # Why the tests join a one-rank process group outside torchrun ("" when they need none).
    process_group: str
    port_built_check: bool  # test that build_module(ported=True) holds the port (implementation.ported)
    side_effects: tuple[tuple[str, Any], ...]
    env: tuple[tuple[str, str], ...]
    constraints: tuple[ConstraintRule, ...]
    packages: tuple[VersionRule, ...]
    framework_version: VersionRule | None
    platform: str
    platform_name: str  # ROCm, CUDA or any platform
    platform_source: str
    platform_skip: str  # when the platform skip applies, in the runtime's words ("" for any platform)
    gpu_reason: str  # why the low-precision checks need a GPU ("" when none do)
    hooks: tuple[Hook, ...]
    tiers: tuple[Tier, ...]
    questions: tuple[Question, ...]
    existing_tests: tuple[ExistingTest, ...]
    overrides: tuple[str, ...]  # thresholds the user set, as "name: value (table default: x)"
    reference_file: str  # where dump_reference.py writes Primus's results and the test reads them
    reference_versions_of: tuple[str, ...]  # distributions whose versions go into the reference file
    files: tuple[str, ...]
    regenerate_command: str
    # Objects whose calls are counted during the ported run, as (facts field, dotted path); () when the facts name none.
    call_counted: tuple[tuple[str, str], ...] = ()
    # How the op-level tolerances of a full replacement were derived ("" for table rows).
    reorder_derivation: str = ""
    # Tests that run whatever run_config() says: bindings, side effects, environment (constraints skip the rest).
    config_independent_tests: tuple[str, ...] = ()
    # A config rewrite's constraints are its guards: where one does not hold, the values must stay untouched.
    guarded_side_effects: bool = False
    # The low-precision format every test starts and ends in ("" when the adapter has no set_precision).
    default_precision: str = ""

    def has_check(self, test: str) -> bool:
        """Whether any tier generates the test called ``test``."""
        return any(check.test == test for tier in self.tiers for check in tier.checks)

    def hook(self, name: str) -> Hook:
        """The hook called ``name``."""
        return next(h for h in self.hooks if h.name == name)

    @property
    def pristine_paths(self) -> tuple[str, ...]:
        """Every binding whose upstream object the conftest captures before any test turns the port on."""
        return tuple(s.path for s in self.sites) + tuple(p for p in self.transient_sites if p not in {s.path for s in self.sites})

    @property
    def required_hooks(self) -> tuple[Hook, ...]:
        return tuple(h for h in self.hooks if h.required)

    @property
    def required_hook_names(self) -> tuple[str, ...]:
        return tuple(h.name for h in self.required_hooks)
