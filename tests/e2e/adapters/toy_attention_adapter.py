"""port_adapter.py for the toy fused self-attention, wired the way a user would wire it."""

from __future__ import annotations

import os
from collections.abc import Callable

import torch
import toyframework.transformer as transformer_module
from toyframework.layers.attention import rotary_angles
from toyports import fused_attention

HIDDEN, HEADS, BATCH, SEQ = 64, 4, 2, 16


def run_config() -> dict[str, object]:
    # The toy framework takes its parallel layout from the environment.
    return {"context_parallel_size": int(os.environ.get("TOY_CP", "1"))}


def set_feature(enabled: bool) -> None:
    fused_attention.set_enabled(enabled)


def build_module(*, ported: bool, dtype: torch.dtype, device: torch.device, sizes: dict[str, int] | None = None) -> torch.nn.Module:
    hidden = (sizes or {}).get("hidden_size", HIDDEN)  # the scaffold builds other sizes too
    # Read the class where the model reads it, so the alias site is the one exercised.
    module = transformer_module.SelfAttention(hidden, HEADS)
    return module.to(device=device, dtype=dtype)


def make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int, sizes: dict[str, int] | None = None) -> dict[str, object]:
    hidden = (sizes or {}).get("hidden_size", HIDDEN)  # the scaffold builds other sizes too
    generator = torch.Generator().manual_seed(seed)
    hidden_states = torch.randn(BATCH, SEQ, hidden, generator=generator)
    # Padding: the last four keys are masked out; causal masking comes from mask_type.
    attention_mask = torch.ones(SEQ, SEQ, dtype=torch.bool)
    attention_mask[:, -4:] = False
    return {
        "hidden_states": hidden_states.to(device=device, dtype=dtype),
        "rotary_emb": rotary_angles(SEQ, hidden // HEADS).to(device),  # fp32, as the framework builds it
        "attention_mask": attention_mask.to(device),
        "mask_type": "causal",
    }


def make_train_step(*, ported: bool, device: torch.device) -> Callable[[], float]:
    model = transformer_module.TinyTransformer(HIDDEN, HEADS).to(device)
    optimizer = transformer_module.build_optimizer(model)
    generator = torch.Generator().manual_seed(0)
    x = torch.randn(4, SEQ, 16, generator=generator).to(device)
    y = torch.randn(4, SEQ, 16, generator=generator).to(device)
    return lambda: transformer_module.train_step(model, optimizer, x, y)


def copy_weights(src: torch.nn.Module, dst: torch.nn.Module) -> None:
    dst.load_state_dict(src.state_dict())


def save_checkpoint(module: torch.nn.Module, path: str) -> None:
    torch.save(module.state_dict(), path)


def load_checkpoint(module: torch.nn.Module, path: str) -> None:
    module.load_state_dict(torch.load(path, map_location="cpu"), strict=True)


def tokens_per_step() -> int | None:
    return 4 * SEQ
