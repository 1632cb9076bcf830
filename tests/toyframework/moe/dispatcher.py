"""Upstream token dispatcher: send each token to its top-k experts, then sum the experts' outputs back.

The reference loop: one bucket per expert, in expert order, and a combine that
adds each expert's prob-weighted output into an fp32 buffer with index_add.
"""

from __future__ import annotations

import torch


class TokenDispatcher:
    """dispatch(tokens, probs, indices) -> one bucket of tokens per expert; combine(outputs) -> tokens.

    ``tokens`` is [T, H], ``probs`` and ``indices`` are [T, k]: the router's
    weights and chosen experts. The dispatcher keeps the routing between the
    two calls, as Megatron's dispatchers do between permute and unpermute.
    """

    def __init__(self, num_experts: int, top_k: int):
        self.num_experts = num_experts
        self.top_k = top_k
        self._routes: list[tuple[torch.Tensor, torch.Tensor]] = []
        self._probs: torch.Tensor | None = None
        self._shape: tuple[torch.Size, torch.dtype] | None = None

    def dispatch(self, tokens: torch.Tensor, probs: torch.Tensor, indices: torch.Tensor) -> list[torch.Tensor]:
        self._routes = []
        buckets = []
        for expert in range(self.num_experts):
            token_ids, slots = (indices == expert).nonzero(as_tuple=True)
            self._routes.append((token_ids, slots))
            buckets.append(tokens[token_ids])
        self._probs = probs
        self._shape = (tokens.shape, tokens.dtype)
        return buckets

    def combine(self, expert_outputs: list[torch.Tensor]) -> torch.Tensor:
        shape, dtype = self._shape
        out = torch.zeros(shape, dtype=torch.float32, device=self._probs.device)
        for (token_ids, slots), output in zip(self._routes, expert_outputs):
            weights = self._probs[token_ids, slots].unsqueeze(-1)
            out = out.index_add(0, token_ids, output.float() * weights)
        return out.to(dtype)
