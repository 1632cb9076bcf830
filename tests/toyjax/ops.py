"""Upstream ops: plain jax.numpy, computing in the input dtype."""

import jax
import jax.numpy as jnp


def rms_norm(x: jax.Array, scale: jax.Array, eps: float = 1e-6) -> jax.Array:
    """x / sqrt(mean(x^2) + eps) * scale, all in x's dtype."""
    variance = jnp.mean(x * x, axis=-1, keepdims=True)
    return x * jax.lax.rsqrt(variance + jnp.asarray(eps, x.dtype)) * scale
