# Created by port-validation-guide from megatron_sequence_parallel_tp1.yaml (megatron.args.sequence_parallel_tp1).
# This file is yours: the only file to edit. render.py updates it only while it is exactly as written;
# once you edit it, it is kept, and render.py prints the new or changed hooks to paste in.
"""How the generated tests reach your framework, for megatron.args.sequence_parallel_tp1.

Disable sequence_parallel in the Megatron args when
tensor_model_parallel_size == 1.

Fill every hook that raises NotImplementedError; each TODO quotes the facts
that tell how. Until a hook is wired, the tests that need it fail and name it.
Hooks that return a value already have a working default you may replace.
Hooks to fill: run_config, set_feature, setup_framework, teardown_framework, make_train_step.
"""

from __future__ import annotations

from collections.abc import Callable

import torch


def run_config() -> dict[str, object]:
    """Run parameters the constraints and side effects read."""
    # TODO: Return the run's values of: tensor_model_parallel_size, sequence_parallel.
    # TODO: Constraint tensor_model_parallel_size == 1 (source:
    #       primus/backends/megatron/patches/args/sequence_parallel_tp1_patches.py:28-29 (the
    #       handler rewrites only if tp_size == 1)).
    # TODO: The patch sets sequence_parallel = False; return the live value so the test can see it.
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
    # TODO: Primus applies the patch in phase 'build_args'.
    raise NotImplementedError('wire port_adapter.set_feature()')


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
    raise NotImplementedError('wire port_adapter.make_train_step()')


def tokens_per_step() -> int | None:
    """Tokens one training step processes, for tokens/s (default: None)."""
    # Return global batch size times sequence length to get tokens/s in bench_parity.py.
    return None
