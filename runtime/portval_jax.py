# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""JAX checks: what the generated JAX tests and bench_parity.py call as ``checks.NAME``.

Each comparison raises an AssertionError whose message says which check
failed, how many elements are off and where, the tolerance used and its
source. What does not need JAX lives in the framework-free modules shared
with the PyTorch scaffold (portval_core, portval_sites, portval_compare,
portval_training, portval_parity), and bench_parity.py's timing in
portval_jax_timing; the tests reach them through this module.

Two JAX facts shape everything here:

- A monkey-patch is read when a function is traced, and a jitted function
  keeps its trace. A port switched on after the first call of a jitted
  function would never run, so every switch of the feature clears JAX's
  compilation caches: this module's ``Adapter.set_feature`` does it, so no
  caller can forget.
- Arrays are immutable and functions pure: a "module" is an apply function
  and its parameter pytree, gradients come from ``jax.vjp``, and giving the
  port the reference's weights means passing it the same pytree.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

import portval_compare
import portval_core
import portval_sites
import portval_training
from portval_compare import assert_close, assert_finite, assert_snr, layout_problem  # noqa: F401 - re-exported: the generated tests call them as checks.NAME
from portval_core import *  # re-exported: portval_core.__all__, the names the generated tests call as checks.NAME
from portval_core import ErrorRatio, InputCase, Tolerance
from portval_parity import Parity, Variant  # noqa: F401 - re-exported: the generated tests call them as checks.NAME
from portval_sites import (  # noqa: F401 - re-exported: the generated tests call them as checks.NAME
    Binding,
    CallCounter,
    assert_called,
    assert_port_active,
    assert_restored,
    assert_swept,
    capture_pristine,
    port_objects,
    replaced_objects,
)
from portval_training import (  # noqa: F401 - re-exported: the generated tests call them as checks.NAME
    TrainingRun,
    assert_finite_losses,
    assert_trains_like_baseline,
    run_steps,
)

JAX_DTYPES = {
    "fp32": jnp.float32,
    "tf32": jnp.float32,
    "bf16": jnp.bfloat16,
    "fp16": jnp.float16,
}
# Matmul precision per dtype under test: fp32 means true fp32 (XLA may otherwise use TF32 or bf16 passes on GPUs).
MATMUL_PRECISION = {"tf32": "tensorfloat32"}


# --- the feature switch ----------------------------------------------------------


class Adapter(portval_core.Adapter):
    """portval_core.Adapter whose set_feature also drops JAX's compiled traces, and whose build_fn perturbs parameters.

    A jitted function keeps the trace of its first call, so without the cache
    clear a rebinding made by set_feature would go unseen by every function
    already called once; the next call now traces with the bindings as they are.
    """

    def __init__(self, module: Any, unwired_messages: dict[str, str], required: tuple[str, ...] = (), *, perturbation: float = 0.0):
        super().__init__(module, unwired_messages, required)
        self._perturbation = perturbation

    def set_feature(self, enabled: bool) -> None:
        portval_core.Adapter.__getattr__(self, "set_feature")(enabled)
        jax.clear_caches()

    def build_fn(self, **kwargs: Any) -> tuple[Any, Any]:
        """The user's build_fn, its parameters moved off their init by the plan's perturbation (perturb_params)."""
        fn, params = portval_core.Adapter.__getattr__(self, "build_fn")(**kwargs)
        return fn, perturb_params(params, self._perturbation) if self._perturbation else params


# --- what the user's hooks do not vary ---------------------------------------------


def perturb_params(params: Any, scale: float) -> Any:
    """Every floating leaf moved off its init: p + scale * rms(p) * N(0, 1), rms 1 for an all-zero leaf.

    MaxText's norms start their scale at ones: a gradient that ignores it, or
    a checkpoint restore that does nothing, looks right there. The noise is
    drawn from a fixed seed per leaf, so every build (reference, port, high
    precision) is perturbed alike; the ported function takes the reference's
    parameters anyway.
    """
    leaves, treedef = jax.tree_util.tree_flatten(params)
    rng = np.random.default_rng(0)
    moved = []
    for leaf in leaves:
        if is_floating(leaf) and leaf.size:
            value = np.asarray(leaf, dtype=np.float64)
            size = float(np.sqrt((value**2).mean())) or 1.0
            leaf = jnp.asarray(value + scale * size * rng.standard_normal(value.shape)).astype(leaf.dtype)
        moved.append(leaf)
    return jax.tree_util.tree_unflatten(treedef, moved)


