"""Checks shared by the generated port-validation tests and bench_parity.py.

Each comparison raises an AssertionError whose message says which check
failed, how many elements are off and where, the tolerance used and its
source, so a failing test tells the user what went wrong without a debugger.
Nothing here depends on the port: the test files hold the plan's values.
"""

from __future__ import annotations

import importlib
import math
import os
import re
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

import torch

TORCH_DTYPES = {
    "fp32": torch.float32,
    "tf32": torch.float32,
    "bf16": torch.bfloat16,
    "fp16": torch.float16,
    "int64": torch.int64,
    "int32": torch.int32,
    "bool": torch.bool,
}
FP32_EPS = torch.finfo(torch.float32).eps


class Tolerance(NamedTuple):
    rtol: float
    atol: float  # scaled by the reference's largest magnitude
    source: str


class ErrorRatio(NamedTuple):
    factor: float
    floor_eps: float
    source: str


class SnrFloor(NamedTuple):
    min_db: float
    source: str


class HookNotWired(AssertionError):
    """An adapter hook still raises NotImplementedError: the test fails, naming the hook."""


# --- the adapter -----------------------------------------------------------


# Hooks an adapter written before they existed lacks: absent, they do nothing, unless the plan requires them.
NO_OP_WHEN_ABSENT = ("setup_framework", "teardown_framework")


def _nothing(*args: Any, **kwargs: Any) -> None:
    return None


class Adapter:
    """Calls port_adapter hooks; an unwired hook fails the test with what to fill in."""

    def __init__(self, module: Any, unwired_messages: dict[str, str], required: tuple[str, ...] = ()):
        self._module = module
        self._unwired = unwired_messages
        self._required = required

    def __getattr__(self, name: str) -> Callable[..., Any]:
        hook = getattr(self._module, name, None)
        if hook is None and name in NO_OP_WHEN_ABSENT and name not in self._required:
            return _nothing
        if hook is None and name in self._unwired:
            raise HookNotWired(f"port_adapter.py has no {name}(): add it. {self._unwired[name]}")
        if hook is None:
            raise AttributeError(f"port_adapter.py has no {name}()")

        def call(*args: Any, **kwargs: Any) -> Any:
            try:
                return hook(*args, **kwargs)
            except NotImplementedError as error:
                message = self._unwired.get(name, f"port_adapter.{name}() is not wired yet.")
                raise HookNotWired(f"{message} [{error}]") from None

        return call


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


# --- bindings: where upstream symbols live ---------------------------------


class Binding(NamedTuple):
    """``path`` split into the object holding it and the attribute name, with the value seen."""

    path: str
    owner: Any
    attr: str
    value: Any
    error: str  # why the path did not resolve ("" when it did)


def resolve_binding(path: str) -> Binding:
    """Import the longest importable module prefix of ``path`` and walk the attributes after it."""
    parts = path.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        module_name = ".".join(parts[:cut])
        try:
            owner: Any = importlib.import_module(module_name)
        except ImportError:
            continue
        except Exception as error:  # noqa: BLE001 - a framework module can fail on import for its own reasons
            return Binding(path, None, parts[-1], None, f"importing {module_name} raised {type(error).__name__}: {error}")
        try:
            for name in parts[cut:-1]:
                owner = getattr(owner, name)
            return Binding(path, owner, parts[-1], getattr(owner, parts[-1]), "")
        except AttributeError as error:
            return Binding(path, None, parts[-1], None, f"{module_name} has no {'.'.join(parts[cut:])} ({error})")
    return Binding(path, None, parts[-1], None, f"no importable module in {path!r}")


def capture_pristine(paths: list[str]) -> dict[str, Binding]:
    """The upstream objects at every site, read before anything turns the port on."""
    return {path: resolve_binding(path) for path in paths}


def current_value(binding: Binding) -> Any:
    """What the site binds now."""
    if binding.error:
        raise AssertionError(f"cannot check {binding.path}: {binding.error}")
    return getattr(binding.owner, binding.attr)


def describe_object(value: Any) -> str:
    """A short name for an object in a message: module.qualname when it has one."""
    name = getattr(value, "__qualname__", None) or type(value).__qualname__
    module = getattr(value, "__module__", None)
    return f"{module}.{name}" if module else name


# --- running a module ------------------------------------------------------


