# Created by port-validation-guide from maxtext_train_override_forwarding.yaml (maxtext.train).
# This file is yours: the only file to edit. render.py updates it only while it is exactly as written;
# once you edit it, it is kept, and render.py prints the new or changed hooks to paste in.
"""How the generated tests reach your JAX framework, for maxtext.train.

Wrap MaxText train.initialize so keyword overrides are forwarded to
pyconfig.initialize.

Fill every hook that raises NotImplementedError; each TODO quotes the facts
that tell how. Until a hook is wired, the tests that need it fail and name it.
Hooks that return a value already have a working default you may replace.
Hooks to fill: set_feature, make_train_step, call_wrapped.

The tests clear JAX's compilation caches after every set_feature() call, so
a jitted apply function sees the bindings as they are when it is called.
"""

from __future__ import annotations

from collections.abc import Callable


def run_config() -> dict[str, object]:
    """Run parameters the constraints and side effects read."""
    # No constraint or side effect of this port reads the run config.
    return {}


def set_feature(enabled: bool) -> None:
    """Turn the port on or off."""
    # TODO: Turn the port on or off the way maxtext does it, and undo every rebinding when off.
    # TODO: Primus applies the patch in phase 'setup'.
    # TODO: It must rebind: maxtext.trainers.pre_train.train.initialize.
    # TODO: During a call it swaps, and must restore: maxtext.configs.pyconfig.initialize.
    # TODO: The port is wired at maxtext.trainers.pre_train.train.
    raise NotImplementedError('wire port_adapter.set_feature()')


def make_train_step(*, ported: bool, seed: int = 0) -> Callable[[], float | tuple[float, float]]:
    """One optimizer step on fixed data from a fixed init, returning the loss (or the loss and the gradient norm)."""
    # TODO: Build the model, optimizer state and one fixed batch from fixed PRNGKeys; return a
    #       function that runs one training step, keeps the new state, and returns the loss as a
    #       float.
    # TODO: Build it when called: the tests call it with the feature already switched, and every
    #       call must start from the same init.
    # TODO: Let `seed` pick the data order (keep the init): the step-level check runs the baseline
    #       again with another seed to measure its own run-to-run noise. Return (loss, grad_norm),
    #       the global gradient norm before the update, to compare it too.
    # TODO: The port is wired at maxtext.trainers.pre_train.train.
    raise NotImplementedError('wire port_adapter.make_train_step()')


def call_wrapped(*, fail: bool) -> None:
    """Call the wrapped entry point with the feature on, so the port's temporary rebinding happens."""
    # TODO: Call what the port wraps (maxtext.trainers.pre_train.train.initialize) the way the port
    #       makes it swap maxtext.configs.pyconfig.initialize; with fail=True make the upstream call
    #       inside raise (a bad argument will do).
    # TODO: The test checks that every swapped binding is back after the call returns and after it
    #       raises.
    raise NotImplementedError('wire port_adapter.call_wrapped()')


def tokens_per_step() -> int | None:
    """Tokens one training step processes, for tokens/s (default: None)."""
    # Return global batch size times sequence length to get tokens/s in bench_parity.py.
    return None
