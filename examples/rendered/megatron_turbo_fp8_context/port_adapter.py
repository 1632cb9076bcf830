# Created by port-validation-guide from megatron_turbo_fp8_context.yaml (megatron.fp8.context).
# This file is yours: it is the only file to edit, and render.py never overwrites it.
"""How the generated tests reach your framework, for megatron.fp8.context.

Override Megatron get_fp8_context so FP8 layers also enter the Primus-Turbo
FP8/MXFP8 quantization context.

Fill every hook that raises NotImplementedError; each TODO quotes the facts
that tell how. Until a hook is wired, the tests that need it fail and name it.
Hooks that return a value already have a working default you may replace.
Hooks to fill: run_config, set_feature, build_module, make_inputs, make_train_step, set_precision.
"""

from __future__ import annotations

from collections.abc import Callable

import torch


def run_config() -> dict[str, object]:
    """Run parameters the constraints and side effects read."""
    # TODO: Return the run's values of: fp8, fp8_recipe.
    # TODO: Constraint fp8 in ['e4m3', 'hybrid'] (source:
    #       primus/backends/megatron/core/fp8_utils.py:140-145 raise ValueError('E4M3 and HYBRID are
    #       the only supported FP8 formats.')).
    # TODO: Constraint fp8_recipe in ['tensorwise', 'blockwise', 'mxfp8'] (source:
    #       primus/backends/megatron/core/fp8_utils.py:149-151 delayed -> no Turbo quant config
    #       ('Primus-Turbo not support delayed scaling.'); rocm_arg_validation.py:144-148 same list
    #       asserted when use_turbo_gemm).
    raise NotImplementedError('wire port_adapter.run_config()')


def set_feature(enabled: bool) -> None:
    """Turn the port on or off."""
    # TODO: Turn the port on or off the way megatron-lm does it, and undo every rebinding when off.
    # TODO: Primus enables it with: enable_primus_turbo=True, fp8='e4m3',
    #       disable_fp8_context_patches=False.
    # TODO: Environment: NVTE_ROCM_ENABLE_MXFP8=1.
    # TODO: Primus applies the patch in phase 'before_train'.
    # TODO: It must rebind: megatron.core.fp8_utils.get_fp8_context,
    #       megatron.core.transformer.transformer_block.get_fp8_context,
    #       megatron.core.ssm.mamba_block.get_fp8_context,
    #       megatron.core.transformer.multi_token_prediction.get_fp8_context.
    # TODO: The port is wired at megatron.core.transformer.transformer_block.
    raise NotImplementedError('wire port_adapter.set_feature()')


def build_module(*, ported: bool, dtype: torch.dtype, device: torch.device) -> torch.nn.Module:
    """The module under test, feature off (reference) or on."""
    # TODO: ported=False builds the upstream module; ported=True the module your port uses (the same
    #       class when the port rebinds a function it calls).
    # TODO: The port is wired at megatron.core.transformer.transformer_block.
    raise NotImplementedError('wire port_adapter.build_module()')


def make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int) -> dict[str, object]:
    """Forward keyword arguments: tensors, and plain values such as mask types."""
    # TODO: Return the forward keyword arguments of the module under test (the facts list none: see
    #       module.forward_inputs).
    # TODO: Draw every random tensor from a torch.Generator seeded with `seed`.
    raise NotImplementedError('wire port_adapter.make_inputs()')


def make_train_step(*, ported: bool, device: torch.device) -> Callable[[], float]:
    """One optimizer step on fixed data from a fixed init, returning the loss."""
    # TODO: Build the model, optimizer and one fixed batch; return a function that runs one
    #       optimizer step and returns the loss as a float.
    # TODO: The tests call torch.manual_seed(seed) before each call, so baseline and port start from
    #       the same init.
    # TODO: The port is wired at megatron.core.transformer.transformer_block.
    raise NotImplementedError('wire port_adapter.make_train_step()')


def set_precision(fmt: str) -> None:
    """Choose the low-precision format for the next set_feature(True)."""
    # TODO: Select the low-precision format (fp8, mxfp8) that set_feature(True) turns on.
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
