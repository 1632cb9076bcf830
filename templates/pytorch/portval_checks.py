"""PyTorch checks shared by the generated port-validation tests and bench_parity.py.

Each comparison raises an AssertionError whose message says which check
failed, how many elements are off and where, the tolerance used and its
source, so a failing test tells the user what went wrong without a debugger.
Nothing here depends on the port: the test files hold the plan's values.
What does not need torch (the adapter wrapper, sites, versions, constraints,
the A/B statistics) lives in portval_core.py, shared with the JAX scaffold;
the tests reach it through this module.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

import numpy as np
import torch

import portval_core
from portval_core import (  # noqa: F401 - re-exported: the generated tests call them as checks.NAME
    ALLOW_NUMERICS_SKIPPED,
    SHUFFLE_SEED,
    Adapter,
    Binding,
    CallCounter,
    Constraint,
    ErrorRatio,
    HookNotWired,
    NumericTally,
    Parity,
    SnrFloor,
    Tolerance,
    TrainingRun,
    Variant,
    VersionRequirement,
    assert_called,
    assert_finite_losses,
    assert_port_active,
    assert_restored,
    assert_trains_like_baseline,
    capture_pristine,
    captured,
    constraint_problem,
    gradient_flow_problems,
    run_steps,
    shuffle_items,
    version_problem,
)

TORCH_DTYPES = {
    "fp32": torch.float32,
    "tf32": torch.float32,
    "bf16": torch.bfloat16,
    "fp16": torch.float16,
    "int64": torch.int64,
    "int32": torch.int32,
    "bool": torch.bool,
}


def pick_device() -> torch.device:
    """PORTVAL_DEVICE if set, else this rank's GPU (LOCAL_RANK under torchrun), else the CPU."""
    wanted = os.environ.get("PORTVAL_DEVICE")
    if wanted:
        return torch.device(wanted)
    if torch.cuda.is_available():
        return torch.device("cuda", int(os.environ.get("LOCAL_RANK", "0")))
    return torch.device("cpu")


# --- torchrun ------------------------------------------------------------------


def launched_by_torchrun() -> bool:
    """Whether torchrun (or another launcher setting RANK and WORLD_SIZE) started this process."""
    return "RANK" in os.environ and "WORLD_SIZE" in os.environ


def init_distributed() -> None:
    """Join the process group torchrun set up, or make a one-rank group: NCCL/RCCL on GPUs, gloo on the CPU.

    Outside torchrun the group has this process alone, kept in an in-process
    store (no address or port), for frameworks whose parallel state needs
    torch.distributed even on one process (megatron-core).
    """
    import torch.distributed as dist

    if dist.is_initialized():
        return
    backend = "gloo"
    if torch.cuda.is_available() and not os.environ.get("PORTVAL_DEVICE", "").startswith("cpu"):
        torch.cuda.set_device(int(os.environ.get("LOCAL_RANK", "0")))
        backend = "nccl"
    if launched_by_torchrun():
        dist.init_process_group(backend)
    else:
        dist.init_process_group(backend, store=dist.HashStore(), rank=0, world_size=1)


def destroy_distributed() -> None:
    """Leave the process group, if this process joined one."""
    import torch.distributed as dist

    if dist.is_available() and dist.is_initialized():
        dist.destroy_process_group()


def rank() -> int:
    """This process's rank (0 when not distributed)."""
    import torch.distributed as dist

    return dist.get_rank() if dist.is_available() and dist.is_initialized() else 0


def world_size() -> int:
    """The number of ranks (1 when not distributed)."""
    import torch.distributed as dist

    return dist.get_world_size() if dist.is_available() and dist.is_initialized() else 1


def slowest_rank(values: list[float]) -> list[float]:
    """Element-wise maximum of ``values`` over all ranks: a step is as slow as its slowest rank."""
    import torch.distributed as dist

    if world_size() == 1:
        return list(values)
    gathered: list[list[float] | None] = [None] * world_size()
    dist.all_gather_object(gathered, list(values))
    return [max(column) for column in zip(*gathered)]