class Run(NamedTuple):
    """Named outputs and named gradients of one forward (and backward) pass."""

    outputs: dict[str, torch.Tensor]
    grads: dict[str, torch.Tensor]


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
) -> Run:
    """Forward with ``inputs``; with ``backward``, a fixed random cotangent and the gradients.

    The cotangent is drawn in fp32 from ``seed`` and rounded through
    ``cotangent_dtype`` (default: each output's dtype), so runs in different
    dtypes see the same upstream gradient. Gradients are those of every
    floating input but ``frozen_inputs`` and of ``params`` (all trainable
    parameters when empty).
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
        if grad is None:
            raise AssertionError(f"no gradient reached parameter {name!r}: the port does not propagate to it")
        run.grads[f"grad of {name}"] = grad.detach().clone()
    return run


# --- comparisons ------------------------------------------------------------


def _index(flat_index: int, shape: torch.Size) -> tuple[int, ...]:
    index = []
    for size in reversed(shape):
        index.append(flat_index % size)
        flat_index //= size
    return tuple(reversed(index))


def _same_layout(name: str, actual: torch.Tensor | None, expected: torch.Tensor) -> str:
    if actual is None:
        return f"{name}: missing from the ported run"
    if actual.shape != expected.shape:
        return f"{name}: shape {tuple(actual.shape)} where the reference has {tuple(expected.shape)}"
    return ""


def closeness_problem(actual: torch.Tensor, expected: torch.Tensor, tol: Tolerance) -> str:
    """'' when ``actual`` is within tolerance of ``expected``, else what is off and where."""
    a, e = actual.detach().double().cpu(), expected.detach().double().cpu()
    if a.numel() == 0:
        return ""
    bad_finite = ~torch.isfinite(a) & torch.isfinite(e)
    if bad_finite.any():
        first = _index(int(bad_finite.flatten().nonzero()[0]), a.shape)
        return f"{int(bad_finite.sum())} non-finite value(s) where the reference is finite, first at index {first}"
    scale = float(e[torch.isfinite(e)].abs().max()) if torch.isfinite(e).any() else 0.0
    atol = tol.atol * scale if scale > 0 else tol.atol
    diff = (a - e).abs()
    allowed = atol + tol.rtol * e.abs()
    both_nan = torch.isnan(a) & torch.isnan(e)
    bad = (diff > allowed) & ~both_nan
    if not bad.any():
        return ""
    diff = torch.where(both_nan, torch.zeros_like(diff), diff)
    worst = int(diff.flatten().argmax())
    relative = diff / e.abs().clamp_min(torch.finfo(torch.float64).tiny)
    worst_rel = int(torch.where(bad, relative, torch.zeros_like(relative)).flatten().argmax())
    count, total = int(bad.sum()), bad.numel()
    return (
        f"{count} / {total} elements ({100 * count / total:.3g}%) outside tolerance; "
        f"greatest absolute difference {float(diff.flatten()[worst]):.3g} at index {_index(worst, a.shape)} "
        f"(allowed {atol:.3g} + {tol.rtol:g} * |reference|); "
        f"greatest relative difference {float(relative.flatten()[worst_rel]):.3g} at index {_index(worst_rel, a.shape)}; "
        f"rtol={tol.rtol:g}, atol={tol.atol:g} * max|reference| ({scale:.3g})"
    )


def assert_close(actual: dict[str, torch.Tensor], expected: dict[str, torch.Tensor], tol: Tolerance, check: str) -> None:
    """Every tensor of ``expected`` within ``tol`` of its namesake in ``actual``."""
    problems = []
    for name, reference in expected.items():
        layout = _same_layout(name, actual.get(name), reference)
        problem = layout or closeness_problem(actual[name], reference, tol)
        if problem:
            problems.append(problem if layout else f"{name}: {problem}")
    if problems:
        raise AssertionError(f"{check} failed (tolerance source: {tol.source}):\n  " + "\n  ".join(problems))


def assert_finite(tensors: dict[str, torch.Tensor], check: str) -> None:
    """Every element of every tensor finite; names the first tensor and index that is not."""
    for name, tensor in tensors.items():
        bad = ~torch.isfinite(tensor.detach())
        if bad.any():
            first = _index(int(bad.flatten().nonzero()[0]), tensor.shape)
            raise AssertionError(f"{check} failed: {name} has {int(bad.sum())} non-finite value(s), first at index {first}")


def max_abs_error(actual: torch.Tensor, reference: torch.Tensor) -> float:
    """Greatest |actual - reference| in float64; inf when ``actual`` is not finite where the reference is."""
    a, r = actual.detach().double().cpu(), reference.detach().double().cpu()
    if a.numel() == 0:
        return 0.0
    if (~torch.isfinite(a) & torch.isfinite(r)).any():
        return math.inf
    return float((a - r).abs().max())


def assert_error_ratio(
    ported: dict[str, torch.Tensor],
    naive: dict[str, torch.Tensor],
    reference: dict[str, torch.Tensor],
    rule: ErrorRatio,
    dtype_name: str,
    check: str,
) -> None:
    """max|ported - ref32| <= factor * max|naive - ref32| + floor_eps * eps(fp32) * max|ref32|, per tensor."""
    problems = []
    for name, ref in reference.items():
        layout = _same_layout(name, ported.get(name), ref)
        if layout:
            problems.append(layout)
            continue
        port_error = max_abs_error(ported[name], ref)
        naive_error = max_abs_error(naive[name], ref)
        # The fp32 reference's own rounding noise: keeps an exactly computed result from demanding zero error.
        floor = rule.floor_eps * FP32_EPS * float(ref.detach().double().abs().max()) if ref.numel() else 0.0
        allowed = rule.factor * naive_error + floor
        if port_error > allowed:
            times = f"{port_error / naive_error:.3g}x" if naive_error > 0 else "infinitely"
            problems.append(
                f"{name}: error against fp32 {port_error:.3g} > {rule.factor:g} * naive error {naive_error:.3g} "
                f"+ floor {floor:.3g} = {allowed:.3g}; the port is {times} as far from fp32 as the feature-off "
                f"module in {dtype_name} (lost fp32 accumulation or an extra rounding?)"
            )
    if problems:
        raise AssertionError(f"{check} failed (oracle source: {rule.source}):\n  " + "\n  ".join(problems))


def snr_db(reference: torch.Tensor, output: torch.Tensor) -> float:
    """10 * log10(||reference||^2 / ||reference - output||^2), in float64; inf when equal."""
    ref, out = reference.detach().double().cpu(), output.detach().double().cpu()
    noise = float(((ref - out) ** 2).sum())
    if not math.isfinite(noise):
        return -math.inf
    signal = float((ref**2).sum())
    if noise == 0.0:
        return math.inf
    return 10.0 * math.log10(signal / noise) if signal > 0 else -math.inf


def assert_snr(actual: dict[str, torch.Tensor], reference: dict[str, torch.Tensor], floor: SnrFloor, check: str) -> None:
    """Every tensor's SNR against the reference at least ``floor.min_db``."""
    problems = []
    for name, ref in reference.items():
        layout = _same_layout(name, actual.get(name), ref)
        if layout:
            problems.append(layout)
            continue
        value = snr_db(ref, actual[name])
        if not value >= floor.min_db:
            problems.append(f"{name}: SNR {value:.1f} dB < {floor.min_db:g} dB")
    if problems:
        raise AssertionError(f"{check} failed (threshold source: {floor.source}):\n  " + "\n  ".join(problems))


