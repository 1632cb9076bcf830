"""port_adapter.py for the toy fp8 GEMM: one shape, 2,064 tokens (sixteen 128-row tiles and a 16-row tail)."""

from __future__ import annotations

from collections.abc import Callable

import torch
import toyframework.layers.linear as linear_module
from toyports import fp8_linear

IN_FEATURES, OUT_FEATURES, TOKENS = 256, 1024, 2064


def run_config() -> dict[str, object]:
    return {}


def set_feature(enabled: bool) -> None:
    fp8_linear.set_enabled(enabled)


def set_precision(fmt: str) -> None:
    # The framework's own fp8 recipe: feature off it is upstream's fp8 path, feature on the port's.
    linear_module.set_precision(fmt)


def build_module(*, ported: bool, dtype: torch.dtype, device: torch.device, sizes: dict[str, int] | None = None) -> torch.nn.Module:
    in_features = (sizes or {}).get("in_features", IN_FEATURES)  # the scaffold builds other sizes too
    return linear_module.Linear(in_features, OUT_FEATURES).to(device=device, dtype=dtype)


def make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int, sizes: dict[str, int] | None = None) -> dict[str, object]:
    in_features = (sizes or {}).get("in_features", IN_FEATURES)  # the scaffold builds other sizes too
    generator = torch.Generator().manual_seed(seed)
    return {"x": torch.randn(TOKENS, in_features, generator=generator).to(device=device, dtype=dtype)}


def make_train_step(*, ported: bool, device: torch.device) -> Callable[[], float]:
    torch.manual_seed(0)
    model = torch.nn.Sequential(linear_module.Linear(16, 16)).to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
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
    return TOKENS