def synchronize(device: torch.device) -> None:
    """Wait for the device, so a timer or a memory reading sees finished work."""
    if device.type == "cuda":
        torch.cuda.synchronize(device)


@contextmanager
def compute_mode(dtype_name: str) -> Iterator[None]:
    """Run with TF32 matmuls on for 'tf32' and off otherwise, restoring the previous setting."""
    matmul, cudnn = torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32
    torch.backends.cuda.matmul.allow_tf32 = torch.backends.cudnn.allow_tf32 = dtype_name == "tf32"
    try:
        yield
    finally:
        torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32 = matmul, cudnn


# --- running a module ------------------------------------------------------


class Run(NamedTuple):
    """Named outputs and named gradients of one forward (and backward) pass."""

    outputs: dict[str, torch.Tensor]
    grads: dict[str, torch.Tensor]
    # Parameters that received no gradient (recorded only when run_module is asked to allow it).
    missing: tuple[str, ...] = ()


def named_tensors(value: Any, prefix: str = "output") -> dict[str, torch.Tensor]:
    """Every tensor in a nested output (tensor, tuple such as Megatron's (output, bias), list, dict)."""
    if isinstance(value, torch.Tensor):
        return {prefix: value}
    found: dict[str, torch.Tensor] = {}
    if isinstance(value, (tuple, list)):
        for i, item in enumerate(value):
            found.update(named_tensors(item, f"{prefix}[{i}]"))
    elif isinstance(value, dict):
        for key, item in value.items():
            found.update(named_tensors(item, f"{prefix}[{key!r}]"))
    return found


def cast_inputs(inputs: dict[str, Any], dtype: torch.dtype) -> dict[str, Any]:
    """The same inputs with floating tensors cast to ``dtype`` (for the fp32 reference)."""
    return {k: v.to(dtype) if isinstance(v, torch.Tensor) and v.is_floating_point() else v for k, v in inputs.items()}


def run_module(
    module: torch.nn.Module,
    inputs: dict[str, Any],
    *,
    backward: bool,
    seed: int,
    params: tuple[str, ...] = (),
    cotangent_dtype: torch.dtype | None = None,
    frozen_inputs: tuple[str, ...] = (),
    allow_missing: bool = False,
) -> Run:
    """Forward with ``inputs``; with ``backward``, a fixed random cotangent and the gradients.

    The cotangent is drawn in fp32 from ``seed`` and rounded through
    ``cotangent_dtype`` (default: each output's dtype), so runs in different
    dtypes see the same upstream gradient. Gradients are those of every
    floating input but ``frozen_inputs`` and of ``params`` (all trainable
    parameters when empty). A parameter that gets no gradient fails the run,
    unless ``allow_missing``: then it is listed in ``Run.missing``.
    """
    leaves = {}
    for name, value in inputs.items():
        if isinstance(value, torch.Tensor) and value.is_floating_point():
            value = value.detach().clone().requires_grad_(backward and name not in frozen_inputs)
        leaves[name] = value
    module.zero_grad(set_to_none=True)
    out = module(**leaves)
    outputs = named_tensors(out)
    if not outputs:
        raise AssertionError(f"the module returned no tensor (got {type(out).__name__}); return the output from forward")
    run = Run({name: t.detach().clone() for name, t in outputs.items()}, {})
    if not backward:
        return run
    differentiable = [(name, t) for name, t in outputs.items() if t.requires_grad]
    if not differentiable:
        raise AssertionError("no output requires grad: build the module with trainable parameters or floating inputs")
    generator = torch.Generator().manual_seed(seed + 1)
    cotangents = []
    for _, t in differentiable:
        draw = torch.randn(t.shape, generator=generator, dtype=torch.float32)
        cotangents.append(draw.to(cotangent_dtype or t.dtype).to(device=t.device, dtype=t.dtype))
    torch.autograd.backward([t for _, t in differentiable], cotangents)
    for name, value in leaves.items():
        if isinstance(value, torch.Tensor) and value.requires_grad and value.grad is not None:
            run.grads[f"grad of input {name}"] = value.grad.detach().clone()
    named = dict(module.named_parameters())
    wanted = params or tuple(name for name, p in named.items() if p.requires_grad)
    for name in wanted:
        if name not in named:
            raise AssertionError(f"params_to_compare names {name!r}, but the module's parameters are: {', '.join(named) or 'none'}")
        grad = named[name].grad
        if grad is None and allow_missing:
            run = run._replace(missing=(*run.missing, name))
            continue
        if grad is None:
            raise AssertionError(f"no gradient reached parameter {name!r}: the port does not propagate to it")
        run.grads[f"grad of {name}"] = grad.detach().clone()
    return run