def vary_inputs(inputs: dict[str, Any], case: InputCase | None, variable_dims: dict[str, dict[str, int]], scaled: tuple[str, ...] | None) -> dict[str, Any]:
    """The adapter's inputs as ``case`` varies them: sizes cut, magnitudes scaled (portval_checks.vary_inputs, for arrays).

    A JAX array has no strides, so the plan has no layout case for JAX.
    """
    if case is None:
        return inputs
    shapes = {name: tuple(v.shape) for name, v in inputs.items() if hasattr(v, "shape")}
    sizes = portval_core.case_sizes(shapes, variable_dims, case.sizes) if case.sizes else {}
    varied = {}
    for name, value in inputs.items():
        if hasattr(value, "shape") and sizes and name in variable_dims:
            index = [slice(None)] * value.ndim
            for dim, axis in variable_dims[name].items():
                if axis < value.ndim:
                    index[axis] = slice(0, sizes[dim])
            value = value[tuple(index)]
        if is_floating(value) and (scaled is None or name in scaled):
            value = value * jnp.asarray(case.scale, value.dtype) if case.scale != 1.0 else value
            if case.outlier_every and value.ndim and value.size:
                rows = value.reshape(-1, value.shape[-1])
                picked = jnp.asarray(portval_core.outlier_rows(rows.shape[0], case.outlier_every), dtype=jnp.int32)
                value = rows.at[picked].multiply(jnp.asarray(case.outlier_scale, value.dtype)).reshape(value.shape)
        varied[name] = value
    return varied


def assert_error_ratio(
    ported: dict[str, np.ndarray],
    naive: dict[str, np.ndarray],
    reference: dict[str, np.ndarray],
    rule: ErrorRatio,
    dtype_name: str,
    check: str,
    *,
    fallback: Tolerance | None = None,
) -> None:
    """portval_compare.assert_error_ratio against the fp32 reference; a dependent reference is judged by closeness, with a warning."""
    import warnings

    dependent = portval_compare.assert_error_ratio(ported, naive, reference, rule, dtype_name, check, fallback=fallback)
    if dependent:
        warnings.warn(f"{check}: {portval_compare.dependent_reference_note(dependent, 'fp32', dtype_name)}", stacklevel=2)


@contextmanager
def compute_mode(dtype_name: str) -> Iterator[None]:
    """Matmuls at full fp32 precision, except TF32 for 'tf32'."""
    with jax.default_matmul_precision(MATMUL_PRECISION.get(dtype_name, "highest")):
        yield


def platform_problem(platform: str, source: str) -> str:
    """'' when JAX runs on ``platform`` (rocm, cuda or any), else why not."""
    if platform == "any":
        return ""
    backend = jax.default_backend()
    version = str(getattr(jax.devices()[0].client, "platform_version", "")).lower()
    found = "rocm" if backend == "rocm" or "rocm" in version else "cuda" if backend in ("cuda", "gpu") else backend
    if found != platform:
        return f"the port needs {'ROCm' if platform == 'rocm' else 'CUDA'} and JAX runs on {found} ({source})"
    return ""


# --- running a function ------------------------------------------------------


class Run(NamedTuple):
    """Named outputs and named gradients of one forward (and vjp) pass, as host arrays."""

    outputs: dict[str, np.ndarray]
    grads: dict[str, np.ndarray]


def path_name(path: tuple[Any, ...]) -> str:
    """A pytree path as 'params/mlp/kernel'."""
    parts = []
    for entry in path:
        for attr in ("key", "idx", "name"):
            if hasattr(entry, attr):
                parts.append(str(getattr(entry, attr)))
                break
        else:
            parts.append(str(entry))
    return "/".join(parts)


def named_arrays(tree: Any, prefix: str) -> dict[str, Any]:
    """Every array leaf of a pytree (an array, a tuple, a dict of arrays), named by its path."""
    leaves, _ = jax.tree_util.tree_flatten_with_path(tree)
    return {f"{prefix}/{path_name(path)}" if path else prefix: leaf for path, leaf in leaves if hasattr(leaf, "shape")}


def is_floating(value: Any) -> bool:
    return hasattr(value, "dtype") and jnp.issubdtype(value.dtype, jnp.floating)


