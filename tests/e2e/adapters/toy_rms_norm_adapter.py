"""port_adapter.py for the toy fused RMSNorm, wired the way a user would wire it."""

from __future__ import annotations

import os
from collections.abc import Callable

import torch
import toyframework.model as model_module
from toyports import fused_rms_norm

HIDDEN = 64


def run_config() -> dict[str, object]:
    # The toy framework takes tensor parallelism from the environment; data parallelism is the world.
    world = torch.distributed.get_world_size() if torch.distributed.is_initialized() else 1
    return {"tensor_model_parallel_size": int(os.environ.get("TOY_TP", "1")), "data_parallel_size": world}


def set_feature(enabled: bool) -> None:
    fused_rms_norm.set_enabled(enabled)


def build_module(*, ported: bool, dtype: torch.dtype, device: torch.device, sizes: dict[str, int] | None = None) -> torch.nn.Module:
    hidden = (sizes or {}).get("hidden_size", HIDDEN)  # the scaffold builds other sizes too
    # Read the class where the model reads it, so the alias site is the one exercised.
    module = model_module.RMSNorm(hidden, eps=1e-6)
    with torch.no_grad():
        for parameter in module.parameters():
            parameter.normal_(1.0, 0.2)  # not all ones, so weight-gradient bugs show
    return module.to(device=device, dtype=dtype)


def make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int, sizes: dict[str, int] | None = None) -> dict[str, object]:
    hidden = (sizes or {}).get("hidden_size", HIDDEN)  # the scaffold builds other sizes too
    generator = torch.Generator().manual_seed(seed)
    x = torch.randn(4, 32, hidden, generator=generator) * 3.0
    return {"x": x.to(device=device, dtype=dtype)}


def make_train_step(*, ported: bool, device: torch.device) -> Callable[[], float]:
    model = model_module.TinyModel(HIDDEN).to(device)
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
