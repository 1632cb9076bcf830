"""port_adapter.py for the JAX toy fused RMSNorm as a user first wires it: a scale of ones, unit-scale inputs, one shape."""

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


EMB_DIM = 256


def build_fn(*, ported: bool, dtype: jnp.dtype, sizes: dict[str, int] | None = None) -> tuple[Callable[..., object], object]:
    # The same apply function either way: the port rebinds the rms_norm it calls. The scale starts at ones, as MaxText's.
    emb_dim = (sizes or {}).get("emb_dim", EMB_DIM)  # the scaffold builds other sizes too
    params = layers.init_norm_proj(jax.random.PRNGKey(0), emb_dim, 32, dtype)
    params["norm"]["scale"] = jnp.ones_like(params["norm"]["scale"])
    return layers.norm_proj, params


def make_inputs(*, dtype: jnp.dtype, seed: int, sizes: dict[str, int] | None = None) -> dict[str, object]:
    emb_dim = (sizes or {}).get("emb_dim", EMB_DIM)
    return {"x": jax.random.normal(jax.random.PRNGKey(seed), (4, 16, emb_dim)).astype(dtype)}


def make_train_step(*, ported: bool) -> Callable[[], float]:
    state = {"params": model.init(jax.random.PRNGKey(0))}
    x = jax.random.normal(jax.random.PRNGKey(1), (32, model.HIDDEN))
    y = jax.random.normal(jax.random.PRNGKey(2), (32, model.HIDDEN))

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
