"""Upstream Linear with an fp8 path, written the way frameworks write it (Transformer Engine's delayed scaling, simplified).

In fp8 (``set_precision("fp8")``) a bf16 or fp16 forward quantises the input
and the weight to E4M3 with one scale per tensor, multiplies in fp32 and
rounds once; fp32 and fp64 modules stay unquantised, so they are the
high-precision reference.
"""

import torch

E4M3_MAX = 448.0
PRECISION = {"fmt": None}


def set_precision(fmt):
    """Select the low-precision format for every Linear forward that follows (None: high precision)."""
    PRECISION["fmt"] = fmt


def quantize_e4m3(t: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """E4M3 values and the per-tensor scale that maps the largest magnitude to E4M3's largest."""
    scale = E4M3_MAX / t.detach().float().abs().max().clamp_min(1e-12)
    return (t.float() * scale).to(torch.float8_e4m3fn), scale


def fp8_active(x: torch.Tensor) -> bool:
    """Whether this forward runs in fp8: the format is selected and the input is in a 16-bit dtype."""
    return PRECISION["fmt"] == "fp8" and x.dtype in (torch.bfloat16, torch.float16)


class Linear(torch.nn.Module):
    """y = x @ weight.T, no bias."""

    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(out_features, in_features) * in_features**-0.5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not fp8_active(x):
            return torch.nn.functional.linear(x, self.weight)
        qx, sx = quantize_e4m3(x)
        qw, sw = quantize_e4m3(self.weight)
        return ((qx.float() @ qw.float().t()) / (sx * sw)).to(x.dtype)
