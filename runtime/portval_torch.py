# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""PyTorch basics of the checks: dtypes, the device, torchrun, running a module, the comparisons, the platform.

Each comparison raises an AssertionError whose message says which check
failed, how many elements are off and where, the tolerance used and its
source, so a failing test tells the user what went wrong without a debugger.
Nothing here depends on the port: the test files hold the plan's values.
"""

from __future__ import annotations

import math
import os
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, NamedTuple

import numpy as np
import torch

import portval_compare
import portval_core
import portval_sites
from portval_core import ErrorRatio, InputCase, SnrFloor, Tolerance

if TYPE_CHECKING:  # the runs are built from this module's basics; only annotations name them here
    from portval_torch_runs import PairedRuns

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
    """Leave the process group, if this process joined one, once every rank has come to leave it.

    Under torchrun a rank whose tests failed exits with status 1, and torchrun then stops the others at once: rank 0,
    a test behind, would end without writing its JUnit report. The barrier holds each rank until all have finished their
    session (pytest writes the report before it unconfigures).
    """
    import torch.distributed as dist

    if dist.is_available() and dist.is_initialized():
        if dist.get_world_size() > 1:
            dist.barrier()
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
    """Every tensor of ``expected`` within ``tol`` of its namesake in ``actual``, in the same shape and dtype."""
    portval_compare.assert_same_dtypes(actual, expected, check, "the reference")
    portval_compare.assert_close(host(actual), host(expected), tol, check)


def assert_finite(tensors: dict[str, torch.Tensor], check: str) -> None:
    """Every element of every tensor finite; names the first tensor and index that is not."""
    portval_compare.assert_finite(host(tensors), check)


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

    See portval_compare.assert_error_ratio. ``runs`` says which reference was
    built (fp64 where the module allows it) and how long its sums are; where
    the reference is not independent of the baseline (the module's outputs
    equal the high-precision build's), the tensors are judged by closeness
    (``fallback``) and a warning says so.
    """
    portval_compare.assert_same_dtypes(ported, naive, check)
    name, eps, length = ("fp32", portval_core.FP32_EPS, 1) if runs is None else (runs.reference_name, runs.reference_eps, runs.reduction_length)
    # Judged on the module's outputs: a module that casts internally gives no independent reference for its gradients either.
    module_dependent = runs is not None and portval_compare.outputs_are_dependent(host(runs.reference.outputs), host(runs.fp32.outputs), rule, eps, length)
    dependent = portval_compare.assert_error_ratio(
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
        warnings.warn(f"{check}: {portval_compare.dependent_reference_note(dependent, name, dtype_name)}", stacklevel=2)


def assert_snr(
    actual: dict[str, torch.Tensor],
    reference: dict[str, torch.Tensor],
    floor: SnrFloor,
    check: str,
    naive: dict[str, torch.Tensor] | None = None,
) -> None:
    """Every tensor's SNR against the reference at least ``floor.min_db``; with ``naive``, not below upstream's (portval_compare.assert_snr)."""
    portval_compare.assert_same_dtypes(actual, naive or {}, check)
    portval_compare.assert_snr(host(actual), host(reference), floor, check, None if naive is None else host(naive))


def assert_bitwise_equal(actual: dict[str, torch.Tensor], expected: dict[str, torch.Tensor], check: str) -> None:
    """Every tensor identical bit for bit (NaNs included), with the count and size of any difference."""
    problems = []
    for name, reference in expected.items():
        got = actual.get(name)
        layout = portval_compare.layout_problem(name, got, reference)
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


# --- sites -------------------------------------------------------------------------


def assert_port_built(module: torch.nn.Module, ported_path: str) -> None:
    """The module (or an object one of its submodules holds) is an instance of the port's class.

    Skips when implementation.ported is not a class: a rebound function
    leaves no trace in the module tree.
    """
    port = portval_sites.resolve_binding(ported_path)
    if port.error:
        raise AssertionError(f"cannot resolve implementation.ported {ported_path}: {port.error}")
    if not isinstance(port.value, type):
        import pytest

        pytest.skip(f"implementation.ported {ported_path} is not a class: a rebound function leaves no trace in the module tree")
    held = [value for sub in module.modules() for value in (sub, *vars(sub).values())]
    if not any(isinstance(value, port.value) for value in held):
        kinds = sorted({portval_sites.describe_object(type(sub)) for sub in module.modules()})
        raise AssertionError(
            f"with the feature on, build_module(ported=True) holds no {ported_path} (it is built of {', '.join(kinds)}): "
            "every comparison pits upstream against upstream. Build the module after set_feature(True), through a name the "
            "port rebinds; where the framework builds modules from config objects (TorchTitan's Config.build() builds the "
            "class the Config belongs to), the port needs a Config of its own"
        )
