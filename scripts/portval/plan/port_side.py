"""Decisions about the user's port as distinct from Primus's patch.

``upstream`` and ``enable`` in the facts record what Primus does: the sites
its handler rebinds, its ``condition=`` flags, its phase. A fork's port may
rebind other sites (a class wrapping ``TENorm`` instead of TE's ``RMSNorm``)
and be turned on its own way (its own flag, an environment variable, a call).
The tests use the port's side; the plan says where the two differ. The
functions here also decide what "not given" reads as, which parallel layout
a run needs, and what a one-process run cannot check.
"""

from __future__ import annotations

import math

from ..common.escape import shell_word
from ..facts.contract import Facts
from ..frameworks import PARALLEL_NAMES, Framework
from .model import ConstraintRule

NOT_GIVEN = "not given yet (see the open questions)"

# Packages whose kernels exist only on a GPU: a machine without one cannot import or run them.
GPU_ONLY_PACKAGES = frozenset({
    "transformer-engine", "transformer_engine", "transformer-engine-torch",
    "primus-turbo", "primus_turbo", "deep-ep", "deep_ep", "deepep", "flash-attn", "flash_attn",
})



# The facts the plan's header shows, each a field a facts file may leave out: left out, it is unknown, not "none".
HEADER_FIELDS = (
    "implementation.primus", "implementation.turbo", "enable.flags", "enable.env", "enable.side_effects", "requires.platform",
)


def decide_header_empty(facts: Facts) -> dict[str, str]:
    """What the plan's header prints for each of its fields when it holds nothing: "not given" when the facts file
    leaves the field out, "none" when it gives it empty (facts built without a file give every field)."""
    return {field: "not given" if facts.given and field not in facts.given else "none" for field in HEADER_FIELDS}


def decide_port_sites(facts: Facts) -> tuple[tuple[str, str], ...]:
    """The bindings the tests check, each with its role: the port's own when given, else Primus's."""
    if facts.port.sites is not None:
        return tuple((path, "port site") for path in facts.port.sites)
    sites = [(path, "symbol") for path in facts.upstream.symbols]
    sites += [(path, "alias") for path in facts.upstream.aliases if path not in facts.upstream.symbols]
    return tuple(sites)


def decide_sites_note(facts: Facts, binding_style: bool) -> str:
    """What the plan says when the tests check no site: not given yet, or truly none."""
    if facts.port.sites == () or not binding_style:
        return "none: the port rebinds no upstream symbol."
    return f"{NOT_GIVEN}: until the facts name the sites (port.sites, or Primus's upstream.symbols), no binding is checked."


def primus_only_keys(facts: Facts, constraints: tuple[ConstraintRule, ...]) -> tuple[str, ...]:
    """Run-config keys Primus's constraints read that the user's framework does not have (port.config_keys)."""
    if facts.port.config_keys is None:
        return ()
    known = set(facts.port.config_keys)
    return tuple(dict.fromkeys(n for c in constraints for n in c.names if n not in known))


def decide_port_constraints(facts: Facts, constraints: tuple[ConstraintRule, ...]) -> tuple[ConstraintRule, ...]:
    """Primus's constraints the user's run can be checked against: those reading only keys the fork has."""
    dropped = set(primus_only_keys(facts, constraints))
    return tuple(c for c in constraints if not dropped.intersection(c.names))