def assert_bitwise_equal(actual: dict[str, torch.Tensor], expected: dict[str, torch.Tensor], check: str) -> None:
    """Every tensor identical bit for bit (NaNs included), with the count and size of any difference."""
    problems = []
    for name, reference in expected.items():
        got = actual.get(name)
        layout = _same_layout(name, got, reference)
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


# --- training steps ---------------------------------------------------------


def run_steps(step: Callable[[], float], count: int) -> list[float]:
    """``count`` calls of a train step, each loss as a float."""
    losses = []
    for _ in range(count):
        loss = step()
        losses.append(float(loss.item() if isinstance(loss, torch.Tensor) else loss))
    return losses


def assert_finite_losses(losses: list[float], check: str) -> None:
    """Every loss finite; names the first step that is not."""
    for i, loss in enumerate(losses, start=1):
        if not math.isfinite(loss):
            shown = ", ".join(f"{x:.4g}" for x in losses)
            raise AssertionError(f"{check} failed: step {i} of {len(losses)} gave loss {loss} (losses: {shown})")


# --- requirements: packages, platform, versions, constraints -----------------


class VersionRequirement(NamedTuple):
    package: str
    import_name: str
    distribution: str
    text: str
    # Alternatives of clause lists: the version must satisfy every clause of at least one.
    alternatives: tuple[tuple[tuple[str, tuple[int, ...], bool], ...], ...]
    source: str


