# Created by port-validation-guide from torchtitan_turbo_moe_grouped_mm.yaml (torchtitan.primus_turbo.moe_grouped_mm).
# This file is yours: the only file to edit. render.py updates it only while it is exactly as written;
# once you edit it, it is kept, and render.py prints the new or changed hooks to paste in.
"""How the generated tests reach your framework, for torchtitan.primus_turbo.moe_grouped_mm.

Replace TorchTitan's MoE expert grouped_mm with Primus-Turbo grouped GEMM
kernels.

Fill every hook that raises NotImplementedError; each TODO quotes the facts
that tell how. Until a hook is wired, the tests that need it fail and name it.
Hooks that return a value already have a working default you may replace.
Hooks to fill: set_feature, build_module, make_inputs, make_train_step, set_precision.
"""

from __future__ import annotations

from collections.abc import Callable

import torch


def run_config() -> dict[str, object]:
    """Run parameters the constraints and side effects read."""
    # No constraint or side effect of this port reads the run config.
    return {}


def setup_framework() -> None:
    """Set up what the framework's modules read (parallel state), once before the first test (default: nothing)."""
    # Set up state every module of the framework reads (parallel state, global config); runs once, before the first test.


def teardown_framework() -> None:
    """Undo setup_framework(), once after the last test (default: nothing)."""
    # Undo setup_framework(); runs once, after the last test.


def set_feature(enabled: bool) -> None:
    """Turn the port on or off."""
    # TODO: Turn the port on or off the way torchtitan does it, and undo every rebinding when off.
    # TODO: For reference, Primus's patch is gated by: primus_turbo.enable_primus_turbo=True,
    #       primus_turbo.use_turbo_grouped_mm=True.
    # TODO: Primus applies the patch in phase 'setup'.
    # TODO: It must rebind: torchtitan.models.moe.moe._run_experts_grouped_mm.
    # TODO: The port is wired at torchtitan.models.moe.moe.
    raise NotImplementedError('wire port_adapter.set_feature()')


def build_module(*, ported: bool, dtype: torch.dtype, device: torch.device) -> torch.nn.Module:
    """The module under test, feature off (reference) or on."""
    # TODO: ported=False builds the upstream module; ported=True the module your port uses (the same
    #       class when the port rebinds a function it calls).
    # TODO: TorchTitan builds modules from config dataclasses, and Config.build() builds the class
    #       the Config belongs to: make the Config through the name your port rebinds, after
    #       set_feature has run, or the port is never built.
    # TODO: Build as TorchTitan does: under torch.device('meta'), then
    #       module.to_empty(device=device), module.init_states(), and .to(dtype).
    # TODO: The port is wired at torchtitan.models.moe.moe.
    raise NotImplementedError('wire port_adapter.build_module()')


def make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int) -> dict[str, object]:
    """Forward keyword arguments: tensors, and plain values such as mask types."""
    # TODO: Return the forward keyword arguments of the module under test (the facts list none: see
    #       module.forward_inputs).
    # TODO: Draw every random tensor from a torch.Generator seeded with `seed`.
    raise NotImplementedError('wire port_adapter.make_inputs()')


def make_train_step(*, ported: bool, device: torch.device, seed: int = 0) -> Callable[[], float | tuple[float, float]]:
    """One optimizer step on fixed data from a fixed init, returning the loss (or the loss and the gradient norm)."""
    # TODO: Build the model, optimizer and one fixed batch; return a function that runs one
    #       optimizer step and returns the loss as a float.
    # TODO: The tests call torch.manual_seed(seed) before each call, so baseline and port start from
    #       the same init.
    # TODO: Make the model's Config after set_feature, through the rebound names, so the Config
    #       builds the port.
    # TODO: Let `seed` pick the data order (keep the init): the step-level check runs the baseline
    #       again with another seed to measure its own run-to-run noise. Return (loss, grad_norm),
    #       the global gradient norm before the update, to compare it too.
    # TODO: The port is wired at torchtitan.models.moe.moe.
    raise NotImplementedError('wire port_adapter.make_train_step()')


def set_precision(fmt: str) -> None:
    """Choose the low-precision format for the runs that follow, feature on and off; the tests set fp8 again before and after each test."""
    # TODO: Select the low-precision format (fp8) for the runs that follow, with the feature on and
    #       off: off, it is upstream's own path in that format (its fp8 recipe), which the port's
    #       SNR is judged against.
    # TODO: Modules built in fp32 or fp64 must stay unquantised: they are the high-precision
    #       reference.
    raise NotImplementedError('wire port_adapter.set_precision()')


def copy_weights(src: torch.nn.Module, dst: torch.nn.Module) -> None:
    """Give dst the weights of src (default: load_state_dict)."""
    # Replace it when the ported module names or shapes its parameters differently from upstream.
    dst.load_state_dict(src.state_dict())


def save_checkpoint(module: torch.nn.Module, path: str) -> None:
    """Save the module the way the framework does (default: torch.save of the state dict)."""
    # Replace it with the framework's checkpoint save for a stronger round trip.
    torch.save(module.state_dict(), path)


def load_checkpoint(module: torch.nn.Module, path: str) -> None:
    """Load a checkpoint into the module (default: strict load_state_dict)."""
    # Replace it with the framework's checkpoint load; keep it strict.
    module.load_state_dict(torch.load(path, map_location="cpu"), strict=True)


def tokens_per_step() -> int | None:
    """Tokens one training step processes, for tokens/s (default: None)."""
    # Return global batch size times sequence length to get tokens/s in bench_parity.py.
    return None
