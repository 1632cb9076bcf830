"""A two-layer model around RMSNorm, and its training step."""

import torch

from toyframework.layers.norm import RMSNorm


class TinyModel(torch.nn.Module):
    """Linear -> RMSNorm -> Linear; the norm class is read from this module when the model is built."""

    def __init__(self, hidden_size: int = 64):
        super().__init__()
        self.up = torch.nn.Linear(16, hidden_size)
        self.norm = RMSNorm(hidden_size)
        self.down = torch.nn.Linear(hidden_size, 16)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(self.norm(self.up(x)))


def build_optimizer(model: torch.nn.Module) -> torch.optim.Optimizer:
    """The toy framework's optimizer."""
    return torch.optim.SGD(model.parameters(), lr=0.05)
