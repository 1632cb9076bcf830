# Created by port-validation-guide from megatron_turbo_fp8_context.yaml (megatron.fp8.context).
# This file is yours: the only file to edit. render.py updates it only while it is exactly as written;
# once you edit it, it is kept, and render.py prints the new or changed hooks to paste in.
"""How the generated tests reach your framework, for megatron.fp8.context.

Override Megatron get_fp8_context so FP8 layers also enter the Primus-Turbo
FP8/MXFP8 quantization context.

Fill every hook that raises NotImplementedError; each TODO quotes the facts
that tell how. Until a hook is wired, the tests that need it fail and name it.
Hooks that return a value already have a working default you may replace.
Hooks to fill: run_config, set_feature, setup_framework, teardown_framework, build_module, make_inputs, make_train_step, set_precision.
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


def setup_framework() -> None:
    """Set up what the framework's modules read (parallel state), once before the first test (default: nothing)."""
    # TODO: Initialise megatron-core's model-parallel state:
    #       parallel_state.initialize_model_parallel(tensor_model_parallel_size,
    #       pipeline_model_parallel_size), (1, 1) on one process.
    # TODO: The tests have already joined a process group (a one-rank group outside torchrun); do
    #       not create another.
    # TODO: On a GPU, seed megatron-core's RNG tracker too:
    #       tensor_parallel.model_parallel_cuda_manual_seed(seed) (it needs CUDA).
    raise NotImplementedError('wire port_adapter.setup_framework()')


def teardown_framework() -> None:
    """Undo setup_framework(), once after the last test (default: nothing)."""
    # TODO: Undo setup_framework(): parallel_state.destroy_model_parallel(); the tests leave the
    #       process group themselves.
    raise NotImplementedError('wire port_adapter.teardown_framework()')


def set_feature(enabled: bool) -> None:
    """Turn the port on or off."""
    # TODO: Turn the port on or off the way megatron-lm does it, and undo every rebinding when off.
    # TODO: For reference, Primus's patch is gated by: enable_primus_turbo=True, fp8='e4m3',
    #       disable_fp8_context_patches=False.
    # TODO: Environment: NVTE_ROCM_ENABLE_MXFP8=1 (only for mxfp8).
    # TODO: Primus applies the patch in phase 'before_train'.
    # TODO: It must rebind: megatron.core.fp8_utils.get_fp8_context,
    #       megatron.core.transformer.transformer_block.get_fp8_context,
    #       megatron.core.ssm.mamba_block.get_fp8_context,
    #       megatron.core.transformer.multi_token_prediction.get_fp8_context,
    #       megatron.core.models.common.model_chunk_schedule_plan.get_fp8_context,
    #       megatron.core.models.vision.multimodal_projector.get_fp8_context,
    #       megatron.core.pipeline_parallel.combined_1f1b.get_fp8_context.
    # TODO: The port is wired at megatron.core.transformer.transformer_block.
    raise NotImplementedError('wire port_adapter.set_feature()')


def build_module(*, ported: bool, dtype: torch.dtype, device: torch.device) -> torch.nn.Module:
    """The module under test, feature off (reference) or on."""
    # TODO: ported=False builds the upstream module; ported=True the module your port uses (the same
    #       class when the port rebinds a function it calls).
    # TODO: megatron-core modules take a TransformerConfig: make one from the config fields, with
    #       use_cpu_initialization=True so it builds on the CPU, then move the module to device and
    #       dtype.
    # TODO: Modules that return (output, bias) need no unpacking: the tests compare every tensor of
    #       a returned tuple and skip a None bias.
    # TODO: The port rebinds the function(s) megatron.core.fp8_utils.get_fp8_context,
    #       megatron.core.transformer.transformer_block.get_fp8_context,
    #       megatron.core.ssm.mamba_block.get_fp8_context,
    #       megatron.core.transformer.multi_token_prediction.get_fp8_context,
    #       megatron.core.models.common.model_chunk_schedule_plan.get_fp8_context,
    #       megatron.core.models.vision.multimodal_projector.get_fp8_context,
    #       megatron.core.pipeline_parallel.combined_1f1b.get_fp8_context. If the module under test
    #       does not call them itself (a context manager entered by the enclosing block, say), build
    #       the enclosing block, or enter that call around the module's forward, or the feature-on
    #       and feature-off modules compute the same thing and every comparison passes untested.
    # TODO: The port is wired at megatron.core.transformer.transformer_block.
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
    # TODO: megatron-core modules return (output, bias): add the bias when it is not None. Build the
    #       model after set_feature, from the layer spec, so the spec reads the rebound names.
    # TODO: Let `seed` pick the data order (keep the init): the step-level check runs the baseline
    #       again with another seed to measure its own run-to-run noise. Return (loss, grad_norm),
    #       the global gradient norm before the update, to compare it too.
    # TODO: The port is wired at megatron.core.transformer.transformer_block.
    raise NotImplementedError('wire port_adapter.make_train_step()')


def set_precision(fmt: str) -> None:
    """Choose the low-precision format for the runs that follow, feature on and off; the tests set fp8 again before and after each test."""
    # TODO: Select the low-precision format (fp8, mxfp8) for the runs that follow, with the feature
    #       on and off: off, it is upstream's own path in that format (its fp8 recipe), which the
    #       port's SNR is judged against.
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
