"""port_adapter.py for the sorted MoE token dispatcher in the toy language model, wired the way a user would wire it.

The module under test is the MoE layer; training is a small language model
whose cross-entropy loss starts near ln(2048), about 7.6.
"""

from __future__ import annotations

import os
from collections.abc import Callable

import torch
import toyframework.moe.layer as layer_module
from toyframework.moe import language_model
from toyframework.moe.config import CONFIG
from toyports import sorted_dispatcher

HIDDEN = 32
TOKENS_PER_STEP = 256
STEPS = 100  # batches made ahead; the tests run fewer steps


def run_config() -> dict[str, object]:
    return {
        "expert_model_parallel_size": int(os.environ.get("TOY_EP", "1")),
        "moe_router_topk": CONFIG.moe_router_topk,
        "moe_token_dispatcher_type": CONFIG.moe_token_dispatcher_type,
    }


def set_feature(enabled: bool) -> None:
    sorted_dispatcher.set_enabled(enabled)


def build_module(*, ported: bool, dtype: torch.dtype, device: torch.device, sizes: dict[str, int] | None = None) -> torch.nn.Module:
    hidden = (sizes or {}).get("hidden_size", HIDDEN)  # the scaffold builds other sizes too
    return layer_module.MoELayer(hidden).to(device=device, dtype=dtype)


def make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int, sizes: dict[str, int] | None = None) -> dict[str, object]:
    hidden = (sizes or {}).get("hidden_size", HIDDEN)  # the scaffold builds other sizes too
    generator = torch.Generator().manual_seed(seed)
    hidden_states = torch.randn(16, 4, hidden, generator=generator)  # [seq, batch, hidden]
    return {"hidden_states": hidden_states.to(device=device, dtype=dtype)}


def make_train_step(*, ported: bool, device: torch.device, seed: int = 0) -> Callable[[], tuple[torch.Tensor, torch.Tensor]]:
    model = language_model.TinyMoELanguageModel(language_model.VOCAB, HIDDEN).to(device)
    optimizer = language_model.build_optimizer(model)
    # The seed picks which token pairs each step sees (the data order); the language stays the same.
    batches = iter(language_model.bigram_batches(language_model.VOCAB, TOKENS_PER_STEP, STEPS, seed))

    def step() -> tuple[torch.Tensor, torch.Tensor]:
        tokens, targets = next(batches)
        return language_model.train_step(model, optimizer, tokens.to(device), targets.to(device))

    return step


def copy_weights(src: torch.nn.Module, dst: torch.nn.Module) -> None:
    dst.load_state_dict(src.state_dict())


def save_checkpoint(module: torch.nn.Module, path: str) -> None:
    torch.save(module.state_dict(), path)


def load_checkpoint(module: torch.nn.Module, path: str) -> None:
    module.load_state_dict(torch.load(path, map_location="cpu"), strict=True)


def tokens_per_step() -> int | None:
    return TOKENS_PER_STEP
