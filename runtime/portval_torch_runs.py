# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""PyTorch runs the tests compare: feature off against on, the high-precision reference, training, Primus's own results.

Every reference forward and backward runs with the feature off and every
ported one with it on, the modules given the same weights through the
adapter's copy_weights.
"""

from __future__ import annotations

import functools
import os
from typing import Any, NamedTuple

import torch

import portval_core
import portval_sites
import portval_training
from portval_core import InputCase
from portval_sites import Binding, CallCounter
from portval_torch import (
    TORCH_DTYPES,
    Adapter,
    Run,
    cast_inputs,
    compute_mode,
    reduction_length,
    run_module,
    vary_inputs,
)
from portval_training import TrainingRun, gradient_flow_problems, run_steps

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
    sized = portval_core.size_arguments(adapter, case, ("build_module", "make_inputs"))
    with compute_mode(dtype_name):
        adapter.set_feature(False)
        try:
            torch.manual_seed(seed)
            reference = adapter.build_module(ported=False, dtype=dtype, device=device, **sized)
            inputs = vary_inputs(adapter.make_inputs(dtype=dtype, device=device, seed=seed, **sized), case, variable_dims or {}, scaled_inputs)
            reference_run = run_module(reference, inputs, backward=backward, seed=seed, params=params, frozen_inputs=frozen_inputs)
        except (RuntimeError, ValueError, IndexError, TypeError, AssertionError) as error:
            # A constructor may assert its sizes (hidden_size a multiple of a tile); an unwired hook still fails.
            portval_core.rejected_case(case, error, "module")
        high = None
        if fp32_reference:
            high = high_precision_run(
                adapter, reference, inputs, dtype=dtype, device=device, seed=seed, backward=backward, params=params, frozen_inputs=frozen_inputs, sized=sized
            )
        adapter.set_feature(True)
        torch.manual_seed(seed)
        ported = adapter.build_module(ported=True, dtype=dtype, device=device, **sized)
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
    sized: dict[str, Any] | None = None,
) -> tuple[Run, str, float]:
    """The feature-off module in fp64 where it builds and runs in fp64, else in fp32, on the reference's weights.

    fp64 makes the reference's own rounding negligible next to any
    low-precision error; a module or device without fp64 falls back to fp32.
    When the adapter has ``reference_forward(module, **inputs)`` (the
    module's maths written plainly, reading its parameters), it replaces the
    module's own forward: a module that casts internally (TorchTitan's
    GroupedExperts computes in bf16 at any dtype) gives no independent
    reference otherwise. Returns the run, the reference's name and its
    machine epsilon.
    """
    written = portval_core.optional_hook(adapter, "reference_forward")
    attempts = [(torch.float64, "fp64", portval_core.FP64_EPS), (torch.float32, "fp32", portval_core.FP32_EPS)]
    for number, (high_dtype, name, eps) in enumerate(attempts):
        try:
            torch.manual_seed(seed)
            upcast = adapter.build_module(ported=False, dtype=high_dtype, device=device, **(sized or {}))
            copy_weights(adapter, reference, upcast, f"{name} reference")
            if written is not None:
                # An instance attribute: nn.Module.__call__ finds it before the class's forward, and parameter names stay.
                upcast.forward = functools.partial(written, upcast)
                name = f"{name} reference_forward"
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


def fresh_compiled_code() -> None:
    """Forget what torch.compile compiled, so upstream's compiled functions run as they first did.

    A case upstream rejects can leave one of its compiled functions (Megatron's
    jit_fuser) on the eager fallback, whose rounding differs from the compiled
    kernel's by an ulp: a bitwise comparison with the capture would blame the port.
    """
    dynamo = getattr(torch, "_dynamo", None)
    if dynamo is not None:
        dynamo.reset()


def capture_upstream(
    adapter: Adapter, *, dtype_name: str, device: torch.device, seed: int, backward: bool, params: tuple[str, ...], frozen_inputs: tuple[str, ...] = ()
) -> UpstreamCapture:
    """Run the feature-off module now: called at session start, whatever order the tests then run in.

    A port that leaks a setting past set_feature(False) (a global flag, a
    cached kernel choice) leaks it into every later feature-off run, so only
    a run made before the port was ever on shows upstream as it is.
    """
    dtype = TORCH_DTYPES[dtype_name]
    fresh_compiled_code()
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
    fresh_compiled_code()
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
    return portval_training.run_training(step, steps)


def call_counter(path: str, field: str) -> CallCounter:
    """A counter for ``path``; skips when the Primus-Turbo object named by implementation.turbo is not importable here."""
    binding = portval_sites.resolve_binding(path)
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
