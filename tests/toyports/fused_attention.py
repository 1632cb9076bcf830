"""A fused self-attention port: softmax(q k^T) v in one custom autograd Function, fp32 inside, rounding once.

``set_enabled`` rebinds ``SelfAttention`` at both sites of the toy framework
(``toyframework.layers.attention`` and the ``from ... import`` alias in
``toyframework.transformer``), as a Primus binding-replacement patch does.
``TOYPORT_BUG`` (read at call time) selects a deliberate bug:

- forward_scale: scores scaled by 1/head_dim instead of 1/sqrt(head_dim);
- backward_only: the gradient of k misses the softmax scale (forward exact);
- bf16_accumulate: probs @ v accumulated in bf16 over the keys, each add rounded toward zero;
- alias_missed: the alias in ``toyframework.transformer`` is not rebound;
- always_on: turning the feature off does not restore upstream;
- nondeterministic: a tiny random perturbation on each call;
- renamed_param: the key projection is registered as ``key_proj``, so checkpoints do not load;
- nan_after_steps: the output turns NaN after three optimizer updates of the query weight.
"""

import math
import os

import torch
import toyframework.layers.attention as attention_module
import toyframework.transformer as transformer_module

UPSTREAM = attention_module.SelfAttention


def bug() -> str:
    return os.environ.get("TOYPORT_BUG", "")


def _truncate(x: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """fp32 to bf16 by dropping the low 16 bits (rounding toward zero), as a bit-shift conversion does."""
    return (x.float().view(torch.int32) & -65536).view(torch.float32).to(dtype)


def _probs_times_v(probs: torch.Tensor, v32: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    if bug() == "bf16_accumulate" and dtype == torch.bfloat16:
        # A bf16 accumulator over the keys: each add lands in bf16, rounded toward zero.
        total = torch.zeros(*probs.shape[:-1], v32.shape[-1], dtype=dtype, device=probs.device)
        for j in range(probs.shape[-1]):
            total = _truncate(total.float() + probs[..., j : j + 1] * v32[..., j : j + 1, :], dtype)
        return total.float()
    return torch.matmul(probs, v32)


class _FusedAttentionFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, q, k, v, allowed, scale):
        q32, k32, v32 = q.float(), k.float(), v.float()
        scores = (torch.matmul(q32, k32.transpose(-1, -2)) * scale).masked_fill(~allowed, float("-inf"))
        probs = torch.softmax(scores, dim=-1)
        out = _probs_times_v(probs, v32, q.dtype)
        if bug() == "nondeterministic":
            out = out + torch.randn_like(out) * 1e-3 * out.abs().max()
        ctx.save_for_backward(q32, k32, v32, probs)
        ctx.scale, ctx.input_dtype = scale, q.dtype
        return out.to(q.dtype)

    @staticmethod
    def backward(ctx, grad_out):
        q32, k32, v32, probs = ctx.saved_tensors
        g = grad_out.float()
        grad_v = torch.matmul(probs.transpose(-1, -2), g)
        grad_probs = torch.matmul(g, v32.transpose(-1, -2))
        grad_scores = probs * (grad_probs - (grad_probs * probs).sum(-1, keepdim=True))
        grad_q = torch.matmul(grad_scores, k32) * ctx.scale
        grad_k = torch.matmul(grad_scores.transpose(-1, -2), q32)
        if bug() != "backward_only":
            grad_k = grad_k * ctx.scale
        dtype = ctx.input_dtype
        return grad_q.to(dtype), grad_k.to(dtype), grad_v.to(dtype), None, None


class FusedSelfAttention(UPSTREAM):
    """Same parameters as upstream SelfAttention; the attention core fused in fp32."""

    def __init__(self, hidden_size: int = 64, num_heads: int = 4):
        super().__init__(hidden_size, num_heads)
        if bug() == "renamed_param":
            self.key_proj = self.k_proj
            del self.k_proj

    def project(self, hidden_states: torch.Tensor, rotary_emb: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        k_proj = self.key_proj if bug() == "renamed_param" else self.k_proj
        q = attention_module.apply_rotary(self.split_heads(self.q_proj(hidden_states)), rotary_emb)
        k = attention_module.apply_rotary(self.split_heads(k_proj(hidden_states)), rotary_emb)
        return q, k, self.split_heads(self.v_proj(hidden_states))

    def core(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
        if bug() == "nan_after_steps":
            # Counts in-place updates of the query weight since the first forward: an optimizer's steps.
            weight = self.q_proj.weight
            first = self.__dict__.setdefault("_first_version", weight._version)
            if weight._version - first >= 3:
                return v * float("nan")
        scale = 1.0 / self.head_dim if bug() == "forward_scale" else 1.0 / math.sqrt(self.head_dim)
        return _FusedAttentionFunction.apply(q, k, v, allowed, scale)


def set_enabled(enabled: bool) -> None:
    """Turn the port on or off at every site that binds SelfAttention."""
    if not enabled and bug() == "always_on":
        return
    target = FusedSelfAttention if enabled else UPSTREAM
    attention_module.SelfAttention = target
    if bug() != "alias_missed" or not enabled:
        transformer_module.SelfAttention = target
