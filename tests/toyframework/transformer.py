"""A one-block transformer around SelfAttention, and its training step.

``SelfAttention`` is bound here by ``from ... import``, a second site besides
``layers.attention``; the model reads it from this module when it is built.
"""

import torch

from toyframework.layers.attention import SelfAttention, rotary_angles


class TinyTransformer(torch.nn.Module):
    """Linear -> causal SelfAttention (residual) -> Linear."""

    def __init__(self, hidden_size: int = 64, num_heads: int = 4):
        super().__init__()
        self.up = torch.nn.Linear(16, hidden_size)
        self.attention = SelfAttention(hidden_size, num_heads)
        self.down = torch.nn.Linear(hidden_size, 16)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        hidden = self.up(x)
        angles = rotary_angles(x.shape[1], self.attention.head_dim).to(x.device)
        hidden = hidden + self.attention(hidden, angles, None, "causal")
        return self.down(hidden)


def build_optimizer(model: torch.nn.Module) -> torch.optim.Optimizer:
    """The toy framework's optimizer for the transformer."""
    return torch.optim.SGD(model.parameters(), lr=0.05)


def train_step(model: torch.nn.Module, optimizer: torch.optim.Optimizer, x: torch.Tensor, y: torch.Tensor) -> float:
    """One optimizer step on (x, y) with a mean squared error; returns the loss."""
    optimizer.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    optimizer.step()
    return loss.item()