class Constraint(NamedTuple):
    text: str
    names: tuple[str, ...]
    evaluate: Callable[[dict[str, Any]], Any]
    op: str
    value: Any
    source: str


def release_of(version: str) -> tuple[int, ...]:
    """The leading release numbers of a version: '0.16.0rc1+rocm' -> (0, 16, 0)."""
    match = re.match(r"\s*v?(\d+(?:\.\d+)*)", version)
    return tuple(int(n) for n in match.group(1).split(".")) if match else ()


def version_satisfies(version: str, clauses: tuple[tuple[str, tuple[int, ...], bool], ...]) -> bool:
    """Whether ``version`` meets every (op, release, prefix) clause; pre-releases count as their release."""
    release = release_of(version)
    for op, wanted, prefix in clauses:
        # Missing trailing numbers are zeros: '2' is '2.0.0' (PEP 440).
        padded = release + (0,) * max(0, len(wanted) - len(release))
        if prefix:
            head = padded[: len(wanted)] == wanted
            if head != (op == "=="):
                return False
            continue
        width = max(len(release), len(wanted))
        have = release + (0,) * (width - len(release))
        want = wanted + (0,) * (width - len(wanted))
        if op == "~=":
            ok = have >= want and padded[: len(wanted) - 1] == wanted[:-1]
        else:
            ok = {"==": have == want, "!=": have != want, ">=": have >= want, "<=": have <= want, ">": have > want, "<": have < want}[op]
        if not ok:
            return False
    return True


def installed_version(requirement: VersionRequirement) -> str | None:
    """The installed version of the requirement's distribution, or None when it is not installed."""
    from importlib import metadata

    for name in (requirement.distribution, requirement.distribution.replace("-", "_"), requirement.import_name):
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    try:
        module = importlib.import_module(requirement.import_name)
    except ImportError:
        return None
    return str(getattr(module, "__version__", "0"))


def version_problem(requirement: VersionRequirement) -> str:
    """'' when the requirement is installed in an allowed version, else why not."""
    version = installed_version(requirement)
    if version is None:
        return f"{requirement.package} is not installed ({requirement.source})"
    if requirement.alternatives and not any(version_satisfies(version, c) for c in requirement.alternatives):
        return f"{requirement.package} {version} is outside {requirement.text} ({requirement.source})"
    return ""


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


def constraint_holds(op: str, actual: Any, expected: Any) -> bool:
    """Compare as the facts say: == != < <= > >= in not_in."""
    if op == "in":
        return actual in expected
    if op == "not_in":
        return actual not in expected
    return {"==": actual == expected, "!=": actual != expected, "<": actual < expected, "<=": actual <= expected, ">": actual > expected, ">=": actual >= expected}[op]


def constraint_problem(constraint: Constraint, config: dict[str, Any]) -> str:
    """'' when the constraint holds for ``config``, else the constraint, what the run has, and its source."""
    missing = [name for name in constraint.names if name not in config]
    if missing:
        raise AssertionError(
            f"port_adapter.run_config() has no {', '.join(map(repr, missing))}, which the constraint "
            f"{constraint.text} reads (source: {constraint.source}); return it from run_config()"
        )
    actual = constraint.evaluate(config)
    if constraint_holds(constraint.op, actual, constraint.value):
        return ""
    return f"constraint {constraint.text} does not hold (this run has {actual!r}); source: {constraint.source}"


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


