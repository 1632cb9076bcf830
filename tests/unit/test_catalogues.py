"""The catalogues of checks and hooks are the one source: every planned test is generated, every hook named exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from portval.facts.load import load_facts
from portval.facts.patch_fields import Framework as FrameworkFacts
from portval.frameworks import FRAMEWORKS
from portval.plan import checks, hooks
from portval.plan.decide import decide
from portval.plan.plan import DECISIONS, Plan
from portval.render.scaffold import render_files

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "examples").glob("*.yaml"))


@pytest.mark.parametrize("facts", EXAMPLES, ids=lambda p: p.stem)
def test_every_planned_check_is_a_generated_test_and_no_other(facts, tables):
    """Every tier's checks, the performance one included, are the test functions of that tier's generated file."""
    plan = decide(load_facts(facts), tables)
    files = render_files(plan, facts.name)
    defined = {
        (file, name)
        for file, text in files.items()
        if file.startswith("test_")
        for name in re.findall(r"^def (test_\w+)", text, re.MULTILINE)
    }
    planned = {(f"test_{tier.name}.py", c.test) for tier in plan.tiers for c in tier.checks}
    assert planned == defined


def test_every_hook_a_check_calls_is_declared():
    declared = {spec.name for spec in hooks.HOOKS}
    for spec in checks.CATALOGUE:
        assert set(spec.hooks) <= declared, spec.test
    assert len(checks.SPECS) == len(checks.CATALOGUE), "a test is declared twice"


@pytest.mark.parametrize("facts", EXAMPLES, ids=lambda p: p.stem)
def test_a_hooks_users_are_the_tests_that_call_it(facts, tables):
    plan = decide(load_facts(facts), tables)
    generated = [c.test for tier in plan.tiers for c in tier.checks]
    for hook in plan.hooks:
        logical = {"build_module": "build", "build_fn": "build", "reference_forward": "reference", "reference_fn": "reference"}.get(hook.name, hook.name)
        callers = [t for t in dict.fromkeys(generated) if t in checks.SPECS and logical in checks.SPECS[t].hooks]
        assert [u for u in hook.used_by if u.startswith("test_")] == callers, hook.name


def test_config_independent_checks_are_flagged_in_the_catalogue(tables):
    plan = decide(load_facts(EXAMPLES[0]), tables)
    assert set(plan.config_independent_tests) <= {s.test for s in checks.CATALOGUE if s.config_independent}


def test_a_new_catalogue_entry_reaches_the_plan(tables, monkeypatch):
    """Adding a check is one entry: it shows in its tier with its what and why."""
    extra = checks.CheckSpec("test_something_new", "integration", "because", lambda p: [((), "it holds")], ("run_config",))
    monkeypatch.setattr(checks, "CATALOGUE", (*checks.CATALOGUE, extra))
    monkeypatch.setattr(checks, "SPECS", {**checks.SPECS, extra.test: extra})
    plan = decide(load_facts(EXAMPLES[0]), tables)
    integration = next(t for t in plan.tiers if t.name == "integration")
    assert ("test_something_new", "it holds", "because") in [(c.test, c.what, c.why) for c in integration.checks]
    assert "test_something_new" in plan.hook("run_config").used_by


def test_the_plan_is_frozen_and_resolved(tables):
    plan = decide(load_facts(EXAMPLES[0]), tables)
    assert set(DECISIONS) <= set(vars(plan)), "decide() makes every decision before returning"
    with pytest.raises(AttributeError):
        plan.facts = None  # type: ignore[misc]
    with pytest.raises(TypeError):
        plan.checks["performance"] = ()  # type: ignore[index]
    assert isinstance(plan, Plan)


def test_every_framework_the_contract_accepts_has_one_entry():
    names = FrameworkFacts.__dataclass_fields__["name"].metadata["portval.field"].spec.values
    assert tuple(names) == tuple(FRAMEWORKS)
