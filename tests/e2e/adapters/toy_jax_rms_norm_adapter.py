"""port_adapter.py for the fused RMSNorm in the JAX toy framework, wired the way a user would wire it."""

from __future__ import annotations

from collections.abc import Callable

import jax
import jax.numpy as jnp
from toyjax import layers, model
from toyports import jax_fused_rms_norm

import portval_jax as checks


def run_config() -> dict[str, object]:
    return {}


def set_feature(enabled: bool) -> None:
    jax_fused_rms_norm.set_enabled(enabled)


def build_fn(*, ported: bool, dtype: jnp.dtype) -> tuple[Callable[..., object], object]:
    # The same apply function either way: the port rebinds the rms_norm it calls.
    return layers.norm_proj, layers.init_norm_proj(jax.random.PRNGKey(0), 256, 32, dtype)


def make_inputs(*, dtype: jnp.dtype, seed: int) -> dict[str, object]:
    return {"x": (3.0 * jax.random.normal(jax.random.PRNGKey(seed), (4, 16, 256))).astype(dtype)}


def make_train_step(*, ported: bool, seed: int = 0) -> Callable[[], float]:
    state = {"params": model.init(jax.random.PRNGKey(0))}
    # The seed picks the data; the init stays the same.
    x = jax.random.normal(jax.random.PRNGKey(2 * seed + 1), (32, model.HIDDEN))
    y = jax.random.normal(jax.random.PRNGKey(2 * seed + 2), (32, model.HIDDEN))

    def step() -> float:
        state["params"], loss = model.train_step(state["params"], x, y)
        return float(loss)

    return step


def convert_params(params: object) -> object:
    return params


def save_checkpoint(params: object, path: str) -> None:
    checks.save_params(params, path)


def load_checkpoint(like: object, path: str) -> object:
    return checks.load_params(like, path)


def tokens_per_step() -> int | None:
    return 32