def upstream_and_feature_off_runs(
    adapter: Adapter,
    pristine: dict[str, Binding],
    monkeypatch: Any,
    *,
    dtype_name: str,
    device: torch.device,
    seed: int,
    backward: bool,
    params: tuple[str, ...],
    frozen_inputs: tuple[str, ...] = (),
) -> tuple[Run, Run]:
    """A run with every site forced to its pristine upstream object, and one after set_feature(True) then (False)."""
    dtype = TORCH_DTYPES[dtype_name]
    with compute_mode(dtype_name):
        adapter.set_feature(False)
        for binding in pristine.values():
            if binding.error:
                raise AssertionError(f"cannot check {binding.path}: {binding.error}")
            monkeypatch.setattr(binding.owner, binding.attr, binding.value)
        torch.manual_seed(seed)
        upstream = adapter.build_module(ported=False, dtype=dtype, device=device)
        inputs = adapter.make_inputs(dtype=dtype, device=device, seed=seed)
        upstream_run = run_module(upstream, inputs, backward=backward, seed=seed, params=params, frozen_inputs=frozen_inputs)
        monkeypatch.undo()
        adapter.set_feature(True)
        adapter.set_feature(False)
        torch.manual_seed(seed)
        module = adapter.build_module(ported=False, dtype=dtype, device=device)
        copy_weights(adapter, upstream, module, "feature-off module")
        return upstream_run, run_module(module, inputs, backward=backward, seed=seed, params=params, frozen_inputs=frozen_inputs)


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


def assert_port_active(binding: Binding, ported_path: str | None) -> None:
    """After set_feature(True), the site no longer binds upstream (and binds the port when named)."""
    now = current_value(binding)
    port = resolve_binding(ported_path) if ported_path else None
    if port is not None and port.error:
        raise AssertionError(f"cannot resolve implementation.ported {ported_path}: {port.error}")
    if port is not None and binding.value is port.value:
        raise AssertionError(
            f"{binding.path} already bound the port when the tests started: something enabled the port "
            "at import time, so the pristine upstream object was never seen"
        )
    if now is binding.value:
        raise AssertionError(
            f"after set_feature(True), {binding.path} still binds the upstream {describe_object(now)}: "
            "set_feature must rebind it (each `from X import Symbol` is a binding of its own)"
        )
    if port is not None and now is not port.value:
        raise AssertionError(
            f"after set_feature(True), {binding.path} binds {describe_object(now)}, not the port "
            f"{ported_path}: set_feature must rebind every site to the port"
        )


def assert_port_built(module: torch.nn.Module, ported_path: str) -> None:
    """The module (or an object one of its submodules holds) is an instance of the port's class.

    Skips when implementation.ported is not a class: a rebound function
    leaves no trace in the module tree.
    """
    port = resolve_binding(ported_path)
    if port.error:
        raise AssertionError(f"cannot resolve implementation.ported {ported_path}: {port.error}")
    if not isinstance(port.value, type):
        import pytest

        pytest.skip(f"implementation.ported {ported_path} is not a class: a rebound function leaves no trace in the module tree")
    held = [value for sub in module.modules() for value in (sub, *vars(sub).values())]
    if not any(isinstance(value, port.value) for value in held):
        kinds = sorted({describe_object(type(sub)) for sub in module.modules()})
        raise AssertionError(
            f"with the feature on, build_module(ported=True) holds no {ported_path} (it is built of {', '.join(kinds)}): "
            "every comparison pits upstream against upstream. Build the module after set_feature(True), through a name the "
            "port rebinds; where the framework builds modules from config objects (TorchTitan's Config.build() builds the "
            "class the Config belongs to), the port needs a Config of its own"
        )


def assert_restored(binding: Binding) -> None:
    """After set_feature(False), the site binds the pristine upstream object again."""
    now = current_value(binding)
    if now is not binding.value:
        raise AssertionError(
            f"after set_feature(False), {binding.path} binds {describe_object(now)}, not the upstream "
            f"{describe_object(binding.value)}: turning the feature off must restore every site"
        )


# --- performance: interleaved A/B timing ------------------------------------------------


class Variant(NamedTuple):
    """One side of an A/B measurement: how to make it current, and one call of the work timed."""

    activate: Callable[[], None]
    work: Callable[[], object]


class Parity(NamedTuple):
    """The outcome of ``measure_parity``: every trial's samples, the per-trial medians and the verdict."""

    trials: list[dict[str, Any]]
    baseline: list[float]  # per-trial median seconds (the slowest rank's under torchrun)
    ported: list[float]
    speedup: float  # baseline time / ported time: above 1 the port is faster
    interval: tuple[float, float]
    verdict: str  # pass | fail | inconclusive
    iterations: int
    trials_to_settle: int | None


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