# --- comparisons ------------------------------------------------------------


def host(tensors: dict[str, torch.Tensor]) -> dict[str, np.ndarray]:
    """Each tensor as a float64 host array, for portval_core's comparisons."""
    return {name: t.detach().double().cpu().numpy() for name, t in tensors.items()}


def assert_close(actual: dict[str, torch.Tensor], expected: dict[str, torch.Tensor], tol: Tolerance, check: str) -> None:
    """Every tensor of ``expected`` within ``tol`` of its namesake in ``actual``."""
    portval_core.assert_close(host(actual), host(expected), tol, check)


def assert_finite(tensors: dict[str, torch.Tensor], check: str) -> None:
    """Every element of every tensor finite; names the first tensor and index that is not."""
    portval_core.assert_finite(host(tensors), check)


def assert_error_ratio(
    ported: dict[str, torch.Tensor],
    naive: dict[str, torch.Tensor],
    reference: dict[str, torch.Tensor],
    rule: ErrorRatio,
    dtype_name: str,
    check: str,
) -> None:
    """The port's error against fp32 at most the factor times the feature-off run's (portval_core.assert_error_ratio)."""
    portval_core.assert_error_ratio(host(ported), host(naive), host(reference), rule, dtype_name, check)


def assert_snr(actual: dict[str, torch.Tensor], reference: dict[str, torch.Tensor], floor: SnrFloor, check: str) -> None:
    """Every tensor's SNR against the reference at least ``floor.min_db``."""
    portval_core.assert_snr(host(actual), host(reference), floor, check)


def assert_bitwise_equal(actual: dict[str, torch.Tensor], expected: dict[str, torch.Tensor], check: str) -> None:
    """Every tensor identical bit for bit (NaNs included), with the count and size of any difference."""
    problems = []
    for name, reference in expected.items():
        got = actual.get(name)
        layout = portval_core.layout_problem(name, got, reference)
        if layout:
            problems.append(layout)
            continue
        if got.dtype != reference.dtype:
            problems.append(f"{name}: dtype {got.dtype} where the reference has {reference.dtype}")
            continue
        a = got.detach().contiguous().reshape(-1).cpu()
        b = reference.detach().contiguous().reshape(-1).cpu()
        if torch.equal(a.view(torch.uint8), b.view(torch.uint8)):
            continue
        differ = a != b
        if a.is_floating_point():
            differ &= ~(torch.isnan(a) & torch.isnan(b))
        count = max(int(differ.sum()), 1)
        largest = float((a.double() - b.double()).abs().nan_to_num(math.inf).max()) if a.numel() else 0.0
        problems.append(f"{name}: {count} / {a.numel()} elements differ, greatest difference {largest:.3g}")
    if problems:
        raise AssertionError(f"{check} failed (bitwise equality required):\n  " + "\n  ".join(problems))


# --- requirements: the platform ---------------------------------------------


def platform_problem(platform: str, source: str) -> str:
    """'' when torch was built for ``platform`` (rocm, cuda or any), else why not."""
    if platform == "any":
        return ""
    hip, cuda = getattr(torch.version, "hip", None), torch.version.cuda
    if platform == "rocm" and not hip:
        return f"the port needs ROCm and this torch has {'CUDA' if cuda else 'neither ROCm nor CUDA'} ({source})"
    if platform == "cuda" and (hip or not cuda):
        return f"the port needs CUDA and this torch has {'ROCm' if hip else 'neither ROCm nor CUDA'} ({source})"
    return ""


