"""The JAX scaffold's runtime, runtime/portval_jax.py: names, vjp, comparisons, checkpoints, sharding."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import textwrap
import types

import pytest
from helpers import REPO

jax = pytest.importorskip("jax", reason="the JAX runtime's tests need jax (requirements-dev.txt installs it)")
jnp = pytest.importorskip("jax.numpy")
np = pytest.importorskip("numpy")

RUNTIME = REPO / "runtime"
CORE = REPO / "runtime"


@pytest.fixture(scope="module")
def checks():
    sys.path.insert(0, str(CORE))  # portval_jax imports portval_core, as in a scaffold
    try:
        spec = importlib.util.spec_from_file_location("portval_jax_under_test", RUNTIME / "portval_jax.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.path.remove(str(CORE))


def test_outputs_and_gradients_are_named_by_their_pytree_paths(checks):
    params = {"norm": {"scale": jnp.ones(3)}, "bias": jnp.zeros(3)}

    def fn(p, x, mode):
        assert mode == "causal"  # a plain value reaches the function untouched
        return {"y": x * p["norm"]["scale"] + p["bias"], "count": jnp.arange(3)}

    run = checks.run_fn(fn, params, {"x": jnp.arange(3.0), "mode": "causal"}, backward=True, seed=1)
    assert set(run.outputs) == {"output/y", "output/count"}
    assert set(run.grads) == {"grad of input x", "grad of params/norm/scale", "grad of params/bias"}
    only = checks.run_fn(fn, params, {"x": jnp.arange(3.0), "mode": "causal"}, backward=True, seed=1, params_to_compare=("scale",))
    assert set(only.grads) == {"grad of input x", "grad of params/norm/scale"}


def test_the_cotangent_is_random_and_fixed_by_the_seed(checks):
    params = {"w": jnp.ones(4)}
    fn = lambda p, x: x * p["w"]
    first = checks.run_fn(fn, params, {"x": jnp.ones(4)}, backward=True, seed=3)
    again = checks.run_fn(fn, params, {"x": jnp.ones(4)}, backward=True, seed=3)
    other = checks.run_fn(fn, params, {"x": jnp.ones(4)}, backward=True, seed=4)
    grad = first.grads["grad of input x"]
    assert np.array_equal(grad, again.grads["grad of input x"]) and not np.array_equal(grad, other.grads["grad of input x"])
    assert len(set(grad.tolist())) == 4  # not all ones: a sum's cotangent would hide per-element bugs


def test_frozen_inputs_take_no_gradient(checks):
    fn = lambda p, x, angles: x * jnp.cos(angles) * p
    run = checks.run_fn(fn, jnp.ones(2), {"x": jnp.ones(2), "angles": jnp.zeros(2)}, backward=True, seed=0, frozen_inputs=("angles",))
    assert set(run.grads) == {"grad of input x", "grad of params"}


def test_unknown_param_to_compare_names_the_parameters(checks):
    with pytest.raises(AssertionError, match="params_to_compare names 'weight', but the parameters are: params/scale"):
        checks.run_fn(lambda p, x: x * p["scale"], {"scale": jnp.ones(2)}, {"x": jnp.ones(2)}, backward=True, seed=0, params_to_compare=("weight",))


def test_closeness_says_where_and_how_far(checks):
    expected = {"output": np.array([1.0, 2.0, 3.0], np.float32)}
    actual = {"output": np.array([1.0, 2.5, 3.0], np.float32)}
    tol = checks.Tolerance(rtol=1e-3, atol=1e-3, source="table")
    with pytest.raises(AssertionError) as error:
        checks.assert_close(actual, expected, tol, "forward")
    assert "1 / 3 elements" in str(error.value) and "index (1,)" in str(error.value) and "table" in str(error.value)
    checks.assert_close(expected, expected, tol, "forward")


def test_bitwise_equality_sees_the_last_bit_of_bf16(checks):
    a = jnp.array([1.0, 2.0], jnp.bfloat16)
    b = a.at[1].set(jnp.nextafter(a[1], jnp.array(3.0, jnp.bfloat16)))
    checks.assert_bitwise_equal({"x": np.asarray(a)}, {"x": np.asarray(a)}, "same")
    with pytest.raises(AssertionError, match="1 / 2 elements differ"):
        checks.assert_bitwise_equal({"x": np.asarray(b)}, {"x": np.asarray(a)}, "changed")


def test_npz_checkpoint_round_trip_keeps_bf16_bits_and_refuses_other_trees(checks, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "orbax", None)  # the fallback: a flat .npz
    params = {"a": jnp.array([1.5, -2.25], jnp.bfloat16), "b": {"c": jnp.arange(3, dtype=jnp.int32)}}
    path = str(tmp_path / "p.npz")
    checks.save_params(params, path)
    loaded = checks.load_params(checks.zeros_like(params), path)
    checks.assert_bitwise_equal(checks.host_leaves(loaded), checks.host_leaves(params), "round trip")
    with pytest.raises(ValueError, match="missing \\['params/d'\\]"):
        checks.load_params({**params, "d": jnp.ones(1)}, path)
    with pytest.raises(ValueError, match="params/a is bfloat16\\[2\\], the parameters want float32\\[2\\]"):
        checks.load_params({**params, "a": jnp.ones(2, jnp.float32)}, path)


def test_orbax_checkpoint_round_trip_is_strict(checks, tmp_path):
    pytest.importorskip("orbax.checkpoint", reason="orbax-checkpoint is not installed (requirements-dev.txt installs it)")
    params = {"a": jnp.array([1.5, -2.25], jnp.bfloat16), "b": {"c": jnp.arange(3, dtype=jnp.int32)}}
    path = str(tmp_path / "ckpt")
    checks.save_params(params, path)
    loaded = checks.load_params(checks.zeros_like(params), path)
    checks.assert_bitwise_equal(checks.host_leaves(loaded), checks.host_leaves(params), "round trip")
    with pytest.raises(ValueError, match="tree structures do not match"):
        checks.load_params({**params, "d": jnp.ones(1)}, path)


def test_the_adapter_s_set_feature_clears_a_stale_jit_trace(checks):
    holder = {"f": lambda x: x * 2}
    jitted = jax.jit(lambda x: holder["f"](x))
    assert float(jitted(1.0)) == 2.0

    def set_feature(enabled):
        holder["f"] = (lambda x: x * 3) if enabled else (lambda x: x * 2)

    port_adapter = types.SimpleNamespace(set_feature=set_feature)
    port_adapter.set_feature(True)
    assert float(jitted(1.0)) == 2.0  # the hook alone: the trace from before the switch
    checks.Adapter(port_adapter, {}).set_feature(True)
    assert float(jitted(1.0)) == 3.0


def test_platform_problem_names_what_jax_runs_on(checks):
    assert checks.platform_problem("any", "requires.platform") == ""
    assert checks.platform_problem("rocm", "requires.platform") == "the port needs ROCm and JAX runs on cpu (requires.platform)"


def test_output_sharding_is_compared_per_output_on_two_cpu_devices():
    script = textwrap.dedent(
        f"""
        import sys
        sys.path[:0] = [{str(RUNTIME)!r}, {str(CORE)!r}]
        import jax, jax.numpy as jnp
        from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
        import portval_jax as checks

        mesh = Mesh(jax.devices(), ("data",))
        rows, replicated = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
        out = {{"y": jax.device_put(jnp.ones((4, 2)), rows)}}
        checks.assert_sharding(out, {{"output/y": rows}}, "sharding")
        try:
            checks.assert_sharding(out, {{"output/y": replicated, "output/z": rows}}, "sharding")
        except AssertionError as error:
            print(error)
        """
    )
    env = {**os.environ, "XLA_FLAGS": "--xla_force_host_platform_device_count=2", "JAX_PLATFORMS": "cpu"}
    completed = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=False)
    assert completed.returncode == 0, completed.stderr
    assert "output/y: sharded as NamedSharding" in completed.stdout and "expected NamedSharding" in completed.stdout
    assert "output/z: no such output (outputs: output/y)" in completed.stdout
