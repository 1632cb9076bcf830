"""The MoE layer: an fp32 router picks the top-k experts of each token; the dispatcher moves the tokens.

The dispatcher class is read through this module's own binding (the
``from ... import TokenDispatcher`` below) when the layer is built.
"""

from __future__ import annotations

import torch

from toyframework.moe.config import CONFIG, MoEConfig
from toyframework.moe.dispatcher import TokenDispatcher


class Expert(torch.nn.Module):
    """A small MLP: Linear -> GELU -> Linear."""

    def __init__(self, hidden_size: int, ffn_hidden_size: int):
        super().__init__()
        self.fc1 = torch.nn.Linear(hidden_size, ffn_hidden_size)
        self.fc2 = torch.nn.Linear(ffn_hidden_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(torch.nn.functional.gelu(self.fc1(x)))


class MoELayer(torch.nn.Module):
    """Router, N experts and a token dispatcher; forward returns (output, bias) as Megatron's MLPs do."""

    def __init__(self, hidden_size: int, config: MoEConfig | None = None):
        super().__init__()
        config = config or CONFIG
        self.config = config  # read again at every forward, as Megatron's router reads its config
        self.top_k = config.moe_router_topk
        self.router = torch.nn.Linear(hidden_size, config.num_experts, bias=False)
        self.experts = torch.nn.ModuleList(Expert(hidden_size, config.moe_ffn_hidden_size) for _ in range(config.num_experts))
        self.token_dispatcher = TokenDispatcher(config.num_experts, config.moe_router_topk)

    def route(self, tokens: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Top-k experts of each token and their renormalised probabilities, in fp32."""
        logits = torch.nn.functional.linear(tokens.float(), self.router.weight.float())
        probs, indices = torch.softmax(logits, dim=-1).topk(self.top_k, dim=-1)
        probs = probs / probs.sum(-1, keepdim=True)
        if self.config.moe_router_topk_scaling_factor is not None:
            probs = probs * self.config.moe_router_topk_scaling_factor
        return probs, indices

    def forward(self, hidden_states: torch.Tensor) -> tuple[torch.Tensor, None]:
        tokens = hidden_states.reshape(-1, hidden_states.shape[-1])
        probs, indices = self.route(tokens)
        buckets = self.token_dispatcher.dispatch(tokens, probs, indices)
        outputs = [expert(bucket) for expert, bucket in zip(self.experts, buckets)]
        return self.token_dispatcher.combine(outputs).reshape(hidden_states.shape), None