def measure_parity(
    baseline: Variant,
    ported: Variant,
    *,
    trials: int,
    max_trials: int,
    warmup: int,
    budget: float,
    margin: float,
    confidence: float,
    seed: int,
    device: torch.device,
) -> Parity:
    """Time baseline and port interleaved (ABBA) until the verdict is settled or ``max_trials`` is reached.

    Each trial runs ``warmup`` calls and then a number of timed calls
    calibrated so one variant's trial lasts about ``budget`` seconds; it keeps
    the median call. The speedup is the geometric mean of the paired trial
    ratios, with a seeded bootstrap interval. After ``trials`` trials the
    verdict is checked after every trial, and measuring stops once it is pass
    or fail at a stricter confidence (early looks must not inflate the error
    rate); a close result gets more trials, up to ``max_trials``, where the
    stated confidence decides.
    """
    per_call = []
    for variant in (baseline, ported):
        variant.activate()
        time_calls(variant.work, max(warmup, 1), device)
        per_call.append(statistics.median(time_calls(variant.work, 3, device)))
    # The slower rank's calibration, so every rank runs the same number of calls.
    iterations = max(1, min(100_000, int(budget / max(slowest_rank(per_call)))))
    records: list[dict[str, Any]] = []
    for number in range(max(trials, max_trials)):
        order = (("baseline", baseline), ("ported", ported))
        if number % 2:
            order = order[::-1]
        record: dict[str, Any] = {"order": "".join(name[0].upper() for name, _ in order)}
        for name, variant in order:
            variant.activate()
            time_calls(variant.work, warmup, device)
            record[f"{name}_samples"] = time_calls(variant.work, iterations, device)
        records.append(record)
        if len(records) < trials:
            continue
        # Under torchrun each rank timed its own calls; a trial is as slow as its slowest rank.
        base = slowest_rank([statistics.median(r["baseline_samples"]) for r in records])
        port = slowest_rank([statistics.median(r["ported_samples"]) for r in records])
        ratios = [b / p for b, p in zip(base, port)]
        last = len(records) >= max(trials, max_trials)
        # Looking again after every trial would inflate the error rate, so stopping early takes a
        # stricter interval (five times fewer misses); the last look uses the stated confidence.
        strict = 1.0 - (1.0 - confidence) / 5.0
        interval = bootstrap_interval(ratios, confidence=confidence if last else strict, seed=seed)
        verdict = parity_verdict(interval, margin)
        if verdict != "inconclusive" or last:
            break
    if not last:
        # The reported interval is always at the stated confidence.
        interval = bootstrap_interval(ratios, confidence=confidence, seed=seed)
    speedup = geometric_mean(ratios)
    settle = trials_to_settle(speedup, interval, margin, len(records)) if verdict == "inconclusive" else None
    return Parity(records, base, port, speedup, interval, verdict, iterations, settle)


# --- performance statistics ---------------------------------------------------------


def geometric_mean(values: list[float]) -> float:
    """exp(mean(log v)): the average of ratios that treats 2x and 0.5x symmetrically."""
    return math.exp(sum(math.log(v) for v in values) / len(values))


def bootstrap_interval(ratios: list[float], *, confidence: float, seed: int, resamples: int = 2000) -> tuple[float, float]:
    """Percentile bootstrap interval of the geometric mean of paired ratios; seeded, so repeatable."""
    import random

    rng = random.Random(seed)
    n = len(ratios)
    means = sorted(geometric_mean([ratios[rng.randrange(n)] for _ in range(n)]) for _ in range(resamples))
    tail = (1.0 - confidence) / 2.0
    low = means[int(tail * (resamples - 1))]
    high = means[math.ceil((1.0 - tail) * (resamples - 1))]
    return low, high


def parity_verdict(interval: tuple[float, float], margin: float) -> str:
    """pass when the interval clears the margin, fail when it lies wholly below, inconclusive otherwise."""
    low, high = interval
    if low >= margin:
        return "pass"
    if high < margin:
        return "fail"
    return "inconclusive"


def trials_to_settle(speedup: float, interval: tuple[float, float], margin: float, trials: int) -> int | None:
    """Trials that would likely shrink the interval off the margin (half-width falls as 1/sqrt(n))."""
    distance = abs(math.log(speedup) - math.log(margin))
    half_width = (math.log(interval[1]) - math.log(interval[0])) / 2.0
    if distance == 0.0:
        return None
    return max(trials + 1, math.ceil(trials * (half_width / distance) ** 2))
