"""A SwiGLU feed-forward ported into TorchTitan in place of ``FeedForward``, at every site that binds it.

``PortedFeedForward`` keeps FeedForward's ``w1``, ``w2``, ``w3`` and replaces
``silu(w1 x) * w3 x`` with one custom autograd Function computing in fp32 and
rounding once (what a fused SwiGLU kernel does on a GPU). TorchTitan builds
modules from config dataclasses: ``FeedForward.Config(...).build()`` builds
the class the Config belongs to, so the port declares its own Config and a
config made through a rebound name builds the port.

``set_enabled`` rebinds the class where TorchTitan reads it. ``TOYPORT_BUG``
(read at call time, and at import for the last one) selects a bug:

- gate_swapped: silu applied to ``w3 x`` instead of ``w1 x``;
- backward_silu: the gradient of silu taken as sigmoid alone;
- alias_missed: ``config_utils.FeedForward`` (read by ``make_ffn_config``) is not rebound;
- config_not_owned: the port declares no Config of its own, so every Config builds upstream
  although every site binds the port.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass

import torch
from torchtitan.models.common.feed_forward import FeedForward

SITES = (
    ("torchtitan.models.common.feed_forward", "FeedForward"),
    ("torchtitan.models.common", "FeedForward"),
    ("torchtitan.models.common.config_utils", "FeedForward"),
    # Found by find_sites.py: every other import-time binding in TorchTitan 0.3.0.
    ("torchtitan.models.common.decoder", "FeedForward"),
    ("torchtitan.models.common.dist_gemm", "FeedForward"),
    ("torchtitan.models.common.moe", "FeedForward"),
    ("torchtitan.overrides.fused_swiglu", "FeedForward"),
)
ALIAS_MISSED = ("torchtitan.models.common.config_utils", "FeedForward")

UPSTREAM = FeedForward


def bug() -> str:
    return os.environ.get("TOYPORT_BUG", "")


class _SwiGLUFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, gate, up):
        if bug() == "gate_swapped":
            gate, up = up, gate
        g32, u32 = gate.float(), up.float()
        ctx.save_for_backward(g32, u32)
        return (torch.nn.functional.silu(g32) * u32).to(gate.dtype)

    @staticmethod
    def backward(ctx, grad_out):
        g32, u32 = ctx.saved_tensors
        d = grad_out.float()
        sig = torch.sigmoid(g32)
        if bug() == "backward_silu":
            dsilu = sig
        else:
            dsilu = sig * (1.0 + g32 * (1.0 - sig))
        return (d * u32 * dsilu).to(grad_out.dtype), (d * g32 * sig).to(grad_out.dtype)


class PortedFeedForward(FeedForward):
    """FeedForward's parameters; SwiGLU in fp32, rounded once."""

    if bug() != "config_not_owned":

        @dataclass(kw_only=True, slots=True)
        class Config(FeedForward.Config):
            pass

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.w2(_SwiGLUFunction.apply(self.w1(x), self.w3(x)))


def set_enabled(enabled: bool) -> None:
    """Rebind FeedForward to the port at every site (or back to upstream)."""
    for module_name, attr in SITES:
        if enabled and bug() == "alias_missed" and (module_name, attr) == ALIAS_MISSED:
            continue
        setattr(importlib.import_module(module_name), attr, PortedFeedForward if enabled else UPSTREAM)