def decide_differences(facts: Facts, constraints: tuple[ConstraintRule, ...]) -> tuple[str, ...]:
    """Where the user's port differs from Primus's patch, one line each ("" facts give none)."""
    lines: list[str] = []
    primus_sites = list(dict.fromkeys((*facts.upstream.symbols, *facts.upstream.aliases)))
    if facts.port.sites is None:
        if primus_sites:
            lines.append(f"Sites: the port's own are {NOT_GIVEN}; the tests check Primus's: {', '.join(primus_sites)}.")
    else:
        only_primus = [s for s in primus_sites if s not in facts.port.sites]
        only_port = [s for s in facts.port.sites if s not in primus_sites]
        if only_port:
            lines.append(f"Sites only your port rebinds (checked): {', '.join(only_port)}.")
        if only_primus:
            lines.append(f"Sites only Primus rebinds (not checked): {', '.join(only_primus)}.")
        if not only_port and not only_primus:
            lines.append("Sites: your port rebinds the same sites as Primus.")
    turned_on = decide_turned_on(facts)
    primus_flags = ", ".join(f"{k}={v!r}" for k, v in facts.enable.flags.items())
    if turned_on:
        lines.append(f"Turned on: your port by {turned_on}; Primus by {primus_flags or 'its patch registration'}.")
    elif facts.given:
        lines.append(f"Turned on: how your port is turned on is {NOT_GIVEN}; Primus by {primus_flags or 'its patch registration'}.")
    if facts.enable.phase and not facts.port.call:
        lines.append(f"Phase: Primus applies the patch in phase {facts.enable.phase!r}; set_feature applies yours when the tests call it.")
    for key in primus_only_keys(facts, constraints):
        sources = "; ".join(c.source for c in constraints if key in c.names)
        lines.append(f"Run config: your framework has no {key} (port.config_keys), so Primus's constraint on it is not checked (source: {sources}).")
    return tuple(lines)


def decide_turned_on(facts: Facts) -> str:
    """How the user's port is turned on, in words ("" when the facts do not say)."""
    parts = []
    if facts.port.flags:
        parts.append("the flag(s) " + ", ".join(f"{k}={v!r}" for k, v in facts.port.flags.items()))
    if facts.port.env:
        parts.append("the environment " + ", ".join(f"{k}={v}" for k, v in facts.port.env.items()))
    if facts.port.call:
        parts.append(f"the call {facts.port.call}")
    return " and ".join(parts)


def decide_existing_test_commands(facts: Facts, scaffold_dir: str = "<this directory>") -> tuple[str, tuple[tuple[str, str, str], ...]]:
    """How the existing tests run with the port on, and (path, before, after) for each test.

    The commands run where the test paths point (the user's repository);
    ``scaffold_dir`` is where the scaffold was written, for the plugin.

    An environment variable that turns the port on is enough by itself. Any
    other way (a flag, a call, Primus's flags) goes through set_feature(True),
    loaded as a pytest plugin from the scaffold before any test module is
    imported, so a test that imports the replaced symbol sees the port.
    """
    if not facts.user.existing_tests:
        return "", ()
    if facts.port.env:
        prefix = " ".join(f"{k}={shell_word(v)}" for k, v in facts.port.env.items()) + " "
        after_tail = "   # your port turned on by its environment (port.env)"
        how = "the environment variables in port.env turn the port on"
        plugin = ""
    else:
        quoted = scaffold_dir if scaffold_dir == "<this directory>" else shell_word(scaffold_dir)
        prefix = f"PYTHONPATH={quoted}${{PYTHONPATH:+:$PYTHONPATH}} "
        plugin = " -p portval_enable"
        after_tail = "   # portval_enable.py calls port_adapter.set_feature(True) before collection"
        how = (
            "`-p portval_enable` loads portval_enable.py from the scaffold directory as a pytest plugin: it calls "
            "port_adapter.set_feature(True) before pytest imports any test module, and set_feature(False) at the end"
        )
    commands = tuple(
        (path, f"python -m pytest {shell_word(path)} -q   # the port off: no plugin, no port environment",
         f"{prefix}python -m pytest {shell_word(path)} -q{plugin}{after_tail}")
        for path in facts.user.existing_tests
    )
    return how, commands


