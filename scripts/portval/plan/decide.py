"""The entry point of the decisions: Facts and the tolerance tables in, one resolved Plan out.

Every decision is a property of ``Plan`` (plan.py) computed by one function
of this package: numerics.py (oracle, tolerances, input cases, the step
rule), perf.py, sites.py, requirements.py (skips and where tiers run),
checks.py and hooks.py (the catalogues of tests and adapter hooks),
questions.py and port_side.py (the user's port as distinct from Primus's).
Nothing here reads or writes files.
"""

from __future__ import annotations

from ..facts.contract import Facts
from . import port_side
from .model import ExistingTest
from .plan import Plan
from .tolerances import Tables


def decide(
    facts: Facts,
    tables: Tables,
    facts_name: str = "port_facts.yaml",
    scripts_path: str = "scripts",
    scaffold_dir: str = "<this directory>",
    facts_path: str = "",
) -> Plan:
    """Every decision for one port, made now.

    ``scripts_path`` is this bundle's scripts/ as seen from the scaffold,
    ``scaffold_dir`` the scaffold's own path and ``facts_path`` the facts file
    as seen from the scaffold, so that printed commands run.
    """
    return Plan(facts, tables, facts_name, scripts_path, scaffold_dir, facts_path).resolved()


def decide_existing_tests(facts: Facts, scaffold_dir: str = "<this directory>") -> tuple[ExistingTest, ...]:
    """Before/after commands for the user's existing tests, without the rest of a plan (find_tests.py)."""
    _, commands = port_side.decide_existing_test_commands(facts, scaffold_dir)
    return tuple(ExistingTest(path, before, after) for path, before, after in commands)
