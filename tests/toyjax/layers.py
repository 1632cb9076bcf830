"""Layers as pure functions of a parameter pytree."""

import jax
import jax.numpy as jnp

from toyjax.ops import rms_norm


def init_norm_proj(key: jax.Array, hidden: int, out: int, dtype: jnp.dtype) -> dict:
    """Parameters of norm_proj: a norm scale near one and a projection."""
    k_scale, k_kernel = jax.random.split(key)
    return {
        "norm": {"scale": (1.0 + 0.2 * jax.random.normal(k_scale, (hidden,))).astype(dtype)},
        "proj": {"kernel": (jax.random.normal(k_kernel, (hidden, out)) / hidden**0.5).astype(dtype)},
    }


def norm_proj(params: dict, x: jax.Array) -> jax.Array:
    """rms_norm, then a projection."""
    return rms_norm(x, params["norm"]["scale"]) @ params["proj"]["kernel"]