def cast_floating(tree: Any, dtype: Any) -> Any:
    """The same pytree with floating leaves cast to ``dtype`` (for the fp32 reference)."""
    return jax.tree_util.tree_map(lambda leaf: leaf.astype(dtype) if is_floating(leaf) else leaf, tree)


def _host(tree: dict[str, Any]) -> dict[str, np.ndarray]:
    return {name: np.asarray(value) for name, value in tree.items()}


def cotangent(outputs: Any, seed: int, cotangent_dtype: Any = None) -> Any:
    """A fixed random cotangent: drawn in fp32 from ``seed``, rounded through ``cotangent_dtype``, in each output's dtype."""
    leaves, treedef = jax.tree_util.tree_flatten(outputs)
    keys = jax.random.split(jax.random.PRNGKey(seed + 1), max(len(leaves), 1))
    drawn = []
    for key, leaf in zip(keys, leaves):
        if not is_floating(leaf):
            drawn.append(np.zeros(leaf.shape, dtype=jax.dtypes.float0))  # integer outputs take no gradient
            continue
        value = jax.random.normal(key, leaf.shape, jnp.float32)
        drawn.append(value.astype(cotangent_dtype or leaf.dtype).astype(leaf.dtype))
    return jax.tree_util.tree_unflatten(treedef, drawn)


def run_fn(
    fn: Callable[..., Any],
    params: Any,
    inputs: dict[str, Any],
    *,
    backward: bool,
    seed: int,
    params_to_compare: tuple[str, ...] = (),
    cotangent_dtype: Any = None,
    frozen_inputs: tuple[str, ...] = (),
) -> Run:
    """``fn(params, **inputs)`` under jit; with ``backward``, ``jax.vjp`` with a fixed random cotangent.

    Gradients are those of every floating input but ``frozen_inputs`` and of
    the parameters named in ``params_to_compare`` (a path such as
    'params/scale', or its last parts; every parameter when empty).
    """
    differentiable = {k: v for k, v in inputs.items() if is_floating(v) and k not in frozen_inputs}
    constant = {k: v for k, v in inputs.items() if k not in differentiable}

    def apply(p: Any, x: dict[str, Any]) -> Any:
        return fn(p, **x, **constant)

    # One jit of a fresh closure per run: traced now, with the bindings as they are, and compiled
    # whole (op-by-op dispatch would compile every primitive again after each cache clear).
    if not backward:
        out = jax.jit(apply)(params, differentiable)
        return Run(_host(_outputs_of(out)), {})

    def forward_and_vjp(p: Any, x: dict[str, Any], cot: Any) -> tuple[Any, Any]:
        out, vjp = jax.vjp(apply, p, x)
        return out, vjp(cot)

    shapes = jax.eval_shape(apply, params, differentiable)
    out, (param_grads, input_grads) = jax.jit(forward_and_vjp)(params, differentiable, cotangent(shapes, seed, cotangent_dtype))
    grads = {f"grad of input {name}": value for name, value in input_grads.items()}
    named = named_arrays(param_grads, "params")
    for name, value in _select(named, params_to_compare).items():
        grads[f"grad of {name}"] = value
    return Run(_host(_outputs_of(out)), _host(grads))


def _outputs_of(out: Any) -> dict[str, Any]:
    outputs = named_arrays(out, "output")
    if not outputs:
        raise AssertionError(f"the function returned no array (got {type(out).__name__}); return the output from apply_fn")
    return outputs


def _select(named: dict[str, Any], wanted: tuple[str, ...]) -> dict[str, Any]:
    if not wanted:
        return named
    chosen = {}
    for name in wanted:
        hits = {path: value for path, value in named.items() if path == name or path.endswith("/" + name)}
        if not hits:
            raise AssertionError(f"params_to_compare names {name!r}, but the parameters are: {', '.join(named) or 'none'}")
        chosen.update(hits)
    return chosen


# --- comparisons ------------------------------------------------------------


