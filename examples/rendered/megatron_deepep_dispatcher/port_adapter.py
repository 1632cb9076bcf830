# Created by port-validation-guide from megatron_deepep_dispatcher.yaml (megatron.turbo.moe_dispatcher).
# This file is yours: the only file to edit. render.py updates it only while it is exactly as written;
# once you edit it, it is kept, and render.py prints the new or changed hooks to paste in.
"""How the generated tests reach your framework, for megatron.turbo.moe_dispatcher.

Replace Megatron's MoEFlexTokenDispatcher with the Primus-Turbo DeepEP token
dispatcher.

Fill every hook that raises NotImplementedError; each TODO quotes the facts
that tell how. Until a hook is wired, the tests that need it fail and name it.
Hooks that return a value already have a working default you may replace.
Hooks to fill: run_config, set_feature, setup_framework, teardown_framework, build_module, make_inputs, make_train_step.
"""

from __future__ import annotations

from collections.abc import Callable

import torch


def run_config() -> dict[str, object]:
    """Run parameters the constraints and side effects read."""
    # TODO: Return the run's values of: tensor_model_parallel_size, expert_model_parallel_size,
    #       moe_pad_expert_input_to_capacity, moe_shared_expert_overlap, moe_router_dtype,
    #       turbo_sync_free_moe_stage, moe_enable_deepep, moe_token_dispatcher_type.
    # TODO: Constraint tensor_model_parallel_size * expert_model_parallel_size > 1 (source:
    #       primus/backends/megatron/core/extensions/primus_turbo.py:2320 if self.tp_size *
    #       self.ep_size <= 1: raise ValueError('DeepEP token dispatcher requires TPxEP > 1')).
    # TODO: Constraint moe_pad_expert_input_to_capacity == False (source:
    #       primus/backends/megatron/core/extensions/primus_turbo.py:2325 assert
    #       self.config.moe_pad_expert_input_to_capacity is False).
    # TODO: Constraint moe_shared_expert_overlap == False (source:
    #       primus/backends/megatron/patches/args/rocm_arg_validation.py:222 assert not
    #       args.moe_shared_expert_overlap (when use_turbo_deepep)).
    # TODO: Constraint moe_router_dtype == 'fp32' (source:
    #       primus/backends/megatron/patches/args/rocm_arg_validation.py:225 assert
    #       args.moe_router_dtype == 'fp32' (when use_turbo_deepep)).
    # TODO: Constraint turbo_sync_free_moe_stage in [0, 1, 2, 3] (source:
    #       primus/backends/megatron/patches/args/rocm_arg_validation.py:47 if stage > 3 or stage <
    #       0: raise ValueError).
    # TODO: The patch sets moe_enable_deepep = True; return the live value so the test can see it.
    # TODO: The patch sets moe_token_dispatcher_type = 'flex'; return the live value so the test can
    #       see it.
    # TODO: The run needs 2 processes (torchrun --nproc-per-node=2): return its parallel sizes too
    #       (TP=1, EP=2, PP=1, CP=1).
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
    # TODO: Parallel sizes of this run (under torchrun --nproc-per-node=2):
    #       parallel_state.initialize_model_parallel(tensor_model_parallel_size=1,
    #       pipeline_model_parallel_size=1, context_parallel_size=1, expert_model_parallel_size=2);
    #       read them from run_config() so one adapter serves both.
    raise NotImplementedError('wire port_adapter.setup_framework()')


def teardown_framework() -> None:
    """Undo setup_framework(), once after the last test (default: nothing)."""
    # TODO: Undo setup_framework(): parallel_state.destroy_model_parallel(); the tests leave the
    #       process group themselves.
    raise NotImplementedError('wire port_adapter.teardown_framework()')


def set_feature(enabled: bool) -> None:
    """Turn the port on or off."""
    # TODO: Turn the port on or off the way megatron-lm does it, and undo every rebinding when off.
    # TODO: For reference, Primus's patch is gated by: enable_primus_turbo=True,
    #       use_turbo_deepep=True.
    # TODO: Primus applies the patch in phase 'before_train'.
    # TODO: It must rebind: megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher,
    #       megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher.
    # TODO: The port is wired at megatron.core.transformer.moe.moe_layer.MoELayer.
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
    # TODO: The port is wired at megatron.core.transformer.moe.moe_layer.MoELayer.
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
    # TODO: The port is wired at megatron.core.transformer.moe.moe_layer.MoELayer.
    raise NotImplementedError('wire port_adapter.make_train_step()')


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
