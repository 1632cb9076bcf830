"""The Plan: every decision about one port, each a computed property of the facts and the tables.

A Plan is frozen: it holds the facts, the tolerance tables and where the
scaffold and the bundle's scripts sit, and nothing else. Every decision is a
property computed once from those (and from other decisions) by one
``decide_*`` function of this package, so a decision exists in one place and
reads its inputs by name. Templates print a Plan and nothing else, so the
validation plan and the generated tests cannot disagree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import cached_property
from typing import Any

from ..common.escape import shell_command
from ..facts.contract import Facts
from ..facts.vocabulary import FRAMEWORK_RUNTIMES
from ..frameworks import Framework, framework_named
from . import numerics, port_side, requirements
from .checks import decide_checks, decide_config_independent
from .files import decide_files
from .hooks import decide_hooks
from .model import (
    Check,
    ConstraintRule,
    ErrorRatioRule,
    ExistingTest,
    Hook,
    InputVariation,
    OpTolerance,
    Oracle,
    PerfRule,
    Question,
    Site,
    SnrRule,
    StepRule,
    Sweep,
    Tier,
    VersionRule,
)
from .perf import decide_perf
from .questions import decide_questions
from .sites import BINDING_STYLES, decide_call_counted, decide_port_missing, decide_port_shown, decide_sites, decide_sweep
from .tolerances import Tables

# Where a Primus reference run's outputs go (dump_reference.py) and where the test reads them.
REFERENCE_FILE = "primus_reference.pt"


@dataclass(frozen=True)
class Plan:
    """Every decision for one port; the templates' only input."""

    facts: Facts
    tables: Tables
    facts_name: str = "port_facts.yaml"
    # This bundle's scripts/ as seen from the scaffold, and the scaffold's own path, so that printed commands run.
    scripts_path: str = "scripts"
    scaffold_dir: str = "<this directory>"
    facts_path: str = ""  # the facts file as seen from the scaffold ("" when unknown: its name)

    def resolved(self) -> Plan:
        """The plan with every decision made now, so a decision that cannot be made fails here, not mid-render."""
        for name in DECISIONS:
            getattr(self, name)
        return self

    # --- what kind of port, and where numerics are compared -------------------------------------------------

    @cached_property
    def framework(self) -> Framework:
        return framework_named(self.facts.framework.name)

    @cached_property
    def scaffold(self) -> str:
        """pytorch or jax: the facts' framework.runtime, else the framework's own (MaxText is JAX), else pytorch."""
        return self.facts.framework.runtime or FRAMEWORK_RUNTIMES.get(self.facts.framework.name, "pytorch")

    @cached_property
    def port_kind(self) -> str:
        """drop_in, full_replacement, config or env: what kind of change the port is."""
        style = self.facts.feature.patch_style
        if style == "config_rewrite":
            return "config"
        if style == "env_or_lifecycle":
            return "env"
        return self.facts.feature.port_kind or "drop_in"

    @cached_property
    def level(self) -> str:
        """Where numerics are compared: op, step, both, or none for config and env patches."""
        if self.port_kind in ("config", "env"):
            return self.facts.numerics.level or "none"
        if self.facts.numerics.level:
            return self.facts.numerics.level
        # A full replacement still computes a layer's function: op level at a reordering tolerance, and steps.
        return "both" if self.port_kind == "full_replacement" else "op"

    @cached_property
    def oracle(self) -> Oracle:
        return numerics.decide_oracle(self.port_kind, self.level)

    @cached_property
    def has_module(self) -> bool:
        """A module under test exists when outputs are compared, or when a replacement's checkpoints must still load."""
        return self.port_kind == "full_replacement" or self.level in ("op", "both")

    @cached_property
    def has_op_level(self) -> bool:
        return bool(self.op_tolerances or self.snr_rules)

    @cached_property
    def has_step_level(self) -> bool:
        return self.step is not None

    @cached_property
    def backward(self) -> bool:
        return self.facts.numerics.backward

    # --- thresholds -------------------------------------------------------------------------------------------

    @cached_property
    def compute_dtype(self) -> str:
        return numerics.decide_compute_dtype(self.facts)

    @cached_property
    def snr_reference(self) -> str:
        """The dtype the ported module runs in for the SNR checks."""
        return self.compute_dtype

    @cached_property
    def op_tolerances(self) -> tuple[OpTolerance, ...]:
        return numerics.decide_op_tolerances(self.facts, self.tables, self.level, self.port_kind)

    @cached_property
    def checkpoint_tolerance(self) -> OpTolerance | None:
        """Outputs after loading a feature-off checkpoint with the feature on; None when nothing is compared at op level."""
        if self.level not in ("op", "both"):
            return None
        return numerics.decide_checkpoint_tolerance(self.facts, self.tables, self.compute_dtype, self.port_kind)

    @cached_property
    def reorder_derivation(self) -> str:
        """How a full replacement's op-level tolerances were derived ("" for table rows)."""
        if self.port_kind != "full_replacement" or not self.op_tolerances:
            return ""
        return numerics.decide_reorder_tolerances(self.facts, self.tables)[1]

    @cached_property
    def error_ratios(self) -> tuple[ErrorRatioRule, ...]:
        return numerics.decide_error_ratios(self.facts, self.tables, self.op_tolerances, self.port_kind)

    @cached_property
    def snr_rules(self) -> tuple[SnrRule, ...]:
        return numerics.decide_snr(self.facts, self.tables, self.level)

    @cached_property
    def default_precision(self) -> str:
        """The format every test starts and ends in: the first listed, which set_feature(True) selects by default."""
        return self.snr_rules[0].fmt if self.snr_rules else ""

    @cached_property
    def env_formats(self) -> tuple[tuple[str, str], ...]:
        """(variable, format) for the environment variables one format under test needs."""
        formats = {r.fmt for r in self.snr_rules}
        return tuple((var, fmt) for var, fmt in self.facts.enable.env_formats.items() if fmt in formats)

    @cached_property
    def variation(self) -> InputVariation | None:
        """What the scaffold varies that the hooks do not, wherever outputs are compared at op level: a drop-in kernel's
        bugs hide behind default inits and one shape, and so do a full replacement's (a token dispatcher's capacity,
        its tail of tokens, its scale on small routing weights), judged at its reordering tolerance."""
        if not self.op_tolerances:
            return None
        return numerics.decide_variation(self.facts, self.tables, self.level, self.scaffold)

    @cached_property
    def sized_cases(self) -> tuple[str, ...]:
        """The input cases that change a size (cut a dimension, or build at another config size): the error ratio runs on them too."""
        return tuple(c.name for c in self.variation.cases if c.sizes or c.config) if self.variation else ()

    @cached_property
    def params_to_compare(self) -> tuple[str, ...]:
        return self.facts.module.params_to_compare

    @cached_property
    def frozen_inputs(self) -> tuple[str, ...]:
        """Floating inputs whose gradients are neither computed nor compared."""
        return tuple(i.name for i in self.facts.module.forward_inputs if i.is_tensor and not i.requires_grad)

    @cached_property
    def seed(self) -> int:
        return int(self.tables.settings["seed"].value)

    @cached_property
    def determinism_dtypes(self) -> tuple[str, ...]:
        """The dtypes the ported path must repeat bit for bit in: every compared dtype, else the compute dtype.

        One dtype is not enough: a weight gradient summed in a varying order
        (atomics) changes its fp32 bits on every run, and rounding to bf16 hides
        that at small sizes.
        """
        return tuple(t.dtype for t in self.op_tolerances) or (self.compute_dtype,)

    @cached_property
    def determinism_runs(self) -> int:
        return int(numerics.setting(self.facts, self.tables, "determinism_runs")[0])

    @cached_property
    def smoke_steps(self) -> int:
        return int(self.tables.settings["smoke_steps"].value)

    @cached_property
    def step(self) -> StepRule | None:
        return numerics.decide_step(self.facts, self.tables, self.level)

    @cached_property
    def perf(self) -> PerfRule:
        # A replacement's cost (communication included) shows in a whole training step.
        level = "step" if self.port_kind == "full_replacement" else self.level
        return decide_perf(self.facts, self.tables, level, self.scaffold)

    @cached_property
    def overrides(self) -> tuple[str, ...]:
        """Thresholds the user set, as "name: value (table default: x)"."""
        return numerics.decide_overrides(self.facts, self.tables)

    # --- sites and what the port changes ----------------------------------------------------------------------

    @cached_property
    def sites(self) -> tuple[Site, ...]:
        return decide_sites(self.facts)

    @cached_property
    def transient_sites(self) -> tuple[str, ...]:
        """Bindings swapped only during a call; they must be pristine after it."""
        return self.facts.upstream.transient

    @cached_property
    def sweep(self) -> Sweep | None:
        return decide_sweep(self.facts, self.sites)

    @cached_property
    def port_shown(self) -> tuple[tuple[str, str], ...]:
        """The port's objects for the plan's header: (object, the site it is for, "" for every site)."""
        return decide_port_shown(self.facts)

    @cached_property
    def port_missing(self) -> str:
        return decide_port_missing(self.sites)

    @cached_property
    def sites_note(self) -> str:
        if self.sites:
            return ""
        return port_side.decide_sites_note(self.facts, self.facts.feature.patch_style in BINDING_STYLES)

    @cached_property
    def changes_sharding(self) -> bool:
        """The outputs' sharding is checked against expected_sharding() (JAX only)."""
        return self.facts.feature.changes_sharding and self.scaffold == "jax"

    @cached_property
    def port_built_check(self) -> bool:
        """Whether a test checks that build_module(ported=True) holds the port.

        A port rebound at every site can still be missed by the module under
        test: TorchTitan's Config.build() builds the class the Config belongs
        to, so a port without a Config of its own is never built. A JAX
        "module" is an apply function: a rebound function leaves no trace in it.
        """
        upstream = self.facts.upstream
        return (
            self.scaffold == "pytorch"
            and self.has_module
            and bool(upstream.symbols or upstream.aliases)
            and bool(self.facts.implementation.ported)
        )

    @cached_property
    def call_counted(self) -> tuple[tuple[str, str], ...]:
        """Objects whose calls are counted during the ported run, as (facts field, dotted path)."""
        return decide_call_counted(self.facts, self.port_kind)

    @cached_property
    def side_effects(self) -> tuple[tuple[str, Any], ...]:
        return tuple(self.facts.enable.side_effects.items())

    @cached_property
    def guarded_side_effects(self) -> bool:
        """A config rewrite's constraints are its guards: where one does not hold, the values must stay untouched."""
        return self.port_kind == "config" and bool(self.constraints) and bool(self.side_effects)

    @cached_property
    def env(self) -> tuple[tuple[str, str], ...]:
        return tuple(self.facts.enable.env.items())

    @cached_property
    def header_empty(self) -> dict[str, str]:
        """What the header prints for a fact that holds nothing: "not given" when the file leaves it out, never "none"."""
        return port_side.decide_header_empty(self.facts)

    @cached_property
    def platform_shown(self) -> str:
        """The platform as the header prints it, saying when it is only the default."""
        unwritten = self.header_empty["requires.platform"] == "not given"
        return f"{self.platform} (requires.platform not given: no platform skip until it is)" if unwritten else self.platform

    @cached_property
    def differences(self) -> tuple[str, ...]:
        """Where the port differs from Primus, one line each."""
        return port_side.decide_differences(self.facts, requirements.decide_constraints(self.facts))

    @cached_property
    def notes(self) -> tuple[str, ...]:
        return self.facts.notes

    # --- when the tests run and skip ----------------------------------------------------------------------------

    @cached_property
    def constraints(self) -> tuple[ConstraintRule, ...]:
        return port_side.decide_port_constraints(self.facts, requirements.decide_constraints(self.facts))

    @cached_property
    def packages(self) -> tuple[VersionRule, ...]:
        return requirements.decide_packages(self.facts)

    @cached_property
    def framework_version(self) -> VersionRule | None:
        return requirements.decide_framework_version(self.facts, self.framework)

    @cached_property
    def platform(self) -> str:
        return self.facts.requires.platform

    @cached_property
    def platform_name(self) -> str:
        return requirements.PLATFORM_NAMES[self.platform]

    @cached_property
    def platform_source(self) -> str:
        return "requires.platform"

    @cached_property
    def platform_skip(self) -> str:
        return requirements.decide_platform_skip(self.facts, self.scaffold)

    @cached_property
    def skips_note(self) -> str:
        return requirements.decide_skips_note(self.facts)

    @cached_property
    def gpu_reason(self) -> str:
        """Why the low-precision checks need a GPU ("" when none do)."""
        gpu_only = [r.fmt for r in self.snr_rules if r.needs_gpu]
        return ", ".join(gpu_only) + " kernels run on a GPU only" if gpu_only else ""

    @cached_property
    def compute_checks_need_gpu(self) -> bool:
        """Only low-precision dtypes: determinism and "feature off is upstream" run in one of them, on a GPU unless
        every format listed is emulated on the CPU (fp8 is; mxfp8 and mxfp4 are not)."""
        return bool(self.snr_rules) and not self.op_tolerances and any(r.needs_gpu for r in self.snr_rules)

    @cached_property
    def process_group(self) -> str:
        """Why the tests join a one-rank process group outside torchrun ("" when they need none)."""
        return self.framework.process_group

    @cached_property
    def parallel_sizes(self) -> tuple[tuple[str, int], ...]:
        """(TP, n), (EP, n), (PP, n), (CP, n) of the run."""
        return tuple(port_side.decide_parallel_sizes(self.facts, self.constraints).items())

    @cached_property
    def world_size(self) -> int:
        """Processes the run needs; above 1 the plan gives the torchrun command."""
        return port_side.decide_world_size(dict(self.parallel_sizes))

    @cached_property
    def one_process_limits(self) -> tuple[str, ...]:
        return port_side.decide_one_process_limits(dict(self.parallel_sizes), self.world_size, self.constraints)

    # --- the tests, the hooks, the questions ---------------------------------------------------------------------

    @cached_property
    def checks(self) -> Mapping[str, tuple[Check, ...]]:
        """The generated tests of each tier, from the catalogue in checks.py (read-only, like the Plan)."""
        return decide_checks(self)

    @cached_property
    def config_independent_tests(self) -> tuple[str, ...]:
        """Tests that run whatever run_config() says: bindings, side effects, environment."""
        return decide_config_independent(self)

    @cached_property
    def tiers(self) -> tuple[Tier, ...]:
        return requirements.decide_tiers(self)

    @cached_property
    def hooks(self) -> tuple[Hook, ...]:
        return decide_hooks(self)

    @cached_property
    def questions(self) -> tuple[Question, ...]:
        return decide_questions(self)

    @cached_property
    def existing_tests(self) -> tuple[ExistingTest, ...]:
        """Before/after commands for the user's existing tests; "after" really turns the port on."""
        return tuple(ExistingTest(path, before, after) for path, before, after in self._existing_test_commands[1])

    @cached_property
    def existing_tests_how(self) -> str:
        """How the "after" commands turn the port on."""
        return self._existing_test_commands[0]

    @cached_property
    def _existing_test_commands(self) -> tuple[str, tuple[tuple[str, str, str], ...]]:
        return port_side.decide_existing_test_commands(self.facts, self.scaffold_dir)

    # --- files and commands -----------------------------------------------------------------------------------------

    @cached_property
    def files(self) -> tuple[str, ...]:
        facts = self.facts
        return decide_files(
            self.scaffold,
            op_level=bool(self.op_tolerances),
            existing_tests=bool(facts.user.existing_tests),
            env_enables=bool(facts.port.env),
            step_level=self.step is not None,
        )

    @cached_property
    def reference_file(self) -> str:
        return REFERENCE_FILE

    @cached_property
    def reference_versions_of(self) -> tuple[str, ...]:
        """Distributions whose versions a Primus reference file records: Primus, Turbo, the requirements, the framework."""
        framework = [self.framework.package[0]] if self.framework.package else []
        return tuple(dict.fromkeys(["primus", "primus-turbo", *self.facts.requires.packages, *framework]))

    @cached_property
    def regenerate_command(self) -> str:
        """render.py as it runs from the scaffold directory, on the facts file this scaffold was rendered from."""
        return shell_command(["python", self.scripts_path + "/render.py", self.facts_path or self.facts_name, "-o", "."])

    @cached_property
    def compare_losses_command(self) -> str:
        """The loss-curve CLI as it runs from the scaffold directory."""
        return shell_command(["python", self.scripts_path + "/compare_losses.py"])

    # --- lookups the templates use ---------------------------------------------------------------------------------

    def has_check(self, test: str) -> bool:
        """Whether any tier generates the test called ``test``."""
        return any(check.test == test for tier in self.tiers for check in tier.checks)

    def hook(self, name: str) -> Hook:
        """The hook called ``name``."""
        return next(h for h in self.hooks if h.name == name)

    @property
    def pristine_paths(self) -> tuple[str, ...]:
        """Every binding whose upstream object the conftest captures before any test turns the port on."""
        paths = [s.path for s in self.sites]
        return tuple(paths) + tuple(p for p in self.transient_sites if p not in paths)

    @property
    def required_hooks(self) -> tuple[Hook, ...]:
        return tuple(h for h in self.hooks if h.required)

    @property
    def required_hook_names(self) -> tuple[str, ...]:
        return tuple(h.name for h in self.required_hooks)


# Every decision, in the order resolved() makes them.
DECISIONS = tuple(name for name, value in vars(Plan).items() if isinstance(value, cached_property))
INPUTS = tuple(f.name for f in fields(Plan))