def assert_bitwise_equal(actual: dict[str, np.ndarray], expected: dict[str, np.ndarray], check: str) -> None:
    """Every array identical bit for bit (NaNs included), with the count and size of any difference."""
    problems = []
    for name, reference in expected.items():
        got = actual.get(name)
        layout = layout_problem(name, got, reference)
        if layout:
            problems.append(layout)
            continue
        if got.dtype != reference.dtype:
            problems.append(f"{name}: dtype {got.dtype} where the reference has {reference.dtype}")
            continue
        if np.ascontiguousarray(got).tobytes() == np.ascontiguousarray(reference).tobytes():
            continue
        a, b = got.astype(np.float64), reference.astype(np.float64)
        differ = (a != b) & ~(np.isnan(a) & np.isnan(b))
        count = max(int(differ.sum()), 1)
        largest = float(np.nan_to_num(np.abs(a - b), nan=math.inf).max()) if a.size else 0.0
        problems.append(f"{name}: {count} / {a.size} elements differ, greatest difference {largest:.3g}")
    if problems:
        raise AssertionError(f"{check} failed (bitwise equality required):\n  " + "\n  ".join(problems))


def assert_sharding(outputs: Any, expected: dict[str, Any], check: str) -> None:
    """Each named output laid out as ``expected`` says (a jax.sharding.Sharding per output name)."""
    named = named_arrays(outputs, "output")
    problems = []
    for name, sharding in expected.items():
        if name not in named:
            problems.append(f"{name}: no such output (outputs: {', '.join(named)})")
            continue
        array = named[name]
        if not array.sharding.is_equivalent_to(sharding, array.ndim):
            problems.append(f"{name}: sharded as {array.sharding}, expected {sharding}")
    if problems:
        raise AssertionError(f"{check} failed:\n  " + "\n  ".join(problems))


# --- the runs the tests compare -----------------------------------------------


class PairedRuns(NamedTuple):
    reference: Run  # feature off, in the dtype under test
    ported: Run  # feature on, same parameters and inputs
    fp32: Run | None  # feature off in fp32, from the same (up-cast) parameters and inputs


def same_structure(adapter: Adapter, reference_params: Any, own_params: Any, what: str) -> Any:
    """adapter.convert_params(reference_params), checked against the structure the ported build gave."""
    converted = adapter.convert_params(reference_params)
    want = jax.tree_util.tree_map(lambda leaf: (getattr(leaf, "shape", None), str(getattr(leaf, "dtype", ""))), own_params)
    got = jax.tree_util.tree_map(lambda leaf: (getattr(leaf, "shape", None), str(getattr(leaf, "dtype", ""))), converted)
    if jax.tree_util.tree_structure(want) != jax.tree_util.tree_structure(got) or want != got:
        raise AssertionError(
            f"the {what} does not take the feature-off parameters as they are (different tree, shapes or dtypes): "
            "map them in port_adapter.convert_params (and make checkpoints load too)"
        )
    return converted


def paired_runs(
    adapter: Adapter,
    *,
    dtype_name: str,
    seed: int,
    backward: bool,
    params: tuple[str, ...] = (),
    fp32_reference: bool = False,
    frozen_inputs: tuple[str, ...] = (),
    case: InputCase | None = None,
    variable_dims: dict[str, dict[str, int]] | None = None,
    scaled_inputs: tuple[str, ...] | None = None,
) -> PairedRuns:
    """The feature-off function and the ported one on the same parameters and inputs.

    The reference runs with the feature off and the port with it on, each
    traced afresh, because a port is usually a rebinding read at trace time.
    ``case`` varies the adapter's inputs (vary_inputs); an optional case the
    feature-off function rejects skips the test, saying so.
    """
    dtype = JAX_DTYPES[dtype_name]
    sized = portval_core.size_arguments(adapter, case, ("build_fn", "make_inputs"))
    with compute_mode(dtype_name):
        adapter.set_feature(False)
        try:
            fn, reference_params = adapter.build_fn(ported=False, dtype=dtype, **sized)
            inputs = vary_inputs(adapter.make_inputs(dtype=dtype, seed=seed, **sized), case, variable_dims or {}, scaled_inputs)
            reference = run_fn(fn, reference_params, inputs, backward=backward, seed=seed, params_to_compare=params, frozen_inputs=frozen_inputs)
        except (ValueError, TypeError, IndexError, AssertionError) as error:
            # A constructor may assert its sizes; an unwired hook still fails.
            portval_core.rejected_case(case, error, "function")
        fp32 = None
        if fp32_reference:
            # reference_fn(params, **inputs), the maths written plainly, replaces a function that casts internally.
            written = portval_core.optional_hook(adapter, "reference_fn")
            fn32 = written if written is not None else adapter.build_fn(ported=False, dtype=jnp.float32, **sized)[0]
            with compute_mode("fp32"):
                fp32 = run_fn(
                    fn32,
                    cast_floating(reference_params, jnp.float32),
                    cast_floating(inputs, jnp.float32),
                    backward=backward,
                    seed=seed,
                    params_to_compare=params,
                    cotangent_dtype=dtype,
                    frozen_inputs=frozen_inputs,
                )
        adapter.set_feature(True)
        ported_fn, own = adapter.build_fn(ported=True, dtype=dtype, **sized)
        shared = same_structure(adapter, reference_params, own, "ported function")
        ported = run_fn(ported_fn, shared, inputs, backward=backward, seed=seed, params_to_compare=params, frozen_inputs=frozen_inputs)
    return PairedRuns(reference, ported, fp32)


