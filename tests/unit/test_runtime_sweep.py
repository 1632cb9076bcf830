"""The runtime sweep of loaded modules (runtime/portval_sites.py) and the plan's decision of where it looks."""

from __future__ import annotations

import importlib.util
import sys
import types

import pytest
from helpers import PORTVAL_SITES, make_facts
from portval.plan.decide import decide
from portval.plan.files import SCAFFOLD_MODULES


@pytest.fixture(scope="module")
def core():
    spec = importlib.util.spec_from_file_location("portval_core_sweep_under_test", PORTVAL_SITES)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Upstream:
    """The framework's class."""


class Ported(Upstream):
    """The port."""


@pytest.fixture
def framework():
    """A framework 'sweepfw' with the class defined in one module and bound under other names in two more, and a port module."""
    modules = {
        "sweepfw": types.ModuleType("sweepfw"),
        "sweepfw.norm": types.ModuleType("sweepfw.norm"),
        "sweepfw.model": types.ModuleType("sweepfw.model"),
        "sweepfw.hidden": types.ModuleType("sweepfw.hidden"),
        "sweepport": types.ModuleType("sweepport"),
    }
    modules["sweepfw.norm"].Norm = Upstream
    modules["sweepfw.model"].Norm = Upstream
    modules["sweepfw.hidden"].NormImpl = Upstream  # the alias no facts list
    modules["sweepfw.hidden"].__doc__ = None  # None is never sought, however many modules hold it
    modules["sweepport"].UPSTREAM = Upstream  # the port keeps upstream to restore it
    sys.modules.update(modules)
    try:
        yield modules
    finally:
        for name in modules:
            sys.modules.pop(name, None)


SITES = ["sweepfw.norm.Norm", "sweepfw.model.Norm"]


def test_an_unlisted_alias_keeping_upstream_is_named(core, framework):
    """With the listed sites rebound, the binding no site list names is reported as module.attribute."""
    pristine = core.capture_pristine(SITES)
    framework["sweepfw.norm"].Norm = framework["sweepfw.model"].Norm = Ported
    replaced = core.replaced_objects(pristine, SITES)
    assert core.stale_bindings(replaced, ("sweepfw", "sweepport"), ("sweepport",)) == ["sweepfw.hidden.NormImpl"]
    with pytest.raises(AssertionError, match=r"still hold the upstream .*Upstream: sweepfw\.hidden\.NormImpl\..*upstream\.sweep_exempt"):
        core.assert_swept(replaced, ("sweepfw", "sweepport"), ("sweepport",), "after set_feature(True)", "the upstream")


def test_the_port_module_and_exempt_bindings_are_left_alone(core, framework):
    """The port's own module and a binding marked in upstream.sweep_exempt are not flagged; nothing else is left."""
    pristine = core.capture_pristine(SITES)
    framework["sweepfw.norm"].Norm = framework["sweepfw.model"].Norm = Ported
    replaced = core.replaced_objects(pristine, SITES)
    core.assert_swept(replaced, ("sweepfw", "sweepport"), ("sweepport", "sweepfw.hidden.NormImpl"), "after set_feature(True)", "the upstream")


def test_the_port_left_behind_after_feature_off_is_named(core, framework):
    """A binding that still holds the port after the feature is off is reported; the restored sites are not."""
    pristine = core.capture_pristine(SITES)
    framework["sweepfw.norm"].Norm = framework["sweepfw.model"].Norm = framework["sweepfw.hidden"].NormImpl = Ported
    ported = core.port_objects(pristine, SITES)
    assert list(ported.values()) == [Ported]
    framework["sweepfw.norm"].Norm = framework["sweepfw.model"].Norm = Upstream
    assert core.stale_bindings(ported, ("sweepfw",), ()) == ["sweepfw.hidden.NormImpl"]


def test_after_feature_off_the_module_defining_a_port_function_keeps_it_under_its_name(core, framework):
    """A port's own ``def`` is no binding left behind; the same function still bound in the framework is."""
    port = types.ModuleType("sweepfw.myport")

    def fused_norm():
        """The port's replacement."""

    fused_norm.__module__ = "sweepfw.myport"
    port.fused_norm = fused_norm
    port.keep = fused_norm  # another name of the port's module holding it is still a binding left behind
    sys.modules["sweepfw.myport"] = port
    try:
        pristine = core.capture_pristine(SITES)
        framework["sweepfw.norm"].Norm = framework["sweepfw.hidden"].NormImpl = fused_norm
        ported = core.port_objects(pristine, SITES)
        framework["sweepfw.norm"].Norm = Upstream
        found = core.stale_bindings(ported, ("sweepfw",), (), skip_definitions=True)
        assert found == ["sweepfw.hidden.NormImpl", "sweepfw.myport.keep"]
        assert "sweepfw.myport.fused_norm" in core.stale_bindings(ported, ("sweepfw",), ())
    finally:
        sys.modules.pop("sweepfw.myport", None)


def test_nothing_replaced_means_nothing_sought(core, framework):
    """A port that rebinds nothing leaves nothing to sweep for (the per-site tests catch it), so the sweep stays quiet."""
    pristine = core.capture_pristine(SITES)
    assert core.replaced_objects(pristine, SITES) == {}


def test_the_plan_sweeps_the_framework_and_the_port_and_skips_what_holds_upstream_by_design(tables):
    """Packages of every site, the port and wired_at are searched; the port's module, the scaffold and sweep_exempt are skipped."""
    facts = make_facts(
        framework={"wired_at": "mytrainer.setup"},
        upstream={"symbols": ["megatron.core.fp8_utils.get_fp8_context"], "sweep_exempt": ["megatron.core.wrappers.original_fp8_context"]},
        implementation={"ported": "myports.fp8.get_fp8_context"},
    )
    sweep = decide(facts, tables).sweep
    assert sweep.packages == ("megatron", "myports", "mytrainer")
    assert sweep.skip == ("myports.fp8", *SCAFFOLD_MODULES, "megatron.core.wrappers.original_fp8_context")
    assert dict(sweep.why_skipped)["myports.fp8"] == "the port's own module (implementation.ported)"


def test_no_sites_no_sweep(tables):
    """A config rewrite rebinds nothing: no sweep is planned."""
    facts = make_facts(feature={"patch_style": "config_rewrite"})
    assert decide(facts, tables).sweep is None