def decide_parallel_sizes(facts: Facts, constraints: tuple[ConstraintRule, ...]) -> dict[str, int]:
    """The parallel size of each dimension the run uses: the user's, else the smallest the constraints allow."""
    sizes: dict[str, int] = {}
    for dim, names in PARALLEL_NAMES.items():
        given = next((facts.user.parallel[n] for n in names if n in facts.user.parallel), None)
        if given is not None:
            sizes[dim] = given
    named = {n for c in constraints for n in c.names}
    free = [dim for dim, names in PARALLEL_NAMES.items() if dim not in sizes and named.intersection(names)]
    parallel_only = [c for c in constraints if all(_dimension(n) for n in c.names)]
    if free and parallel_only:
        for candidate in _assignments(free):
            trial = {**{d: 1 for d in PARALLEL_NAMES}, **sizes, **candidate}
            if all(_holds(c, trial) for c in parallel_only):
                sizes.update(candidate)
                break
    return {dim: sizes.get(dim, 1) for dim in PARALLEL_NAMES}


def _dimension(name: str) -> str:
    return next((dim for dim, names in PARALLEL_NAMES.items() if name in names), "")


def _assignments(dims: list[str]) -> list[dict[str, int]]:
    """Sizes 1, 2, 4, 8 for each free dimension, smallest world first."""
    options: list[dict[str, int]] = [{}]
    for dim in dims:
        options = [{**o, dim: size} for o in options for size in (1, 2, 4, 8)]
    return sorted(options, key=lambda o: (math.prod(o.values()), list(o.values())))


def _holds(rule: ConstraintRule, sizes: dict[str, int]) -> bool:
    """Whether a constraint over parallel sizes holds for ``sizes`` (names read through their dimension)."""
    config = {name: sizes[_dimension(name)] for name in rule.names}
    # rule.python is re-printed from a checked tree of names, numbers and arithmetic: nothing else can run.
    actual = eval(rule.python, {"__builtins__": {}}, {"config": config})
    value = list(rule.value) if isinstance(rule.value, tuple) else rule.value
    try:
        return {
            "==": lambda: actual == value, "!=": lambda: actual != value, "<": lambda: actual < value,
            "<=": lambda: actual <= value, ">": lambda: actual > value, ">=": lambda: actual >= value,
            "in": lambda: actual in value, "not_in": lambda: actual not in value,
        }[rule.op]()
    except TypeError:
        return False


def decide_world_size(sizes: dict[str, int]) -> int:
    """Processes a run with these sizes needs: PP * TP * lcm(CP, EP).

    Dense layers lay ranks out as TP x CP x DP x PP, experts as ETP x EP x
    EDP x PP with ETP = TP (Megatron-LM's default; TorchTitan borrows EP from
    data and context parallelism alike), so the smallest world holds both.
    """
    return sizes["PP"] * sizes["TP"] * math.lcm(sizes["CP"], sizes["EP"])


def decide_one_process_limits(sizes: dict[str, int], world: int, constraints: tuple[ConstraintRule, ...]) -> tuple[str, ...]:
    """What a one-process run (python -m pytest) cannot check when the run needs several ranks."""
    if world <= 1:
        return ()
    above = ", ".join(f"{dim}={size}" for dim, size in sizes.items() if size > 1)
    lines = [f"the port at {above}: one process has TP = EP = PP = CP = 1, so no communication across ranks runs."]
    parallel = [c.text for c in constraints if any(_dimension(n) for n in c.names)]
    if parallel:
        lines.append("the tests gated by " + "; ".join(parallel) + ": they skip on one rank, where it does not hold.")
    return tuple(lines)


def decide_parallel_guidance(sizes: dict[str, int], world: int, framework: Framework) -> list[str]:
    """setup_framework() guidance naming every parallel size, EP included, in the framework's own call."""
    call = framework.parallel_call.format(**sizes)
    ranks = f"under torchrun --nproc-per-node={world}" if world > 1 else "on one process"
    return [f"Parallel sizes of this run ({ranks}): {call}; read them from run_config() so one adapter serves both."]


def gpu_only_packages(facts: Facts) -> tuple[str, ...]:
    """The required packages that exist only on a GPU machine."""
    return tuple(name for name in facts.requires.packages if name.lower() in GPU_ONLY_PACKAGES)


# Tests that check bindings, values and the environment without running the port's maths: the run's
# constraints (TP x EP > 1, ...) neither skip them nor fail them for a key run_config() lacks.
