"""An RMSNorm ported into megatron-core in place of ``WrappedTorchNorm``, at every site that binds it.

``WrappedTorchNorm(config, hidden_size, eps)`` builds ``torch.nn.RMSNorm`` when
``config.normalization == "RMSNorm"``. The port builds ``PortedRMSNorm``
instead: the same ``weight`` parameter, one custom autograd Function computing
in fp32 and rounding once (what the Primus-Turbo kernel does on a GPU). Other
normalizations still get the upstream module.

Megatron imports the class into other modules, so ``set_enabled`` rebinds it
at each of them. ``TOYPORT_BUG`` (read at call time) selects a bug:

- forward_eps: epsilon added outside the square root;
- backward_weight: the weight gradient misses the normalisation;
- alias_missed: ``transformer_block.LayerNormImpl`` (the final norm of a block) is not rebound;
- slow: correct results, but forward and backward each take half again as long.
"""

from __future__ import annotations

import importlib
import os
import time

import torch

TORCH_NORM = "megatron.core.transformer.torch_norm"
# Every module attribute that binds WrappedTorchNorm when neither Apex nor Transformer Engine is installed.
SITES = (
    (TORCH_NORM, "WrappedTorchNorm"),
    ("megatron.core.models.backends", "WrappedTorchNorm"),
    ("megatron.core.models.backends", "LNImpl"),
    ("megatron.core.models.gpt.gpt_layer_specs", "LNImpl"),
    ("megatron.core.transformer.transformer_block", "LayerNormImpl"),
    ("megatron.core.transformer.torch_layer_norm", "WrappedTorchLayerNorm"),
    # Found by find_sites.py: every other import-time binding in megatron-core 0.16.0.
    ("megatron.core.models.T5.t5_spec", "LNImpl"),
    ("megatron.core.models.T5.t5_spec", "WrappedTorchNorm"),
    ("megatron.core.models.bert.bert_layer_specs", "LNImpl"),
    ("megatron.core.models.bert.bert_layer_specs", "WrappedTorchNorm"),
    ("megatron.core.models.bert.bert_lm_head", "LNImpl"),
    ("megatron.core.models.gpt.gpt_layer_specs", "WrappedTorchNorm"),
    ("megatron.core.models.gpt.heterogeneous.heterogeneous_layer_specs", "LNImpl"),
    ("megatron.core.models.gpt.heterogeneous.heterogeneous_layer_specs", "WrappedTorchNorm"),
    ("megatron.core.models.multimodal.llava_spec", "LNImpl"),
    ("megatron.core.models.multimodal.llava_spec", "WrappedTorchNorm"),
    ("megatron.core.models.vision.vit_layer_specs", "LNImpl"),
    ("megatron.core.models.vision.vit_layer_specs", "WrappedTorchNorm"),
    ("megatron.core.transformer.torch_layer_norm", "WrappedTorchNorm"),
    ("megatron.core.transformer.transformer_block", "WrappedTorchNorm"),
)
ALIAS_MISSED = ("megatron.core.transformer.transformer_block", "LayerNormImpl")

UPSTREAM = importlib.import_module(TORCH_NORM).WrappedTorchNorm


def bug() -> str:
    return os.environ.get("TOYPORT_BUG", "")


def stall(started: float) -> None:
    """For the 'slow' bug: keep the CPU busy for half the time the work took, as a slower kernel would."""
    if bug() == "slow":
        until = time.perf_counter() + 0.5 * (time.perf_counter() - started)
        while time.perf_counter() < until:
            pass


class _RMSNormFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, weight, eps):
        started = time.perf_counter()
        x32, w32 = x.float(), weight.float()
        variance = x32.pow(2).mean(-1, keepdim=True)
        if bug() == "forward_eps":
            rstd = 1.0 / (torch.sqrt(variance) + eps * 100)
        else:
            rstd = torch.rsqrt(variance + eps)
        ctx.save_for_backward(x32, w32, rstd)
        ctx.dtypes = (x.dtype, weight.dtype)
        out = (x32 * rstd * w32).to(x.dtype)
        stall(started)
        return out

    @staticmethod
    def backward(ctx, grad_out):
        started = time.perf_counter()
        x32, w32, rstd = ctx.saved_tensors
        g = grad_out.float()
        normed = x32 * rstd
        if bug() == "backward_weight":
            grad_weight = (g * x32).reshape(-1, x32.shape[-1]).sum(0)
        else:
            grad_weight = (g * normed).reshape(-1, x32.shape[-1]).sum(0)
        gw = g * w32
        grad_x = rstd * (gw - normed * (gw * normed).mean(-1, keepdim=True))
        grads = grad_x.to(ctx.dtypes[0]), grad_weight.to(ctx.dtypes[1]), None
        stall(started)
        return grads


class PortedRMSNorm(torch.nn.Module):
    """Built with WrappedTorchNorm's arguments; RMSNorm in fp32, rounded once; other norms stay upstream."""

    def __new__(cls, config, hidden_size, eps=1e-5, *args, **kwargs):
        if config.normalization != "RMSNorm":
            return UPSTREAM(config, hidden_size, eps, *args, **kwargs)
        return super().__new__(cls)

    def __init__(self, config, hidden_size: int, eps: float = 1e-5, *args, **kwargs):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return _RMSNormFunction.apply(x, self.weight, self.eps)


def set_enabled(enabled: bool) -> None:
    """Rebind WrappedTorchNorm to the port at every site (or back to upstream)."""
    for module_name, attr in SITES:
        if enabled and bug() == "alias_missed" and (module_name, attr) == ALIAS_MISSED:
            continue
        setattr(importlib.import_module(module_name), attr, PortedRMSNorm if enabled else UPSTREAM)
