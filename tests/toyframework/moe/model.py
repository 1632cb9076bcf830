"""A tiny model around one MoE layer, its optimizer and its training step."""

from __future__ import annotations

import torch

from toyframework.moe.layer import MoELayer


class TinyMoEModel(torch.nn.Module):
    """Linear -> x + MoE(x) -> Linear; the MoE layer (and its dispatcher) is built with the model."""

    def __init__(self, in_features: int = 16, hidden_size: int = 32):
        super().__init__()
        self.up = torch.nn.Linear(in_features, hidden_size)
        self.moe = MoELayer(hidden_size)
        self.down = torch.nn.Linear(hidden_size, in_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.up(x)
        moe_out, _ = self.moe(h)
        return self.down(h + moe_out)


def build_optimizer(model: torch.nn.Module) -> torch.optim.Optimizer:
    """The toy framework's MoE optimizer."""
    return torch.optim.Adam(model.parameters(), lr=1e-2)


def train_step(model: torch.nn.Module, optimizer: torch.optim.Optimizer, x: torch.Tensor, y: torch.Tensor) -> float:
    """One optimizer step on (x, y) with an MSE loss; returns the loss before the update."""
    optimizer.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    optimizer.step()
    return loss.item()
