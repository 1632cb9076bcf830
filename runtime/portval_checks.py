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
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

import numpy as np
import torch

import portval_core
from portval_core import (  # noqa: F401 - re-exported: the generated tests call them as checks.NAME
    ALLOW_NUMERICS_SKIPPED,
    SHUFFLE_SEED,
    Binding,
    CallCounter,
    ConfigView,
    Constraint,
    ErrorRatio,
    HookNotWired,
    InputCase,
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
    assert_swept,
    assert_trains_like_baseline,
    capture_pristine,
    captured,
    constraint_problem,
    gradient_flow_problems,
    port_objects,
    replaced_objects,
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


# --- what the user's hooks do not vary ---------------------------------------------


def perturb_parameters(module: torch.nn.Module, scale: float) -> torch.nn.Module:
    """Move every trainable floating parameter off its init: p + scale * rms(p) * N(0, 1), rms 1 for an all-zero p.

    Norm weights start at ones and biases at zeros, and on them a backward
    that ignores the weight, or a checkpoint load that does nothing, looks
    right. The noise comes from torch's global generator, so two builds after
    the same torch.manual_seed are perturbed alike and builds under different
    seeds differently; copy_weights then gives every compared module the same
    values.
    """
    with torch.no_grad():
        for parameter in module.parameters():
            if not (parameter.requires_grad and parameter.is_floating_point() and parameter.numel()):
                continue
            size = float(parameter.detach().double().pow(2).mean().sqrt()) or 1.0
            noise = torch.randn(tuple(parameter.shape), dtype=torch.float32) * (scale * size)
            parameter.add_(noise.to(device=parameter.device, dtype=parameter.dtype))
    return module


class Adapter(portval_core.Adapter):
    """portval_core.Adapter whose build_module perturbs the parameters off their init (perturb_parameters)."""

    def __init__(self, module: Any, unwired_messages: dict[str, str], required: tuple[str, ...] = (), *, perturbation: float = 0.0):
        super().__init__(module, unwired_messages, required)
        self._perturbation = perturbation

    def build_module(self, **kwargs: Any) -> torch.nn.Module:
        """The user's build_module, its parameters moved off their init by the plan's perturbation."""
        module = portval_core.Adapter.__getattr__(self, "build_module")(**kwargs)
        return perturb_parameters(module, self._perturbation) if self._perturbation and isinstance(module, torch.nn.Module) else module


def vary_inputs(inputs: dict[str, Any], case: InputCase | None, variable_dims: dict[str, dict[str, int]], scaled: tuple[str, ...] | None) -> dict[str, Any]:
    """The adapter's inputs as ``case`` varies them: sizes trimmed, magnitudes scaled, layout made non-contiguous.

    Sizes: every variable dimension (facts: a named dimension that is not a
    config field) is cut to the case's size, the same name alike in every
    input. Magnitudes and layout change the floating inputs in ``scaled``
    (None: every floating input).
    """
    if case is None:
        return inputs
    shapes = {name: tuple(v.shape) for name, v in inputs.items() if isinstance(v, torch.Tensor)}
    sizes = portval_core.case_sizes(shapes, variable_dims, case.sizes) if case.sizes else {}
    varied = {}
    for name, value in inputs.items():
        if isinstance(value, torch.Tensor) and sizes and name in variable_dims:
            index = [slice(None)] * value.dim()
            for dim, axis in variable_dims[name].items():
                if axis < value.dim():
                    index[axis] = slice(0, sizes[dim])
            value = value[tuple(index)].clone()
        if isinstance(value, torch.Tensor) and value.is_floating_point() and (scaled is None or name in scaled):
            value = value * case.scale if case.scale != 1.0 else value
            if case.outlier_every and value.dim() and value.numel():
                rows = value.reshape(-1, value.shape[-1]).clone()
                rows[portval_core.outlier_rows(rows.shape[0], case.outlier_every)] *= case.outlier_scale
                value = rows.reshape(value.shape)
            if case.non_contiguous and value.dim() >= 2:
                # Same values, transposed strides: dense, so the clone in run_module keeps the layout.
                value = value.transpose(-1, -2).contiguous().transpose(-1, -2)
        varied[name] = value
    return varied


def reduction_length(inputs: dict[str, Any]) -> int:
    """The longest sum the module can do on these inputs: a row's length or the number of rows, whichever is longer."""
    longest = 1
    for value in inputs.values():
        if isinstance(value, torch.Tensor) and value.is_floating_point() and value.dim():
            longest = max(longest, int(value.shape[-1]), value.numel() // max(int(value.shape[-1]), 1))
    return longest


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
    *,
    runs: PairedRuns | None = None,
    fallback: Tolerance | None = None,
) -> None:
    """The port's error against the high-precision reference at most the factor times the feature-off run's.

    See portval_core.assert_error_ratio. ``runs`` says which reference was
    built (fp64 where the module allows it) and how long its sums are; where
    the reference is not independent of the baseline (the module's outputs
    equal the high-precision build's), the tensors are judged by closeness
    (``fallback``) and a warning says so.
    """
    name, eps, length = ("fp32", portval_core.FP32_EPS, 1) if runs is None else (runs.reference_name, runs.reference_eps, runs.reduction_length)
    # Judged on the module's outputs: a module that casts internally gives no independent reference for its gradients either.
    module_dependent = runs is not None and portval_core.outputs_are_dependent(host(runs.reference.outputs), host(runs.fp32.outputs), rule, eps, length)
    dependent = portval_core.assert_error_ratio(
        host(ported),
        host(naive),
        host(reference),
        rule,
        dtype_name,
        check,
        reference_name=name,
        reference_eps=eps,
        reduction_length=length,
        fallback=fallback,
        dependent_module=module_dependent,
    )
    if dependent:
        warnings.warn(f"{check}: {portval_core.dependent_reference_note(dependent, name, dtype_name)}", stacklevel=2)


def assert_snr(
    actual: dict[str, torch.Tensor],
    reference: dict[str, torch.Tensor],
    floor: SnrFloor,
    check: str,
    naive: dict[str, torch.Tensor] | None = None,
) -> None:
    """Every tensor's SNR against the reference at least ``floor.min_db``; with ``naive``, not below upstream's (portval_core.assert_snr)."""
    portval_core.assert_snr(host(actual), host(reference), floor, check, None if naive is None else host(naive))


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
    fp32: Run | None  # feature off in high precision (fp64 where the module allows it, else fp32), same up-cast weights and inputs
    reference_name: str = "fp32"  # the high-precision reference's dtype
    reference_eps: float = portval_core.FP32_EPS
    reduction_length: int = 1  # the longest sum on these inputs, for the reference's rounding floor


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
    case: InputCase | None = None,
    variable_dims: dict[str, dict[str, int]] | None = None,
    scaled_inputs: tuple[str, ...] | None = None,
) -> PairedRuns:
    """The feature-off module and the ported module run on the same weights and inputs.

    The reference runs with the feature off and the port with it on, because
    most ports are global rebindings read when the code runs (autograd looks
    a custom Function's backward up during backward). ``copy_weights`` gives
    the ported (and the high-precision) module the reference's weights.
    ``case`` varies the adapter's inputs (vary_inputs); an optional case the
    feature-off module rejects skips the test, saying so.
    """
    dtype = TORCH_DTYPES[dtype_name]
    with compute_mode(dtype_name):
        adapter.set_feature(False)
        torch.manual_seed(seed)
        reference = adapter.build_module(ported=False, dtype=dtype, device=device)
        inputs = vary_inputs(adapter.make_inputs(dtype=dtype, device=device, seed=seed), case, variable_dims or {}, scaled_inputs)
        try:
            reference_run = run_module(reference, inputs, backward=backward, seed=seed, params=params, frozen_inputs=frozen_inputs)
        except (RuntimeError, ValueError, IndexError, TypeError) as error:
            if case is None or not case.optional:
                raise
            import pytest

            pytest.skip(f"the feature-off module does not accept {case.what} ({type(error).__name__}: {error}), so the port need not")
        high = None
        if fp32_reference:
            high = high_precision_run(adapter, reference, inputs, dtype=dtype, device=device, seed=seed, backward=backward, params=params, frozen_inputs=frozen_inputs)
        adapter.set_feature(True)
        torch.manual_seed(seed)
        ported = adapter.build_module(ported=True, dtype=dtype, device=device)
        copy_weights(adapter, reference, ported, "ported module")
        ported_run = run_module(ported, inputs, backward=backward, seed=seed, params=params, frozen_inputs=frozen_inputs)
    if high is None:
        return PairedRuns(reference_run, ported_run, None)
    high_run, name, eps = high
    return PairedRuns(reference_run, ported_run, high_run, name, eps, reduction_length(inputs))


