"""A fused RMSNorm port: one custom autograd Function computing in fp32 and rounding once.

``set_enabled`` rebinds ``RMSNorm`` at both sites of the toy framework, as a
Primus binding-replacement patch does. ``TOYPORT_BUG`` (read at call time)
selects a deliberate bug:

- forward_eps: epsilon added outside the square root;
- backward_weight: the weight gradient misses the normalisation;
- bf16_accumulate: the mean of squares is accumulated in the input dtype;
- alias_missed: the ``from ... import RMSNorm`` alias in ``toyframework.model`` is not rebound;
- unlisted_alias_missed: the package re-export ``toyframework.layers.RMSNorm``, which the facts do not list, is not rebound;
- always_on: turning the feature off does not restore upstream;
- nondeterministic: a tiny random perturbation on each call;
- renamed_param: the weight is registered as ``scale``, so checkpoints do not load;
- nan_after_steps: the output turns NaN after three optimizer updates of the weight;
- slow: correct results, but forward and backward each take half again as long;
- backward_ignores_weight: the input gradient is computed as if the weight were all ones;
- eps_10x: epsilon ten times the module's;
- load_ignored: loading a state dict leaves the weight as built (and reports nothing missing).
- output_fp32: the output is left in fp32 instead of being cast back to the input dtype;
- rstd_low_precision: the reciprocal standard deviation is rounded to the input dtype before it scales the row;
- tail_dropped: the mean of squares skips the last partial 256-wide vector of a row (right at any multiple of 256);
- atomic_weight_grad: the weight gradient's per-block partial sums are added in a different order every call,
  as atomic adds do (a few fp32 bits change; rounding to bf16 mostly hides them);
- wide_rows_half: rows wider than 4096 take a two-block path whose mean of squares reads the first block only;
- silent_fallback: the module is the port's, but its forward falls back to upstream's maths, as a port does
  when a capability check fails quietly (the fused kernel, ``fused_rms_norm``, is never called).
"""

import os
import time

import torch
import toyframework.layers as layers_package
import toyframework.layers.norm as norm_module
import toyframework.model as model_module

UPSTREAM = norm_module.RMSNorm
VECTOR = 256  # the width the tail_dropped bug steps by
WIDE_ROW = 4096  # where the wide_rows_half bug's two-block path starts
# The atomic_weight_grad bug's own unseeded generator: the tests seed torch's, which would make its order repeat.
_UNSEEDED = torch.Generator().manual_seed(int.from_bytes(os.urandom(4), "little"))


def bug() -> str:
    return os.environ.get("TOYPORT_BUG", "")


def stall(started: float) -> None:
    """For the 'slow' bug: keep the CPU busy for half the time the work took, as a slower kernel would."""
    if bug() == "slow":
        until = time.perf_counter() + 0.5 * (time.perf_counter() - started)
        while time.perf_counter() < until:
            pass


class _FusedRMSNormFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, weight, eps):
        started = time.perf_counter()
        x32, w32 = x.float(), weight.float()
        if bug() == "bf16_accumulate":
            # Add the squares one by one in the input dtype, rounding after every add.
            total = torch.zeros_like(x[..., :1])
            for i in range(x.shape[-1]):
                total = total + x[..., i : i + 1] * x[..., i : i + 1]
            variance = total.float() / x.shape[-1]
        elif bug() == "wide_rows_half" and x.shape[-1] > WIDE_ROW:
            half = x.shape[-1] // 2
            variance = x32[..., :half].pow(2).mean(-1, keepdim=True)
        elif bug() == "tail_dropped":
            whole = x.shape[-1] - x.shape[-1] % VECTOR
            variance = x32[..., :whole].pow(2).sum(-1, keepdim=True) / x.shape[-1]
        else:
            variance = x32.pow(2).mean(-1, keepdim=True)
        if bug() == "forward_eps":
            rstd = 1.0 / (torch.sqrt(variance) + eps * 1e4)
        elif bug() == "eps_10x":
            rstd = torch.rsqrt(variance + 10 * eps)
        else:
            rstd = torch.rsqrt(variance + eps)
        if bug() == "rstd_low_precision":
            rstd = rstd.to(x.dtype).float()
        ctx.save_for_backward(x32, w32, rstd)
        ctx.input_dtype = x.dtype
        out = x32 * rstd * w32
        if bug() == "nondeterministic":
            out = out + torch.randn_like(out) * 1e-3 * out.abs().max()
        out = out if bug() == "output_fp32" else out.to(x.dtype)
        stall(started)
        return out

    @staticmethod
    def backward(ctx, grad_out):
        started = time.perf_counter()
        x32, w32, rstd = ctx.saved_tensors
        g = grad_out.float()
        normed = x32 * rstd
        if bug() == "backward_weight":
            grad_weight = (g * x32).reshape(-1, x32.shape[-1]).sum(0)
        elif bug() == "atomic_weight_grad":
            partials = (g * normed).reshape(-1, x32.shape[-1]).split(4)
            grad_weight = torch.zeros_like(partials[0][0])
            for block in torch.randperm(len(partials), generator=_UNSEEDED).tolist():
                grad_weight = grad_weight + partials[block].sum(0)
        else:
            grad_weight = (g * normed).reshape(-1, x32.shape[-1]).sum(0)
        gw = g if bug() == "backward_ignores_weight" else g * w32
        grad_x = rstd * (gw - normed * (gw * normed).mean(-1, keepdim=True))
        grads = grad_x.to(ctx.input_dtype), grad_weight.to(w32.dtype if ctx.input_dtype == torch.float32 else grad_out.dtype), None
        stall(started)
        return grads


def fused_rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    """The fused kernel's entry point, as Primus-Turbo exposes one (implementation.turbo names it)."""
    return _FusedRMSNormFunction.apply(x, weight, eps)


class FusedRMSNorm(UPSTREAM):
    """Same parameters as upstream RMSNorm; forward and backward fused in fp32."""

    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__(hidden_size, eps)
        if bug() == "renamed_param":
            self.scale = self.weight
            del self.weight

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
        if bug() == "load_ignored":
            return  # copies nothing and reports no key missing, so a strict load passes
        super()._load_from_state_dict(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        weight = self.scale if bug() == "renamed_param" else self.weight
        if bug() == "nan_after_steps":
            # Counts in-place updates of the weight since the first forward: an optimizer's steps.
            first = self.__dict__.setdefault("_first_version", weight._version)
            if weight._version - first >= 3:
                return x * float("nan")
        if bug() == "silent_fallback":
            return super().forward(x)
        return fused_rms_norm(x, weight, self.eps)


def set_enabled(enabled: bool) -> None:
    """Turn the port on or off at every site that binds RMSNorm."""
    if not enabled and bug() == "always_on":
        return
    target = FusedRMSNorm if enabled else UPSTREAM
    norm_module.RMSNorm = target
    if bug() != "alias_missed" or not enabled:
        model_module.RMSNorm = target
    if bug() != "unlisted_alias_missed" or not enabled:
        layers_package.RMSNorm = target
