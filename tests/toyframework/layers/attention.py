"""Upstream self-attention, written the way frameworks write it: rotary on q and k, softmax in fp32, then cast."""

import math

import torch


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    """(x1, x2) -> (-x2, x1) over the last dimension, split in halves."""
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary(x: torch.Tensor, rotary_emb: torch.Tensor) -> torch.Tensor:
    """Rotate ``x`` [batch, heads, seq, head_dim] by the angles ``rotary_emb`` [seq, head_dim] (fp32)."""
    cos, sin = rotary_emb.cos().to(x.dtype), rotary_emb.sin().to(x.dtype)
    return x * cos + rotate_half(x) * sin


def rotary_angles(seq: int, head_dim: int, base: float = 10000.0) -> torch.Tensor:
    """The usual rotary angles [seq, head_dim] in fp32: position times inverse frequency, halves repeated."""
    inv_freq = 1.0 / base ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim)
    angles = torch.outer(torch.arange(seq, dtype=torch.float32), inv_freq)
    return torch.cat((angles, angles), dim=-1)


def allowed_positions(seq: int, attention_mask: torch.Tensor | None, mask_type: str, device: torch.device) -> torch.Tensor:
    """Bool [seq, seq], True where a query may attend to a key: the mask, and the causal triangle for "causal"."""
    if mask_type not in ("causal", "padding"):
        raise ValueError(f"mask_type must be 'causal' or 'padding', not {mask_type!r}")
    if mask_type == "padding" and attention_mask is None:
        raise ValueError("mask_type 'padding' needs an attention_mask")
    allowed = torch.ones(seq, seq, dtype=torch.bool, device=device)
    if mask_type == "causal":
        allowed = torch.tril(allowed)
    if attention_mask is not None:
        allowed = allowed & attention_mask
    return allowed


class SelfAttention(torch.nn.Module):
    """Multi-head self-attention with q/k/v/out projections and rotary embeddings."""

    def __init__(self, hidden_size: int = 64, num_heads: int = 4):
        super().__init__()
        if hidden_size % num_heads:
            raise ValueError(f"hidden_size {hidden_size} is not a multiple of num_heads {num_heads}")
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.q_proj = torch.nn.Linear(hidden_size, hidden_size, bias=False)
        self.k_proj = torch.nn.Linear(hidden_size, hidden_size, bias=False)
        self.v_proj = torch.nn.Linear(hidden_size, hidden_size, bias=False)
        self.out_proj = torch.nn.Linear(hidden_size, hidden_size, bias=False)

    def split_heads(self, x: torch.Tensor) -> torch.Tensor:
        batch, seq, _ = x.shape
        return x.view(batch, seq, self.num_heads, self.head_dim).transpose(1, 2)

    def project(self, hidden_states: torch.Tensor, rotary_emb: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """q, k, v [batch, heads, seq, head_dim], rotary applied to q and k."""
        q = apply_rotary(self.split_heads(self.q_proj(hidden_states)), rotary_emb)
        k = apply_rotary(self.split_heads(self.k_proj(hidden_states)), rotary_emb)
        return q, k, self.split_heads(self.v_proj(hidden_states))

    def core(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
        """softmax(q k^T / sqrt(head_dim)) v, the softmax in fp32 and its probabilities cast back."""
        scores = torch.matmul(q, k.transpose(-1, -2)) * (1.0 / math.sqrt(self.head_dim))
        scores = scores.float().masked_fill(~allowed, float("-inf"))
        probs = torch.softmax(scores, dim=-1).to(q.dtype)
        return torch.matmul(probs, v)

    def forward(
        self,
        hidden_states: torch.Tensor,
        rotary_emb: torch.Tensor,
        attention_mask: torch.Tensor | None = None,
        mask_type: str = "causal",
    ) -> torch.Tensor:
        batch, seq, hidden = hidden_states.shape
        q, k, v = self.project(hidden_states, rotary_emb)
        allowed = allowed_positions(seq, attention_mask, mask_type, hidden_states.device)
        context = self.core(q, k, v, allowed)
        return self.out_proj(context.transpose(1, 2).reshape(batch, seq, hidden))