def high_precision_run(
    adapter: Adapter,
    reference: torch.nn.Module,
    inputs: dict[str, Any],
    *,
    dtype: torch.dtype,
    device: torch.device,
    seed: int,
    backward: bool,
    params: tuple[str, ...],
    frozen_inputs: tuple[str, ...],
) -> tuple[Run, str, float]:
    """The feature-off module in fp64 where it builds and runs in fp64, else in fp32, on the reference's weights.

    fp64 makes the reference's own rounding negligible next to any
    low-precision error; a module or device without fp64 falls back to fp32.
    Returns the run, the reference dtype's name and its machine epsilon.
    """
    attempts = [(torch.float64, "fp64", portval_core.FP64_EPS), (torch.float32, "fp32", portval_core.FP32_EPS)]
    for number, (high_dtype, name, eps) in enumerate(attempts):
        try:
            torch.manual_seed(seed)
            upcast = adapter.build_module(ported=False, dtype=high_dtype, device=device)
            copy_weights(adapter, reference, upcast, f"{name} reference")
            with compute_mode("fp32"):
                run = run_module(upcast, cast_inputs(inputs, high_dtype), backward=backward, seed=seed, params=params, cotangent_dtype=dtype, frozen_inputs=frozen_inputs)
            return run, name, eps
        except (RuntimeError, TypeError, ValueError, AssertionError):
            if number == len(attempts) - 1:
                raise
    raise AssertionError("unreachable: the fp32 attempt returns or raises")


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