# --- the runs the tests compare -----------------------------------------------


class PairedRuns(NamedTuple):
    reference: Run  # feature off, in the dtype under test
    ported: Run  # feature on, same weights and inputs
    fp32: Run | None  # feature off in fp32, from the same (up-cast) weights and inputs


def copy_weights(adapter: Adapter, src: torch.nn.Module, dst: torch.nn.Module, what: str) -> None:
    """adapter.copy_weights, with a failure that says which copy failed and what to do."""
    try:
        adapter.copy_weights(src, dst)
    except (RuntimeError, KeyError, ValueError) as error:
        raise AssertionError(
            f"copy_weights could not give the {what} the feature-off module's weights: {error}. If the port names or "
            "shapes its parameters differently, map them in port_adapter.copy_weights (and make checkpoints load too)"
        ) from None


def paired_runs(
    adapter: Adapter,
    *,
    dtype_name: str,
    device: torch.device,
    seed: int,
    backward: bool,
    params: tuple[str, ...] = (),
    fp32_reference: bool = False,
    frozen_inputs: tuple[str, ...] = (),
) -> PairedRuns:
    """The feature-off module and the ported module run on the same weights and inputs.

    The reference runs with the feature off and the port with it on, because
    most ports are global rebindings read when the code runs (autograd looks
    a custom Function's backward up during backward). ``copy_weights`` gives
    the ported (and the fp32) module the reference's weights.
    """
    dtype = TORCH_DTYPES[dtype_name]
    with compute_mode(dtype_name):
        adapter.set_feature(False)
        torch.manual_seed(seed)
        reference = adapter.build_module(ported=False, dtype=dtype, device=device)
        inputs = adapter.make_inputs(dtype=dtype, device=device, seed=seed)
        reference_run = run_module(reference, inputs, backward=backward, seed=seed, params=params, frozen_inputs=frozen_inputs)
        fp32_run = None
        if fp32_reference:
            torch.manual_seed(seed)
            upcast = adapter.build_module(ported=False, dtype=torch.float32, device=device)
            copy_weights(adapter, reference, upcast, "fp32 reference")
            with compute_mode("fp32"):
                fp32_run = run_module(
                    upcast,
                    cast_inputs(inputs, torch.float32),
                    backward=backward,
                    seed=seed,
                    params=params,
                    cotangent_dtype=dtype,
                    frozen_inputs=frozen_inputs,
                )
        adapter.set_feature(True)
        torch.manual_seed(seed)
        ported = adapter.build_module(ported=True, dtype=dtype, device=device)
        copy_weights(adapter, reference, ported, "ported module")
        ported_run = run_module(ported, inputs, backward=backward, seed=seed, params=params, frozen_inputs=frozen_inputs)
    return PairedRuns(reference_run, ported_run, fp32_run)


def repeated_ported_runs(
    adapter: Adapter,
    *,
    dtype_name: str,
    device: torch.device,
    seed: int,
    backward: bool,
    params: tuple[str, ...],
    count: int,
    frozen_inputs: tuple[str, ...] = (),
) -> list[Run]:
    """The ported module run ``count`` times on the same inputs."""
    dtype = TORCH_DTYPES[dtype_name]
    with compute_mode(dtype_name):
        adapter.set_feature(True)
        torch.manual_seed(seed)
        module = adapter.build_module(ported=True, dtype=dtype, device=device)
        inputs = adapter.make_inputs(dtype=dtype, device=device, seed=seed)
        return [run_module(module, inputs, backward=backward, seed=seed, params=params, frozen_inputs=frozen_inputs) for _ in range(count)]


class UpstreamCapture(NamedTuple):
    """The feature-off module, its inputs and its results, taken before any test turned the port on."""

    module: torch.nn.Module
    inputs: dict[str, Any]
    run: Run


