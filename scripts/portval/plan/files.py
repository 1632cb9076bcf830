"""The files of a scaffold: which a runtime gets, and which only some plans need."""

from __future__ import annotations

from ..facts.contract import Facts
from . import port_side
from .model import OpTolerance

# The scaffold of each runtime: the same files but for its static checks module.
SCAFFOLD_FILES = {
    runtime: (
        "VALIDATION_PLAN.md",
        "port_facts.yaml",
        "port_adapter.py",
        "conftest.py",
        "portval_core.py",
        checks,
        "portval_losses.py",
        "test_correctness.py",
        "test_integration.py",
        "bench_parity.py",
        "test_performance.py",
    )
    for runtime, checks in (("pytorch", "portval_checks.py"), ("jax", "portval_jax.py"))
}


def decide_files(runtime: str, op_tolerances: tuple[OpTolerance, ...], facts: Facts | None = None) -> tuple[str, ...]:
    """The scaffold's files; dump_reference.py for a PyTorch module whose outputs Primus can give.

    Primus's MaxText patches wrap functions and leave the maths to MaxText, so
    a JAX port has no Primus kernel outputs to dump: its reference is the
    feature-off function.
    """
    reference = runtime == "pytorch" and bool(op_tolerances)
    # The plugin that turns the port on for the user's existing tests, when they are listed and no
    # environment variable of the port does it by itself.
    enable = facts is not None and bool(facts.user.existing_tests) and not facts.port.env
    return SCAFFOLD_FILES[runtime] + (("dump_reference.py",) if reference else ()) + ((port_side.ENABLE_PLUGIN,) if enable else ())

