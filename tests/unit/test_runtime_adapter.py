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


def _sized_adapter(checks, *, sized: bool):
    """An adapter whose hooks build a norm of a given width; with ``sized``, they take the config sizes."""

    def build_module(*, ported, dtype, device, sizes=None):
        return torch.nn.LayerNorm((sizes or {}).get("hidden_size", 16)).to(dtype)

    def make_inputs(*, dtype, device, seed, sizes=None):
        return {"input": torch.randn(32, (sizes or {}).get("hidden_size", 16), generator=torch.Generator().manual_seed(seed)).to(dtype)}

    def fixed_build(*, ported, dtype, device):
        return build_module(ported=ported, dtype=dtype, device=device)

    def fixed_inputs(*, dtype, device, seed):
        return make_inputs(dtype=dtype, device=device, seed=seed)

    hooks = types.SimpleNamespace(
        set_feature=lambda enabled: None,
        build_module=build_module if sized else fixed_build,
        make_inputs=make_inputs if sized else fixed_inputs,
        copy_weights=lambda src, dst: dst.load_state_dict(src.state_dict()),
    )
    return checks.Adapter(hooks, {})


def test_a_config_size_case_builds_the_module_at_that_size(checks):
    case = checks.InputCase("config_tail", "built at hidden_size=24", config=(("hidden_size", 24),), optional=True)
    runs = checks.paired_runs(_sized_adapter(checks, sized=True), dtype_name="fp32", device=torch.device("cpu"), seed=0, backward=False, case=case)
    assert runs.ported.outputs["output"].shape == (32, 24)


def test_a_config_size_case_fails_an_adapter_without_sizes_saying_what_to_add(checks):
    case = checks.InputCase("config_tail", "built at hidden_size=24", config=(("hidden_size", 24),), optional=True)
    with pytest.raises(checks.HookNotWired, match=r"build_module and make_inputs take no `sizes` argument, .*hidden_size=24.*sizes: dict\[str, int\] \| None = None"):
        checks.paired_runs(_sized_adapter(checks, sized=False), dtype_name="fp32", device=torch.device("cpu"), seed=0, backward=False, case=case)


def test_reference_forward_replaces_the_modules_own_forward_in_the_high_precision_run(checks):
    adapter = _sized_adapter(checks, sized=True)
    adapter._module.reference_forward = lambda module, **inputs: torch.nn.functional.layer_norm(inputs["input"], module.normalized_shape, module.weight, module.bias) * 2
    runs = checks.paired_runs(adapter, dtype_name="bf16", device=torch.device("cpu"), seed=0, backward=False, fp32_reference=True)
    assert runs.reference_name == "fp64 reference_forward"
    ratio = runs.fp32.outputs["output"] / runs.reference.outputs["output"].double()
    assert torch.allclose(ratio[ratio.isfinite()].median(), torch.tensor(2.0, dtype=torch.float64), rtol=1e-2)


class _Halves(torch.nn.Module):
    """Upstream that needs an even last dimension, as SwiGLU's chunk in two does."""

    def forward(self, x):
        a, b = torch.chunk(x, 2, dim=-1)
        return a * b


class _HalvesAdapter:
    def set_feature(self, enabled):
        pass

    def build_module(self, *, ported, dtype, device):
        return _Halves()

    def make_inputs(self, *, dtype, device, seed):
        return {"x": torch.ones(4, 6, dtype=dtype)}

    def copy_weights(self, source, target):
        target.load_state_dict(source.state_dict())


def _paired(checks, case):
    adapter = checks.Adapter(_HalvesAdapter(), {}, ())
    variable = {"x": {"rows": 0, "width": 1}}  # as VARIABLE_DIMS: input -> {dimension name: axis}
    return checks.paired_runs(adapter, dtype_name="fp32", device=torch.device("cpu"), seed=0, backward=False, params=(), case=case, variable_dims=variable)


def test_a_case_upstream_rejects_skips_when_optional_and_fails_naming_the_facts_otherwise(checks):
    odd = checks.InputCase("odd_sizes", "every variable dimension cut to an odd size", sizes="odd")
    with pytest.raises(AssertionError, match=r"rejects every variable dimension cut to an odd size \(RuntimeError: .*upstream itself fails here, not the port"):
        _paired(checks, odd)
    with pytest.raises(pytest.skip.Exception, match="does not accept every variable dimension cut to an odd size"):
        _paired(checks, odd._replace(optional=True))


def test_upstream_runs_with_fresh_compiled_code_before_and_after_the_port(checks, monkeypatch):
    # torch.compile's caches may hold an eager fallback an earlier case left: both runs of the bitwise check recompile.
    resets = []
    monkeypatch.setattr(torch._dynamo, "reset", lambda: resets.append(1))
    adapter = checks.Adapter(_HalvesAdapter(), {}, ())
    cpu = torch.device("cpu")
    upstream = checks.capture_upstream(adapter, dtype_name="fp32", device=cpu, seed=0, backward=False, params=())
    assert len(resets) == 1
    checks.feature_off_after_port(adapter, upstream, dtype_name="fp32", device=cpu, seed=0, backward=False, params=())
    assert len(resets) == 2