def capture_upstream(
    adapter: Adapter, *, dtype_name: str, device: torch.device, seed: int, backward: bool, params: tuple[str, ...], frozen_inputs: tuple[str, ...] = ()
) -> UpstreamCapture:
    """Run the feature-off module now: called at session start, whatever order the tests then run in.

    A port that leaks a setting past set_feature(False) (a global flag, a
    cached kernel choice) leaks it into every later feature-off run, so only
    a run made before the port was ever on shows upstream as it is.
    """
    dtype = TORCH_DTYPES[dtype_name]
    with compute_mode(dtype_name):
        adapter.set_feature(False)
        torch.manual_seed(seed)
        module = adapter.build_module(ported=False, dtype=dtype, device=device)
        inputs = adapter.make_inputs(dtype=dtype, device=device, seed=seed)
        return UpstreamCapture(module, inputs, run_module(module, inputs, backward=backward, seed=seed, params=params, frozen_inputs=frozen_inputs))


def feature_off_after_port(
    adapter: Adapter,
    capture: UpstreamCapture,
    *,
    dtype_name: str,
    device: torch.device,
    seed: int,
    backward: bool,
    params: tuple[str, ...],
    frozen_inputs: tuple[str, ...] = (),
) -> Run:
    """The feature-off module after set_feature(True) then (False), on the captured module's weights and inputs."""
    dtype = TORCH_DTYPES[dtype_name]
    with compute_mode(dtype_name):
        adapter.set_feature(True)
        adapter.set_feature(False)
        torch.manual_seed(seed)
        module = adapter.build_module(ported=False, dtype=dtype, device=device)
        copy_weights(adapter, capture.module, module, "feature-off module")
        return run_module(module, capture.inputs, backward=backward, seed=seed, params=params, frozen_inputs=frozen_inputs)


def gradient_flow_runs(adapter: Adapter, *, dtype_name: str, device: torch.device, seed: int, params: tuple[str, ...], frozen_inputs: tuple[str, ...]) -> PairedRuns:
    """paired_runs with backward, where a parameter without a gradient is recorded instead of failing the run."""
    dtype = TORCH_DTYPES[dtype_name]
    with compute_mode(dtype_name):
        adapter.set_feature(False)
        torch.manual_seed(seed)
        reference = adapter.build_module(ported=False, dtype=dtype, device=device)
        inputs = adapter.make_inputs(dtype=dtype, device=device, seed=seed)
        reference_run = run_module(reference, inputs, backward=True, seed=seed, params=params, frozen_inputs=frozen_inputs, allow_missing=True)
        adapter.set_feature(True)
        torch.manual_seed(seed)
        ported = adapter.build_module(ported=True, dtype=dtype, device=device)
        copy_weights(adapter, reference, ported, "ported module")
        ported_run = run_module(ported, inputs, backward=True, seed=seed, params=params, frozen_inputs=frozen_inputs, allow_missing=True)
    return PairedRuns(reference_run, ported_run, None)


def assert_same_gradient_flow(runs: PairedRuns, check: str) -> None:
    """Every parameter receives a gradient with the feature on exactly when it receives one with it off."""
    problems = gradient_flow_problems(runs.ported.missing, runs.reference.missing)
    if problems:
        raise AssertionError(f"{check} failed:\n  " + "\n  ".join(problems))


# Seeds of the baseline's noise run: far from the test seed, so no hook's own offsets (seed + 1) meet it.
NOISE_SEED_OFFSET = 7919


def train_run(adapter: Adapter, *, ported: bool, device: torch.device, seed: int, steps: int, noise: bool = False) -> TrainingRun:
    """Losses (and gradient norms, when the step returns them) of ``steps`` steps with the feature on or off.

    ``noise`` runs the baseline again from another seed, to measure its own
    run-to-run noise: a make_train_step that takes ``seed`` gets another one
    (another data order, the same init); one that does not gets another
    torch seed (another init).
    """
    other = seed + NOISE_SEED_OFFSET if noise else seed
    adapter.set_feature(ported)
    if adapter.accepts("make_train_step", "seed"):
        torch.manual_seed(seed)
        step = adapter.make_train_step(ported=ported, device=device, seed=other)
    else:
        torch.manual_seed(other)
        step = adapter.make_train_step(ported=ported, device=device)
    return portval_core.run_training(step, steps)


