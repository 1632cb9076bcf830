"""The generated tests' runtime (runtime/portval_checks.py): adapter hooks that may be absent, and the port-built check."""

from __future__ import annotations

import importlib.util
import sys
import types

import pytest
import torch
from helpers import PORTVAL_CHECKS, PORTVAL_CORE


@pytest.fixture(scope="module")
def checks():
    sys.path.insert(0, str(PORTVAL_CORE.parent))  # portval_checks imports portval_core, as in a scaffold
    try:
        spec = importlib.util.spec_from_file_location("portval_checks_runtime_under_test", PORTVAL_CHECKS)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.path.remove(str(PORTVAL_CORE.parent))


UNWIRED = {"setup_framework": "port_adapter.setup_framework() is not wired yet: initialise model parallelism."}


def test_an_adapter_without_setup_hooks_does_nothing_when_they_are_optional(checks):
    adapter = checks.Adapter(types.SimpleNamespace(), UNWIRED, ())
    assert adapter.setup_framework() is None and adapter.teardown_framework() is None


def test_an_adapter_without_a_required_setup_hook_fails_naming_it(checks):
    adapter = checks.Adapter(types.SimpleNamespace(), UNWIRED, ("setup_framework",))
    with pytest.raises(checks.HookNotWired, match=r"port_adapter.py has no setup_framework\(\): add it. .*initialise model parallelism"):
        adapter.setup_framework()


class Port(torch.nn.Linear):
    pass


class Holder(torch.nn.Module):
    def __init__(self, held):
        super().__init__()
        self.held = held  # not a submodule: a dispatcher object, say


def test_port_built_passes_when_the_module_or_an_object_it_holds_is_the_port(checks):
    checks.assert_port_built(torch.nn.Sequential(Port(2, 2)), f"{__name__}.Port")
    checks.assert_port_built(Holder(Port(2, 2)), f"{__name__}.Port")


def test_port_built_fails_naming_what_the_module_is_built_of(checks):
    with pytest.raises(AssertionError, match=r"holds no .*\.Port \(it is built of torch\.nn\.modules\.linear\.Linear\)"):
        checks.assert_port_built(torch.nn.Linear(2, 2), f"{__name__}.Port")


def test_port_built_skips_for_a_ported_function(checks):
    with pytest.raises(pytest.skip.Exception, match="is not a class"):
        checks.assert_port_built(torch.nn.Linear(2, 2), "torch.nn.functional.silu")