def repeated_ported_runs(
    adapter: Adapter, *, dtype_name: str, seed: int, backward: bool, params: tuple[str, ...], count: int, frozen_inputs: tuple[str, ...] = ()
) -> list[Run]:
    """The ported function run ``count`` times on the same parameters and inputs."""
    dtype = JAX_DTYPES[dtype_name]
    with compute_mode(dtype_name):
        adapter.set_feature(True)
        fn, own = adapter.build_fn(ported=True, dtype=dtype)
        inputs = adapter.make_inputs(dtype=dtype, seed=seed)
        return [run_fn(fn, own, inputs, backward=backward, seed=seed, params_to_compare=params, frozen_inputs=frozen_inputs) for _ in range(count)]


class UpstreamCapture(NamedTuple):
    """The feature-off parameters, inputs and results, taken before any test turned the port on."""

    params: Any
    inputs: dict[str, Any]
    run: Run


def capture_upstream(adapter: Adapter, *, dtype_name: str, seed: int, backward: bool, params: tuple[str, ...], frozen_inputs: tuple[str, ...] = ()) -> UpstreamCapture:
    """Run the feature-off function now: called at session start, whatever order the tests then run in.

    A port that leaks a setting past set_feature(False) leaks it into every
    later feature-off run, so only a run made before the port was ever on
    shows upstream as it is.
    """
    dtype = JAX_DTYPES[dtype_name]
    with compute_mode(dtype_name):
        adapter.set_feature(False)
        fn, own = adapter.build_fn(ported=False, dtype=dtype)
        inputs = adapter.make_inputs(dtype=dtype, seed=seed)
        return UpstreamCapture(own, inputs, run_fn(fn, own, inputs, backward=backward, seed=seed, params_to_compare=params, frozen_inputs=frozen_inputs))


def feature_off_after_port(
    adapter: Adapter, capture: UpstreamCapture, *, dtype_name: str, seed: int, backward: bool, params: tuple[str, ...], frozen_inputs: tuple[str, ...] = ()
) -> Run:
    """The feature-off function after set_feature(True) then (False), on the captured parameters and inputs."""
    dtype = JAX_DTYPES[dtype_name]
    with compute_mode(dtype_name):
        adapter.set_feature(True)
        adapter.set_feature(False)
        fn, _ = adapter.build_fn(ported=False, dtype=dtype)
        return run_fn(fn, capture.params, capture.inputs, backward=backward, seed=seed, params_to_compare=params, frozen_inputs=frozen_inputs)


def train_losses(adapter: Adapter, *, ported: bool, steps: int) -> list[float]:
    """Losses of ``steps`` training steps with the feature on (ported) or off, from the adapter's fixed init."""
    adapter.set_feature(ported)
    step = adapter.make_train_step(ported=ported)
    return run_steps(step, steps)


# Seed of the baseline's noise run: far from the test seed, so no hook's own offsets meet it.
NOISE_SEED_OFFSET = 7919


def train_run(adapter: Adapter, *, ported: bool, steps: int, seed: int = 0, noise: bool = False) -> TrainingRun:
    """Losses (and gradient norms, when the step returns them) of ``steps`` training steps with the feature on or off.

    ``noise`` runs the baseline again from another seed, to measure its own
    run-to-run noise; JAX has no global seed, so only a make_train_step that
    takes ``seed`` can change its data order (or init), and one that does not
    gives the same run again, which the comparison reports.
    """
    adapter.set_feature(ported)
    if adapter.accepts("make_train_step", "seed"):
        step = adapter.make_train_step(ported=ported, seed=seed + NOISE_SEED_OFFSET if noise else seed)
    else:
        step = adapter.make_train_step(ported=ported)
    return portval_training.run_training(step, steps)


