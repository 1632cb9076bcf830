"""port_adapter.py for the toy sorted MoE token dispatcher, wired the way a user would wire it."""

from __future__ import annotations

import os
from collections.abc import Callable

import torch
import toyframework.moe.layer as layer_module
from toyframework.moe import model as model_module
from toyframework.moe.config import CONFIG
from toyports import sorted_dispatcher

HIDDEN = 32


def run_config() -> dict[str, object]:
    # The toy framework takes its expert-parallel layout from the environment; the rest is its live MoE config.
    return {
        "expert_model_parallel_size": int(os.environ.get("TOY_EP", "1")),
        "moe_router_topk": CONFIG.moe_router_topk,
        "moe_token_dispatcher_type": CONFIG.moe_token_dispatcher_type,
    }


def set_feature(enabled: bool) -> None:
    sorted_dispatcher.set_enabled(enabled)


def build_module(*, ported: bool, dtype: torch.dtype, device: torch.device, sizes: dict[str, int] | None = None) -> torch.nn.Module:
    hidden = (sizes or {}).get("hidden_size", HIDDEN)  # the scaffold builds other sizes too
    # The MoE layer where the model builds it: it reads the dispatcher through its own alias.
    return layer_module.MoELayer(hidden).to(device=device, dtype=dtype)


def make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int, sizes: dict[str, int] | None = None) -> dict[str, object]:
    hidden = (sizes or {}).get("hidden_size", HIDDEN)  # the scaffold builds other sizes too
    generator = torch.Generator().manual_seed(seed)
    hidden_states = torch.randn(16, 4, hidden, generator=generator)  # [seq, batch, hidden]
    return {"hidden_states": hidden_states.to(device=device, dtype=dtype)}


def make_train_step(*, ported: bool, device: torch.device, seed: int = 0) -> Callable[[], tuple[float, float]]:
    model = model_module.TinyMoEModel(16, HIDDEN).to(device)
    optimizer = model_module.build_optimizer(model)
    generator = torch.Generator().manual_seed(seed)  # the seed picks the data
    x = torch.randn(128, 16, generator=generator)
    y = torch.tanh(x @ torch.randn(16, 16, generator=generator)) * 2  # a target the experts must learn
    x, y = x.to(device), y.to(device)

    def step() -> tuple[float, float]:
        loss = model_module.train_step(model, optimizer, x, y)
        # The step leaves the gradients in place: their global norm, as frameworks log it.
        grad_norm = torch.linalg.vector_norm(torch.stack([p.grad.norm() for p in model.parameters() if p.grad is not None]))
        return loss, float(grad_norm)

    return step


def copy_weights(src: torch.nn.Module, dst: torch.nn.Module) -> None:
    dst.load_state_dict(src.state_dict())


def save_checkpoint(module: torch.nn.Module, path: str) -> None:
    torch.save(module.state_dict(), path)


def load_checkpoint(module: torch.nn.Module, path: str) -> None:
    module.load_state_dict(torch.load(path, map_location="cpu"), strict=True)


def tokens_per_step() -> int | None:
    return 128
