"""Upstream RMSNorm, written the way frameworks write it: statistics in fp32, two roundings in low precision."""

import torch


class RMSNorm(torch.nn.Module):
    """y = x / sqrt(mean(x^2) + eps) * weight, over the last dimension."""

    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = torch.nn.Parameter(torch.ones(hidden_size))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        variance = x.float().pow(2).mean(-1, keepdim=True)
        normed = (x.float() * torch.rsqrt(variance + self.eps)).to(x.dtype)
        return normed * self.weight