def count_port_calls(adapter: Adapter, counter: CallCounter, sites: list[Binding], *, dtype_name: str | None, seed: int, backward: bool, steps: int) -> None:
    """Run the port with ``counter`` installed: the function (and its vjp) when there is one, else training steps.

    A function called inside jit runs in Python when it is traced; the
    counting wrapper is a new object, so the traced function is traced anew.
    """
    counter.install()
    try:
        adapter.set_feature(True)
        counter.rebind_sites(sites)
        if dtype_name is None:
            train_run(adapter, ported=True, steps=steps, seed=seed)
            return
        dtype = JAX_DTYPES[dtype_name]
        with compute_mode(dtype_name):
            fn, own = adapter.build_fn(ported=True, dtype=dtype)
            run_fn(fn, own, adapter.make_inputs(dtype=dtype, seed=seed), backward=backward, seed=seed)
    finally:
        # Unwrap first: set_feature(False) then restores the sites from the port itself, not from the wrapper.
        counter.uninstall()
        adapter.set_feature(False)


def call_counter(path: str, field: str) -> CallCounter:
    """A counter for ``path``; skips when the Primus-Turbo object named by implementation.turbo is not importable here."""
    binding = portval_sites.resolve_binding(path)
    if binding.error and field == "implementation.turbo":
        import pytest

        pytest.skip(f"{path} ({field}) is not importable here: {binding.error}")
    return CallCounter(path)


def zeros_like(tree: Any) -> Any:
    """The same pytree with every array leaf zeroed: a load target that cannot pass for the checkpoint."""
    return jax.tree_util.tree_map(lambda leaf: jnp.zeros_like(leaf) if hasattr(leaf, "shape") else leaf, tree)


def host_leaves(tree: Any) -> dict[str, np.ndarray]:
    """Every array leaf of a parameter pytree, on the host, named by its path."""
    return _host(named_arrays(tree, "params"))


# --- checkpoints: orbax when installed, else a flat .npz --------------------------


def save_params(params: Any, path: str) -> None:
    """Save a parameter pytree: with orbax when it is installed, else every leaf in one .npz file."""
    try:
        import orbax.checkpoint as ocp
    except ImportError:
        ocp = None
    if ocp is not None:
        checkpointer = ocp.StandardCheckpointer()
        checkpointer.save(path, params)
        checkpointer.wait_until_finished()
        return
    leaves = host_leaves(params)
    # .npz has no bfloat16: each leaf is stored as raw bytes of its width, with its dtype name beside it.
    raw = {name: value.view(f"u{value.dtype.itemsize}") for name, value in leaves.items()}
    dtypes = json.dumps({name: str(value.dtype) for name, value in leaves.items()})
    with open(path, "wb") as file:
        np.savez(file, __dtypes__=np.frombuffer(dtypes.encode(), dtype=np.uint8), **raw)


def load_params(like: Any, path: str) -> Any:
    """Load a parameter pytree saved by ``save_params`` into the structure of ``like``; strict on names, shapes and dtypes."""
    try:
        import orbax.checkpoint as ocp
    except ImportError:
        ocp = None
    if ocp is not None:
        return ocp.StandardCheckpointer().restore(path, like)
    with np.load(path) as stored:
        dtypes = json.loads(bytes(stored["__dtypes__"]).decode())
        found = {name: stored[name].view(jnp.dtype(dtype)) for name, dtype in dtypes.items()}
    expected = host_leaves(like)
    missing, unexpected = sorted(set(expected) - set(found)), sorted(set(found) - set(expected))
    if missing or unexpected:
        raise ValueError(f"checkpoint {path} does not match the parameters: missing {missing}, unexpected {unexpected}")
    for name, value in expected.items():
        if found[name].shape != value.shape or found[name].dtype != value.dtype:
            raise ValueError(f"checkpoint {path}: {name} is {found[name].dtype}{list(found[name].shape)}, the parameters want {value.dtype}{list(value.shape)}")
    leaves, treedef = jax.tree_util.tree_flatten_with_path(like)
    names = [f"params/{path_name(p)}" if p else "params" for p, _ in leaves]
    return jax.tree_util.tree_unflatten(treedef, [jnp.asarray(found[name]) for name in names])
