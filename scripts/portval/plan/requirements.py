"""Decisions about where the tests run and when they skip: constraints, packages, versions, platform, GPU."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..facts.contract import Facts
from ..facts.vocabulary import VersionGate
from ..frameworks import Framework
from . import port_side
from .model import ConstraintRule, SnrRule, Tier, VersionRule

if TYPE_CHECKING:
    from .plan import Plan




# Packages whose import name is not the distribution name with '-' turned into '_'.
IMPORT_NAMES = {"megatron-core": "megatron.core", "transformer-engine": "transformer_engine"}


PLATFORM_NAMES = {"rocm": "ROCm", "cuda": "CUDA", "any": "any platform"}


def decide_constraints(facts: Facts) -> tuple[ConstraintRule, ...]:
    """Each constraint as a skip condition evaluated over run_config()."""
    rules = []
    for c in facts.constraints:
        value = list(c.value) if isinstance(c.value, tuple) else c.value
        op = "not in" if c.op == "not_in" else c.op
        rules.append(ConstraintRule(f"{c.param.text} {op} {value!r}", c.param.names, c.param.python, c.op, c.value, c.source))
    return tuple(rules)


def _clauses(gate: VersionGate) -> tuple[tuple[str, tuple[int, ...], bool], ...]:
    return tuple((c.op, c.release, c.prefix) for c in gate.clauses)


def decide_packages(facts: Facts) -> tuple[VersionRule, ...]:
    """Required packages as import-and-version checks."""
    rules = []
    for name, gate in facts.requires.packages.items():
        import_name = IMPORT_NAMES.get(name, name.replace("-", "_"))
        alternatives = (_clauses(gate),) if gate else ()
        rules.append(VersionRule(name, import_name, name, gate.text if gate else "", alternatives, "requires.packages"))
    return tuple(rules)


def decide_framework_version(facts: Facts, framework: Framework) -> VersionRule | None:
    """The framework's installed version against requires.backend_versions (any one range may match)."""
    gates = facts.requires.backend_versions
    package = framework.package
    if not gates or package is None:
        return None
    distribution, import_name = package
    # Several entries mean "any of these ranges"; the first whose clauses hold admits the version.
    text = " or ".join(g.text for g in gates)
    alternatives = tuple(_clauses(g) for g in gates)
    return VersionRule(facts.framework.name, import_name, distribution, text, alternatives, "requires.backend_versions")


def decide_platform_skip(facts: Facts, runtime: str) -> str:
    """When the platform skip applies, in the runtime's words ("" for any platform)."""
    if facts.requires.platform == "any":
        return ""
    name = PLATFORM_NAMES[facts.requires.platform]
    return f"JAX does not run on {name}" if runtime == "jax" else f"torch is not a {name} build"


def decide_gpu_need(facts: Facts, snr_rules: tuple[SnrRule, ...]) -> tuple[bool, str]:
    """Whether correctness needs a GPU, and why."""
    environment_gpu, reason = decide_environment_gpu(facts)
    if environment_gpu:
        return True, reason
    gpu_only = [r.fmt for r in snr_rules if r.needs_gpu]
    if gpu_only:
        return True, f"{', '.join(gpu_only)} kernels run on a GPU only"
    return False, "runs on the CPU or a GPU"


def decide_environment_gpu(facts: Facts) -> tuple[bool, str]:
    """Whether every test needs a GPU because of what must be installed or what the port's code needs."""
    if facts.requires.platform != "any":
        return True, f"the port runs on {PLATFORM_NAMES[facts.requires.platform]} only (requires.platform)"
    gpu_only = port_side.gpu_only_packages(facts)
    if gpu_only:
        return True, f"{', '.join(gpu_only)} install and run on a GPU machine only (requires.packages)"
    if facts.port.needs_gpu:
        return True, "the port's code runs on a GPU only (port.needs_gpu)"
    return False, "runs on the CPU or a GPU"


def _runnable(needs_gpu: bool, gpu: bool | None) -> str:
    if not needs_gpu:
        return "yes"
    return {True: "yes", False: "no", None: "unknown"}[gpu]



def decide_skips_note(facts: Facts) -> str:
    """What the plan says when no skip condition applies: the facts say none, or they do not say yet."""
    if {"requires", "constraints"} & facts.given or not facts.given:
        return "never: the facts name no constraint, package, version or platform."
    return port_side.NOT_GIVEN + ": the facts give no requires or constraints section yet."



def decide_tiers(plan: Plan) -> tuple[Tier, ...]:
    """The three tiers: their checks, whether each needs a GPU and why, and whether it can run here."""
    facts = plan.facts
    correctness_gpu, gpu_reason = decide_gpu_need(facts, plan.snr_rules)
    platform_gpu, environment_reason = decide_environment_gpu(facts)
    timing = "timing means something only on the device the port targets; the harness runs on the CPU for a dry run"
    return (
        Tier("correctness", plan.checks["correctness"], correctness_gpu, gpu_reason, _runnable(correctness_gpu, facts.user.gpu)),
        Tier("integration", plan.checks["integration"], platform_gpu, environment_reason, _runnable(platform_gpu, facts.user.gpu)),
        Tier("performance", plan.checks["performance"], True, timing, _runnable(True, facts.user.gpu)),
    )
