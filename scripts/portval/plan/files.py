"""The files of a scaffold, declared once.

Each row names a file, where its text comes from (a template, a runtime
module copied as it is, or the facts file as given), which runtime's
scaffolds have it, and the plan condition under which a scaffold gets it.
``decide.py`` lists a plan's files from this table; ``render/scaffold.py``
prints each from its source; the writer keeps the user-owned ones. A new
file, or a new runtime module, is one row here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

TEMPLATE = "template"  # source: a template under templates/; "{runtime}" stands for pytorch or jax
RUNTIME_MODULE = "runtime module"  # source: a module under runtime/, copied as it is
FACTS_COPY = "facts copy"  # the facts file exactly as the user gave it
RUNTIMES = ("pytorch", "jax")

# The conditions a row's ``when`` names; ``decide_files`` says which ones a plan meets.
ALWAYS = "always"
PRIMUS_REFERENCE = "primus_reference"  # a PyTorch module with op-level tolerances: Primus can give its outputs
ENABLE_PLUGIN_NEEDED = "enable_plugin"  # the user's existing tests are listed and no environment variable turns the port on
STEP_LEVEL = "step_level"  # the plan compares loss curves over training steps
CONDITIONS = (ALWAYS, PRIMUS_REFERENCE, ENABLE_PLUGIN_NEEDED, STEP_LEVEL)

# The launcher that turns the port on for the user's existing tests (a pytest plugin module).
ENABLE_PLUGIN = "portval_enable.py"


@dataclass(frozen=True)
class ScaffoldFile:
    """One file a scaffold may hold."""

    name: str
    kind: str  # TEMPLATE, RUNTIME_MODULE or FACTS_COPY
    source: str  # the template or runtime module it comes from ("" for the facts copy)
    runtimes: tuple[str, ...] = RUNTIMES
    when: str = ALWAYS
    user_owned: bool = False  # created once, never overwritten: the user fills it in
    sweep_skipped: bool = False  # the runtime sweep leaves the module alone: it holds the adapter or the pristine capture

    def template(self, runtime: str) -> str:
        """The template this file prints from in ``runtime``'s scaffold."""
        return self.source.format(runtime=runtime)


# In the order a plan lists them (render.py's summary and check_facts.py's JSON print that order).
FILES = (
    ScaffoldFile("VALIDATION_PLAN.md", TEMPLATE, "plan/VALIDATION_PLAN.md.j2"),
    ScaffoldFile("port_facts.yaml", FACTS_COPY, ""),
    ScaffoldFile("port_adapter.py", TEMPLATE, "{runtime}/port_adapter.py.j2", user_owned=True, sweep_skipped=True),
    # The unwired-hook messages, written once for conftest.py, bench_parity.py and dump_reference.py.
    ScaffoldFile("port_hooks.py", TEMPLATE, "common/port_hooks.py.j2"),
    ScaffoldFile("conftest.py", TEMPLATE, "{runtime}/conftest.py.j2", sweep_skipped=True),
    # The runtime, by topic: framework-free modules both scaffolds share, then each runtime's own side.
    ScaffoldFile("portval_core.py", RUNTIME_MODULE, "portval_core.py", sweep_skipped=True),
    ScaffoldFile("portval_sites.py", RUNTIME_MODULE, "portval_sites.py"),
    ScaffoldFile("portval_compare.py", RUNTIME_MODULE, "portval_compare.py"),
    ScaffoldFile("portval_training.py", RUNTIME_MODULE, "portval_training.py"),
    ScaffoldFile("portval_parity.py", RUNTIME_MODULE, "portval_parity.py"),
    ScaffoldFile("portval_bench.py", RUNTIME_MODULE, "portval_bench.py"),
    ScaffoldFile("portval_checks.py", RUNTIME_MODULE, "portval_checks.py", ("pytorch",), sweep_skipped=True),
    ScaffoldFile("portval_torch.py", RUNTIME_MODULE, "portval_torch.py", ("pytorch",)),
    ScaffoldFile("portval_torch_runs.py", RUNTIME_MODULE, "portval_torch_runs.py", ("pytorch",)),
    ScaffoldFile("portval_torch_timing.py", RUNTIME_MODULE, "portval_torch_timing.py", ("pytorch",)),
    ScaffoldFile("portval_jax.py", RUNTIME_MODULE, "portval_jax.py", ("jax",), sweep_skipped=True),
    ScaffoldFile("portval_jax_timing.py", RUNTIME_MODULE, "portval_jax_timing.py", ("jax",)),
    # The loss-curve comparison of scripts/compare_losses.py, so the step-level test and the script judge alike.
    ScaffoldFile("portval_losses.py", RUNTIME_MODULE, "portval_losses.py", when=STEP_LEVEL),
    ScaffoldFile("test_correctness.py", TEMPLATE, "{runtime}/test_correctness.py.j2"),
    ScaffoldFile("test_integration.py", TEMPLATE, "{runtime}/test_integration.py.j2"),
    ScaffoldFile("bench_parity.py", TEMPLATE, "{runtime}/bench_parity.py.j2"),
    ScaffoldFile("test_performance.py", TEMPLATE, "{runtime}/test_performance.py.j2"),
    ScaffoldFile("dump_reference.py", TEMPLATE, "pytorch/dump_reference.py.j2", ("pytorch",), PRIMUS_REFERENCE),
    ScaffoldFile(ENABLE_PLUGIN, TEMPLATE, "common/portval_enable.py.j2", when=ENABLE_PLUGIN_NEEDED),
)
BY_NAME = {f.name: f for f in FILES}
USER_OWNED = frozenset(f.name for f in FILES if f.user_owned)
RUNTIME_MODULES = tuple(f.name for f in FILES if f.kind == RUNTIME_MODULE)
# Modules of the generated scaffold the runtime sweep never searches, by import name.
SCAFFOLD_MODULES = tuple(sorted(f.name.removesuffix(".py") for f in FILES if f.sweep_skipped))


def scaffold_files(runtime: str, conditions: Iterable[str]) -> tuple[str, ...]:
    """The files of ``runtime``'s scaffold for a plan that meets ``conditions`` (ALWAYS is implied)."""
    met = {ALWAYS, *conditions}
    return tuple(f.name for f in FILES if runtime in f.runtimes and f.when in met)


def decide_files(runtime: str, *, op_level: bool, existing_tests: bool, env_enables: bool, step_level: bool) -> tuple[str, ...]:
    """The scaffold's files; dump_reference.py for a PyTorch module whose outputs Primus can give.

    Primus's MaxText patches wrap functions and leave the maths to MaxText, so
    a JAX port has no Primus kernel outputs to dump: its reference is the
    feature-off function. The plugin that turns the port on for the user's
    existing tests comes when they are listed and no environment variable of
    the port does it by itself.
    """
    conditions = {
        PRIMUS_REFERENCE: runtime == "pytorch" and op_level,
        ENABLE_PLUGIN_NEEDED: existing_tests and not env_enables,
        STEP_LEVEL: step_level,
    }
    return scaffold_files(runtime, [name for name, holds in conditions.items() if holds])