def call_counter(path: str, field: str) -> CallCounter:
    """A counter for ``path``; skips when the Primus-Turbo object named by implementation.turbo is not importable here."""
    binding = portval_core.resolve_binding(path)
    if binding.error and field == "implementation.turbo":
        import pytest

        pytest.skip(f"{path} ({field}) is not importable here: {binding.error}")
    return CallCounter(path)


def count_port_calls(
    adapter: Adapter,
    counter: CallCounter,
    sites: list[Binding],
    *,
    dtype_name: str | None,
    device: torch.device,
    seed: int,
    backward: bool,
    steps: int,
) -> None:
    """Run the port with ``counter`` installed: the module forward (and backward) when there is one, else training steps."""
    counter.install()
    try:
        adapter.set_feature(True)
        counter.rebind_sites(sites)
        if dtype_name is None:
            train_run(adapter, ported=True, device=device, seed=seed, steps=steps)
            return
        with compute_mode(dtype_name):
            torch.manual_seed(seed)
            module = adapter.build_module(ported=True, dtype=TORCH_DTYPES[dtype_name], device=device)
            inputs = adapter.make_inputs(dtype=TORCH_DTYPES[dtype_name], device=device, seed=seed)
            run_module(module, inputs, backward=backward, seed=seed, allow_missing=True)
    finally:
        # Unwrap first: set_feature(False) then restores the sites from the port itself, not from the wrapper.
        counter.uninstall()
        adapter.set_feature(False)


def train_losses(adapter: Adapter, *, ported: bool, device: torch.device, seed: int, steps: int) -> list[float]:
    """Losses of ``steps`` optimizer steps with the feature on (ported) or off, from the seeded init."""
    adapter.set_feature(ported)
    torch.manual_seed(seed)
    step = adapter.make_train_step(ported=ported, device=device)
    return run_steps(step, steps)


def tensors_of(state: dict[str, Any]) -> dict[str, torch.Tensor]:
    """The tensor entries of a state dict (frameworks also keep bytes and objects there)."""
    return {key: value for key, value in state.items() if isinstance(value, torch.Tensor)}


# --- Primus as the golden reference -------------------------------------------------


def _to_cpu(value: Any) -> Any:
    if isinstance(value, torch.Tensor):
        return value.detach().cpu()
    if isinstance(value, dict):
        return {k: _to_cpu(v) for k, v in value.items()}
    return value


