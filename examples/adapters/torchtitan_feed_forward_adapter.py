"""port_adapter.py for a SwiGLU feed-forward ported into TorchTitan 0.3 in place of FeedForward, wired as a user would.

The facts are tests/e2e/facts/torchtitan_feed_forward.yaml; the port is
tests/realports/torchtitan_feed_forward.py. TorchTitan builds modules from
config dataclasses: each Config is made after set_feature, through
make_ffn_config (a site the port rebinds), so ported=True builds the port.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import torch
from realports import torchtitan_feed_forward
from torchtitan.models.common import config_utils

DIM, HIDDEN_DIM = 64, 128
INIT = {"weight": partial(torch.nn.init.trunc_normal_, std=0.2)}  # wide enough that silu is far from linear


def run_config() -> dict[str, object]:
    return {}


def setup_framework() -> None:
    """TorchTitan modules built alone read no parallel state: nothing to set up."""


def teardown_framework() -> None:
    """Nothing to undo."""


def set_feature(enabled: bool) -> None:
    torchtitan_feed_forward.set_enabled(enabled)


def build_module(*, ported: bool, dtype: torch.dtype, device: torch.device, sizes: dict[str, int] | None = None) -> torch.nn.Module:
    dim = (sizes or {}).get("dim", DIM)  # the scaffold builds other sizes too
    # As TorchTitan builds a model: on the meta device, then materialised and initialised from param_init.
    with torch.device("meta"):
        module = config_utils.make_ffn_config(dim=dim, hidden_dim=HIDDEN_DIM, w1_param_init=INIT, w2w3_param_init=INIT).build()
    module.to_empty(device=device)
    module.init_states()
    return module.to(dtype=dtype)


def make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int, sizes: dict[str, int] | None = None) -> dict[str, object]:
    dim = (sizes or {}).get("dim", DIM)  # the scaffold builds other sizes too
    generator = torch.Generator().manual_seed(seed)
    x = torch.randn(4, 16, dim, generator=generator)
    return {"x": x.to(device=device, dtype=dtype)}


def make_train_step(*, ported: bool, device: torch.device) -> Callable[[], float]:
    model = build_module(ported=ported, dtype=torch.float32, device=device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
    generator = torch.Generator().manual_seed(0)
    x, y = (torch.randn(8, 16, DIM, generator=generator).to(device) for _ in range(2))

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
    return 8 * 16
