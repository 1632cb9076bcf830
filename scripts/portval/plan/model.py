"""The Plan: every decision about one port, made once by ``decide.py``.

Templates print a Plan and nothing else, so the validation plan and the
generated tests cannot disagree. Everything here is a frozen dataclass of
plain values that a template can print as a Python or YAML literal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..facts.contract import Facts


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


@dataclass(frozen=True)
class InputVariation:
    """What the scaffold varies that the user's hooks do not: parameters, magnitudes, sizes, layout."""

    parameter_perturbation: float
    perturbation_source: str
    cases: tuple[InputCaseRule, ...]
    variable_dims: dict[str, dict[str, int]]  # input -> {dimension name: axis} of the dimensions cases may cut
    scaled_inputs: tuple[str, ...] | None  # inputs whose magnitudes and layout change (None: every floating input)
    sizes_note: str  # why sizes are varied, or why not


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
    variation: InputVariation | None  # None when nothing is compared at op level
    params_to_compare: tuple[str, ...]
    frozen_inputs: tuple[str, ...]  # floating inputs whose gradients are neither computed nor compared
    seed: int
    determinism_runs: int
    smoke_steps: int
    step: StepRule | None
    perf: PerfRule
    sites: tuple[Site, ...]
    transient_sites: tuple[str, ...]  # bindings swapped only during a call; they must be pristine after it
    sweep: Sweep | None  # the runtime search for bindings no site list names (None: no sites)
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
    # The user's port as distinct from Primus (port_side.py); defaults keep older callers valid.
    differences: tuple[str, ...] = ()  # where the port differs from Primus, one line each
    notes: tuple[str, ...] = ()  # what the port does that no field holds (facts `notes`)
    sites_note: str = ""  # what the plan says when no site is checked: not given yet, or none
    skips_note: str = ""  # what the plan says when no skip condition applies: not given yet, or never
    existing_tests_how: str = ""  # how the "after" commands turn the port on
    parallel_sizes: tuple[tuple[str, int], ...] = ()  # (TP, n), (EP, n), (PP, n), (CP, n) of the run
    world_size: int = 1  # processes the run needs; above 1 the plan gives the torchrun command
    one_process_limits: tuple[str, ...] = ()  # what a one-process run cannot check
    compute_checks_need_gpu: bool = False  # only low-precision dtypes, one of them GPU-only: determinism and feature-off need a GPU
    compare_losses_command: str = ""  # the loss-curve CLI as it runs from the scaffold directory
    env_formats: tuple[tuple[str, str], ...] = ()  # (variable, format) for variables one format needs
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
