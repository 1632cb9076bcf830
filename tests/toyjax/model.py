"""A two-layer model and its SGD train step, jitted once at import."""

import jax
import jax.numpy as jnp

from toyjax import layers, ops

HIDDEN = 16


def init(key: jax.Array) -> dict:
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "block": layers.init_norm_proj(k1, HIDDEN, HIDDEN, jnp.float32),
        "final_norm": {"scale": 1.0 + 0.1 * jax.random.normal(k2, (HIDDEN,))},
        "head": jax.random.normal(k3, (HIDDEN, HIDDEN)) / HIDDEN**0.5,
    }


def loss_fn(params: dict, x: jax.Array, y: jax.Array) -> jax.Array:
    h = jnp.tanh(layers.norm_proj(params["block"], x))
    out = ops.rms_norm(h, params["final_norm"]["scale"]) @ params["head"]
    return jnp.mean((out - y) ** 2)


def _train_step(params: dict, x: jax.Array, y: jax.Array, lr: float = 0.1) -> tuple[dict, jax.Array]:
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


# Jitted once, as frameworks do: a rebinding of rms_norm after the first call is not seen
# until JAX's caches are cleared.
train_step = jax.jit(_train_step)