def installed_versions(names: list[str]) -> dict[str, str]:
    """Installed versions of the named distributions (absent ones left out), and torch's."""
    from importlib import metadata

    found = {"torch": str(torch.__version__)}  # a plain str: TorchVersion does not load with weights_only
    for name in names:
        try:
            found[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return found


def dump_reference_entry(
    adapter: Adapter,
    *,
    dtype_name: str,
    device: torch.device,
    seed: int,
    backward: bool,
    params: tuple[str, ...],
    frozen_inputs: tuple[str, ...],
) -> dict[str, Any]:
    """Inputs, weights, outputs and gradients of the module with the feature on, on the CPU, for one dtype."""
    dtype = TORCH_DTYPES[dtype_name]
    with compute_mode(dtype_name):
        adapter.set_feature(True)
        torch.manual_seed(seed)
        module = adapter.build_module(ported=True, dtype=dtype, device=device)
        inputs = adapter.make_inputs(dtype=dtype, device=device, seed=seed)
        run = run_module(module, inputs, backward=backward, seed=seed, params=params, frozen_inputs=frozen_inputs)
    return {
        "inputs": _to_cpu(inputs),
        "weights": _to_cpu(tensors_of(module.state_dict())),
        "outputs": _to_cpu(run.outputs),
        "grads": _to_cpu(run.grads),
    }


def load_reference(path: str, feature: str, dtype_name: str) -> dict[str, Any]:
    """The reference entry for ``dtype_name``; skips the test, saying how to make the file, when there is none."""
    import pytest

    if not os.path.exists(path):
        pytest.skip(f"no Primus reference file {path}: run `python dump_reference.py` where Primus has the feature on, then copy the file here")
    data = torch.load(path, map_location="cpu", weights_only=True)
    if data.get("feature") != feature:
        raise AssertionError(f"{path} holds the reference of {data.get('feature')!r}, not {feature!r}: dump it again for this feature")
    if dtype_name not in data.get("entries", {}):
        pytest.skip(f"{path} has no {dtype_name} entry (it has {', '.join(data.get('entries', {})) or 'none'}): dump it again")
    return {**data["entries"][dtype_name], "versions": data.get("versions", {})}


def run_against_reference(
    adapter: Adapter,
    reference: dict[str, Any],
    *,
    dtype_name: str,
    device: torch.device,
    seed: int,
    backward: bool,
    params: tuple[str, ...],
    frozen_inputs: tuple[str, ...],
) -> Run:
    """The port, with the feature on, given Primus's weights and inputs."""
    dtype = TORCH_DTYPES[dtype_name]
    with compute_mode(dtype_name):
        adapter.set_feature(True)
        torch.manual_seed(seed)
        module = adapter.build_module(ported=True, dtype=dtype, device=device)
        try:
            # Tensors from Primus; any non-tensor state (a framework's extra state) stays the module's own.
            own_extra = {k: v for k, v in module.state_dict().items() if not isinstance(v, torch.Tensor)}
            module.load_state_dict({**own_extra, **reference["weights"]}, strict=True)
        except (RuntimeError, KeyError) as error:
            raise AssertionError(f"Primus's weights do not load into the ported module (parameter names differ?): {error}") from None
        inputs = {k: v.to(device) if isinstance(v, torch.Tensor) else v for k, v in reference["inputs"].items()}
        return run_module(module, inputs, backward=backward, seed=seed, params=params, frozen_inputs=frozen_inputs)


# --- sites -------------------------------------------------------------------------


def assert_port_built(module: torch.nn.Module, ported_path: str) -> None:
    """The module (or an object one of its submodules holds) is an instance of the port's class.

    Skips when implementation.ported is not a class: a rebound function
    leaves no trace in the module tree.
    """
    port = portval_core.resolve_binding(ported_path)
    if port.error:
        raise AssertionError(f"cannot resolve implementation.ported {ported_path}: {port.error}")
    if not isinstance(port.value, type):
        import pytest

        pytest.skip(f"implementation.ported {ported_path} is not a class: a rebound function leaves no trace in the module tree")
    held = [value for sub in module.modules() for value in (sub, *vars(sub).values())]
    if not any(isinstance(value, port.value) for value in held):
        kinds = sorted({portval_core.describe_object(type(sub)) for sub in module.modules()})
        raise AssertionError(
            f"with the feature on, build_module(ported=True) holds no {ported_path} (it is built of {', '.join(kinds)}): "
            "every comparison pits upstream against upstream. Build the module after set_feature(True), through a name the "
            "port rebinds; where the framework builds modules from config objects (TorchTitan's Config.build() builds the "
            "class the Config belongs to), the port needs a Config of its own"
        )


# --- performance: interleaved A/B timing ------------------------------------------------


def time_calls(work: Callable[[], object], iterations: int, device: torch.device) -> list[float]:
    """Seconds of each of ``iterations`` calls, each synchronised on the device."""
    samples = []
    for _ in range(iterations):
        synchronize(device)
        start = time.perf_counter()
        work()
        synchronize(device)
        samples.append(time.perf_counter() - start)
    return samples


def measure_parity(baseline: Variant, ported: Variant, *, device: torch.device, **settings: Any) -> Parity:
    """portval_core.measure_parity, each call synchronised on ``device``, trials judged at the slowest rank."""
    return portval_core.measure_parity(
        baseline, ported, timer=lambda work, iterations: time_calls(work, iterations, device), slowest=slowest_rank, **settings
    )
