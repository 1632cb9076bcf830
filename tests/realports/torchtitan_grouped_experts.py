"""TorchTitan's GroupedExperts with each expert's SwiGLU computed in fp32 and rounded once, at every site that binds it.

Upstream casts the tokens and the expert weights to bf16 and runs three
``torch._grouped_mm`` calls, each rounding to bf16, whatever the module's
dtype: a "high-precision" build computes exactly what the bf16 build
computes, so an fp32 or fp64 reference is not independent of the baseline.
``PortedGroupedExperts`` keeps the casts of the inputs and weights (the port
must compute upstream's function) and keeps everything after them in fp32,
rounding the output once, as a fused expert kernel with fp32 accumulators
does on a GPU. It declares its own Config, so a Config made through a rebound
name builds the port.

``TOYPORT_BUG`` (read at call time) selects a bug:

- expert_shifted: each expert's tokens multiplied by the next expert's weights;
- accumulate_bf16: each product summed four terms at a time into a bf16 running sum (a kernel that keeps
  its accumulator in the input dtype): close to upstream at bf16 tolerances, several times as far from the
  exact result.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass

import torch
from torchtitan.models.common.moe import GroupedExperts

SITES = (
    ("torchtitan.models.common.moe", "GroupedExperts"),
    ("torchtitan.models.common.config_utils", "GroupedExperts"),
)

UPSTREAM = GroupedExperts


def bug() -> str:
    return os.environ.get("TOYPORT_BUG", "")


def matmul(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """a @ b in fp32, or, for the accumulate_bf16 bug, summed four terms at a time into a bf16 running sum."""
    if bug() != "accumulate_bf16":
        return a @ b
    total = torch.zeros(a.shape[0], b.shape[1], dtype=torch.bfloat16, device=a.device)
    for k in range(0, a.shape[1], 4):
        total = (total.float() + a[:, k : k + 4] @ b[k : k + 4]).bfloat16()
    return total.float()


class PortedGroupedExperts(GroupedExperts):
    """GroupedExperts' parameters; each expert's SwiGLU in fp32 from the bf16 inputs and weights, rounded once."""

    @dataclass(kw_only=True, slots=True)
    class Config(GroupedExperts.Config):
        pass

    def forward(self, x_RD: torch.Tensor, num_tokens_per_expert_E: torch.Tensor) -> torch.Tensor:
        x = x_RD.bfloat16().float()
        w1, w2, w3 = (w.bfloat16().float() for w in (self.w1_EFD, self.w2_EDF, self.w3_EFD))
        experts = w1.shape[0]
        pieces, start = [], 0
        for expert, count in enumerate(num_tokens_per_expert_E.tolist()):
            e = (expert + 1) % experts if bug() == "expert_shifted" else expert
            tokens = x[start : start + count]
            hidden = torch.nn.functional.silu(matmul(tokens, w1[e].t())) * matmul(tokens, w3[e].t())
            pieces.append(matmul(hidden, w2[e].t()))
            start += count
        pieces.append(x.new_zeros(x.shape[0] - start, w2.shape[1]))  # rows past the last expert's: upstream leaves them zero
        return torch.cat(pieces).bfloat16().type_as(x_RD)


def set_enabled(enabled: bool) -> None:
    """Rebind GroupedExperts to the port at every site (or back to upstream)."""
    for module_name, attr in SITES:
        setattr(importlib.import_module(module_name), attr, PortedGroupedExperts if enabled else UPSTREAM)
