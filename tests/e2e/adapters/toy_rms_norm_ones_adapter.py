"""port_adapter.py for the toy fused RMSNorm, wired the way a user first wires it.

The module keeps the framework's init (a weight of ones), the inputs are
unit-scale and there is one shape: the scaffold, not the adapter, varies
parameters, magnitudes and sizes.
"""

from __future__ import annotations

from collections.abc import Callable

import torch
import toyframework.model as model_module
from toyports import fused_rms_norm

HIDDEN = 1024


def run_config() -> dict[str, object]:
    return {}


def set_feature(enabled: bool) -> None:
    fused_rms_norm.set_enabled(enabled)


def build_module(*, ported: bool, dtype: torch.dtype, device: torch.device, sizes: dict[str, int] | None = None) -> torch.nn.Module:
    hidden = (sizes or {}).get("hidden_size", HIDDEN)  # the scaffold builds other sizes too
    return model_module.RMSNorm(hidden, eps=1e-6).to(device=device, dtype=dtype)


def make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int, sizes: dict[str, int] | None = None) -> dict[str, object]:
    hidden = (sizes or {}).get("hidden_size", HIDDEN)  # the scaffold builds other sizes too
    generator = torch.Generator().manual_seed(seed)
    return {"x": torch.randn(2, 16, hidden, generator=generator).to(device=device, dtype=dtype)}


def make_train_step(*, ported: bool, device: torch.device) -> Callable[[], float]:
    model = model_module.TinyModel(16).to(device)
    optimizer = model_module.build_optimizer(model)
    generator = torch.Generator().manual_seed(0)
    x = torch.randn(32, 16, generator=generator).to(device)
    y = torch.randn(32, 16, generator=generator).to(device)

    def step() -> float:
        optimizer.zero_grad()
        loss = torch.nn.functional.mse_loss(model(x), y)
        loss.backward()
        optimizer.step()
        return loss.item()

    return step


def copy_weights(src: torch.nn.Module, dst: torch.nn.Module) -> None:
    dst.load_state_dict(src.state_dict())


def save_checkpoint(module: torch.nn.Module, path: str) -> None:
    torch.save(module.state_dict(), path)


def load_checkpoint(module: torch.nn.Module, path: str) -> None:
    module.load_state_dict(torch.load(path, map_location="cpu"), strict=True)


def tokens_per_step() -> int | None:
    return 32
