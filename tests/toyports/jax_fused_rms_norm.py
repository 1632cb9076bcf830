"""A fused RMSNorm ported into the JAX toy framework: one custom_vjp computing in fp32 and rounding once.

``set_enabled`` rebinds ``rms_norm`` at both sites of ``tests/toyjax``, as a
Primus binding-replacement patch does. ``TOYPORT_BUG`` (read when the
function is traced or called) selects a deliberate bug:

- forward_eps: epsilon added outside the square root (a forward bug);
- backward_input: the input gradient misses the normalisation's projection term (gradient only);
- lowp_accumulate: the mean of squares is summed in the input dtype, rounding after every add;
- alias_missed: the ``from toyjax.ops import rms_norm`` alias in ``toyjax.layers`` is not rebound;
- always_on: turning the feature off does not restore upstream;
- nondeterministic: a tiny random perturbation on every call;
- slow: correct results, plus work whose result is thrown away, as a slower kernel would take;
- backward_ignores_scale: the input gradient computed as if the scale were all ones;
- eps_10x: epsilon ten times the caller's;
- tail_dropped: the mean of squares skips the last partial 256-wide vector of a row (right at any multiple of 256).
"""

import os

import jax
import jax.numpy as jnp
import numpy as np
import toyjax.layers as layers_module
import toyjax.ops as ops_module

UPSTREAM = ops_module.rms_norm
VECTOR = 256  # the width the tail_dropped bug steps by


def bug() -> str:
    return os.environ.get("TOYPORT_BUG", "")


def _variance(x: jax.Array) -> jax.Array:
    if bug() == "lowp_accumulate":
        total = jnp.zeros_like(x[..., :1])
        for i in range(x.shape[-1]):
            total = total + x[..., i : i + 1] * x[..., i : i + 1]
        return total.astype(jnp.float32) / x.shape[-1]
    x32 = x.astype(jnp.float32)
    if bug() == "tail_dropped":
        whole = x.shape[-1] - x.shape[-1] % VECTOR
        return jnp.sum(x32[..., :whole] * x32[..., :whole], axis=-1, keepdims=True) / x.shape[-1]
    return jnp.mean(x32 * x32, axis=-1, keepdims=True)


def _forward(x: jax.Array, scale: jax.Array, eps: float) -> tuple[jax.Array, jax.Array]:
    variance = _variance(x)
    if bug() == "forward_eps":
        rstd = 1.0 / (jnp.sqrt(variance) + eps * 1e4)
    elif bug() == "eps_10x":
        rstd = jax.lax.rsqrt(variance + 10 * eps)
    else:
        rstd = jax.lax.rsqrt(variance + eps)
    out = x.astype(jnp.float32) * rstd * scale.astype(jnp.float32)
    if bug() == "slow":
        rows = x.reshape(-1, x.shape[-1]).astype(jnp.float32)
        gram = jnp.tanh(rows.T @ rows)
        wasted = jnp.tanh(gram @ gram).sum()  # about as long again as the whole correct forward and backward
        out = jnp.where(jnp.isnan(wasted), jnp.nan, out)  # never true, but XLA cannot drop the work
    if bug() == "nondeterministic":
        out = out + np.random.default_rng().normal(size=out.shape).astype(np.float32) * 1e-3 * jnp.abs(out).max()
    return out.astype(x.dtype), rstd


@jax.custom_vjp
def fused_rms_norm(x: jax.Array, scale: jax.Array, eps: float = 1e-6) -> jax.Array:
    return _forward(x, scale, eps)[0]


def _fwd(x, scale, eps=1e-6):
    out, rstd = _forward(x, scale, eps)
    return out, (x, scale, rstd)


def _bwd(residuals, grad_out):
    x, scale, rstd = residuals
    x32, s32, g = x.astype(jnp.float32), scale.astype(jnp.float32), grad_out.astype(jnp.float32)
    normed = x32 * rstd
    grad_scale = (g * normed).reshape(-1, x.shape[-1]).sum(0)
    gs = g if bug() == "backward_ignores_scale" else g * s32
    if bug() == "backward_input":
        grad_x = rstd * gs
    else:
        grad_x = rstd * (gs - normed * jnp.mean(gs * normed, axis=-1, keepdims=True))
    return grad_x.astype(x.dtype), grad_scale.astype(scale.dtype), None


fused_rms_norm.defvjp(_fwd, _bwd)


def set_enabled(enabled: bool) -> None:
    """Turn the port on or off at every site that binds rms_norm."""
    if not enabled and bug() == "always_on":
        return
    target = fused_rms_norm if enabled else UPSTREAM
    ops_module.rms_norm = target
    if bug() != "alias_missed" or not enabled:
        layers_module.rms_norm = target