L2_FLUSH_BYTES = 256 * 1024 * 1024  # larger than any current GPU's L2 cache, as triton.testing.do_bench writes
BLOCKS_PER_TRIAL = 10  # a trial's calls are timed in this many blocks, one device synchronisation each
HOST_BOUND_SHARE = 0.9  # the host took this share of the device's time to launch a call: the device waited on it


class DeviceClock(NamedTuple):
    """What device timing needs, passed in so that tests can stand a fake device in: events, a sync, an L2 flush."""

    event: Callable[[], Any]  # a timing event: .record(), then .elapsed_time(later) in milliseconds once synchronised
    synchronize: Callable[[], None]
    flush: Callable[[], None] | None  # run before every timed call (outside its events), or None


def cuda_clock(device: torch.device, *, flush_l2: bool) -> DeviceClock:
    """CUDA (and ROCm/HIP) events on ``device``; with ``flush_l2``, a 256 MiB buffer zeroed before each call."""
    flush = None
    if flush_l2:
        scratch = torch.empty(L2_FLUSH_BYTES // 4, dtype=torch.int32, device=device)
        flush = scratch.zero_
    return DeviceClock(lambda: torch.cuda.Event(enable_timing=True), lambda: torch.cuda.synchronize(device), flush)


class DeviceTimer:
    """``timer(work, n)`` for measure_parity on a GPU: device events around blocks of calls, one sync per block.

    Without a flush, one pair of events brackets each block of calls and the
    block's device time over its calls is one sample (torch.utils.benchmark's
    blocked timing); with a flush (op level, as triton.testing.do_bench does),
    each call has its own events with the flush outside them, and the block
    is still synchronised once. The host's time to launch each block is kept
    beside the device time, so the report can say when the host, not the
    kernels, set the pace.
    """

    def __init__(self, clock: DeviceClock, *, host_clock: Callable[[], float] = time.perf_counter, blocks: int = BLOCKS_PER_TRIAL):
        self.clock, self.host_clock, self.blocks = clock, host_clock, blocks
        self.device_s = 0.0  # device time of every timed call so far
        self.host_launch_s = 0.0  # host time spent launching them (before each block's sync)
        self.calls = 0
        self.synchronizations = 0

    def __call__(self, work: Callable[[], object], iterations: int) -> list[float]:
        """Per-call device seconds of ``iterations`` calls: one sample per block, or per call with a flush."""
        samples: list[float] = []
        remaining = iterations
        for block in range(min(self.blocks, iterations)):
            size = remaining // (min(self.blocks, iterations) - block)
            remaining -= size
            launched = self.host_clock()
            if self.clock.flush is None:
                start, end = self.clock.event(), self.clock.event()
                start.record()
                for _ in range(size):
                    work()
                end.record()
                pairs = [(start, end)]
            else:
                pairs = []
                for _ in range(size):
                    self.clock.flush()
                    start, end = self.clock.event(), self.clock.event()
                    start.record()
                    work()
                    end.record()
                    pairs.append((start, end))
            self.host_launch_s += self.host_clock() - launched
            self.clock.synchronize()
            self.synchronizations += 1
            elapsed = [start.elapsed_time(end) / 1e3 for start, end in pairs]
            self.device_s += sum(elapsed)
            self.calls += size
            samples += [elapsed[0] / size] if self.clock.flush is None else elapsed
        return samples

    def host_bound(self) -> bool:
        """Whether launching a call took the host nearly as long as the device took to run it (without flushes)."""
        return self.calls > 0 and self.clock.flush is None and self.host_launch_s >= HOST_BOUND_SHARE * self.device_s

    def summary(self) -> dict[str, Any]:
        """Device and host-launch time per call, and whether the host set the pace."""
        per_call = (lambda total: total / self.calls if self.calls else None)
        return {
            "clock": "device events" + (", L2 flushed before each call" if self.clock.flush else f", {self.blocks} blocks per trial"),
            "device_s_per_call": per_call(self.device_s),
            "host_launch_s_per_call": per_call(self.host_launch_s),
            "host_bound": self.host_bound(),
        }


class HostTimer:
    """``timer(work, n)`` on the CPU: each call timed with perf_counter (there is no device to wait for)."""

    def __init__(self, host_clock: Callable[[], float] = time.perf_counter):
        self.host_clock = host_clock

    def __call__(self, work: Callable[[], object], iterations: int) -> list[float]:
        """Seconds of each of ``iterations`` calls."""
        samples = []
        for _ in range(iterations):
            start = self.host_clock()
            work()
            samples.append(self.host_clock() - start)
        return samples

    def summary(self) -> dict[str, Any]:
        """No device: the host's clock is the only one."""
        return {"clock": "host perf_counter (no device)", "device_s_per_call": None, "host_launch_s_per_call": None, "host_bound": None}


def timer_for(device: torch.device, *, flush_l2: bool) -> DeviceTimer | HostTimer:
    """Device events on a GPU, the host's clock on the CPU."""
    if device.type == "cuda":
        return DeviceTimer(cuda_clock(device, flush_l2=flush_l2))
    return HostTimer()


def measure_parity(
    baseline: Variant, ported: Variant, *, timer: Callable[[Callable[[], object], int], list[float]], **settings: Any
) -> Parity:
    """portval_core.measure_parity with ``timer`` (timer_for's), trials judged at the slowest rank."""
    return portval_core.measure_parity(baseline, ported, timer=timer, slowest=slowest_rank, **settings)


@contextmanager
def production_settings(enabled: bool = True) -> Iterator[list[str]]:
    """Deterministic algorithms off and cuDNN autotuning on, as a training run has them; restored afterwards.

    Yields what it changed. The determinism variables a test session sets at
    start (CUBLAS_WORKSPACE_CONFIG and friends) are read when the first
    kernel handle is made and cannot be undone in the same process.
    """
    deterministic, warn_only = torch.are_deterministic_algorithms_enabled(), torch.is_deterministic_algorithms_warn_only_enabled()
    autotune = torch.backends.cudnn.benchmark
    changed = []
    if enabled:
        if deterministic:
            torch.use_deterministic_algorithms(False)
            changed.append("torch.use_deterministic_algorithms(False)")
        if not autotune:
            torch.backends.cudnn.benchmark = True
            changed.append("torch.backends.cudnn.benchmark = True")
    try:
        yield changed
    finally:
        torch.use_deterministic_algorithms(deterministic, warn_only=warn_only)
        torch.backends.cudnn.benchmark = autotune


def bench_inputs_hook(adapter: Adapter) -> tuple[Callable[..., dict[str, Any]], str]:
    """port_adapter.make_bench_inputs (production shapes) when the adapter has it, else make_inputs, with its name."""
    try:
        return adapter.make_bench_inputs, "make_bench_inputs"
    except (AttributeError, HookNotWired):  # absent: the hook is optional, and the report names make_inputs
        return adapter.make_inputs, "make_inputs"


def driver_in_use(device: torch.device, cuda: Any = torch.cuda) -> int:
    """Device memory in use as the driver reports it (total - free): every process, every allocator, workspaces and buffers."""
    free, total = cuda.mem_get_info(device)
    return int(total - free)


def peak_memory(build: Callable[[], Callable[[], object]], *, device: torch.device, calls: int, cuda: Any = torch.cuda) -> dict[str, int] | None:
    """One variant's memory, read in a process of its own: allocator peak over ``calls`` calls and the driver's growth.

    ``build()`` makes the work (modules, inputs) after the driver's first
    reading, so the growth counts them, and memory outside the caching
    allocator (communication buffers, kernel workspaces) too. None on the
    CPU, which has neither reading.
    """
    if device.type != "cuda":
        return None
    cuda.synchronize(device)
    before = driver_in_use(device, cuda)
    work = build()
    cuda.synchronize(device)
    cuda.reset_peak_memory_stats(device)
    for _ in range(calls):
        work()
    cuda.synchronize(device)
    return {
        "allocator_peak_bytes": int(cuda.max_memory_allocated(device)),
        "allocator_reserved_peak_bytes": int(cuda.max_memory_reserved(device)),
        "driver_growth_bytes": driver_in_use(device, cuda) - before,
    }
