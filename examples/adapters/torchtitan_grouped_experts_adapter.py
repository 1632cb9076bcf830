"""port_adapter.py for TorchTitan 0.3's GroupedExperts with an fp32-accumulating grouped GEMM, wired as a user would.

The facts are tests/e2e/facts/torchtitan_grouped_experts.yaml; the port is
tests/realports/torchtitan_grouped_experts.py. The Config is made after
set_feature through config_utils (a site the port rebinds), so ported=True
builds the port. Upstream casts to bf16 inside, so its high-precision build
equals the baseline and gives the error-ratio oracle no reference:
reference_forward writes each expert's SwiGLU plainly, and the tests run it in
fp64 on the same weights instead.
"""

from __future__ import annotations

from collections.abc import Callable

import torch
from realports import torchtitan_grouped_experts
from torchtitan.models.common import config_utils

DIM, HIDDEN_DIM, EXPERTS = 64, 128, 4
TOKENS_PER_EXPERT = (24, 40, 0, 32)  # an expert with no token, as routing gives


def run_config() -> dict[str, object]:
    return {}


def setup_framework() -> None:
    """GroupedExperts built alone reads no parallel state: nothing to set up."""


def teardown_framework() -> None:
    """Nothing to undo."""


def set_feature(enabled: bool) -> None:
    torchtitan_grouped_experts.set_enabled(enabled)


def build_module(*, ported: bool, dtype: torch.dtype, device: torch.device, sizes: dict[str, int] | None = None) -> torch.nn.Module:
    dim = (sizes or {}).get("dim", DIM)  # the scaffold builds other sizes too
    module = config_utils.GroupedExperts.Config(dim=dim, hidden_dim=HIDDEN_DIM, num_experts=EXPERTS).build()
    for parameter in module.parameters():  # the Config's own init is left to the model; any fixed init does
        torch.nn.init.normal_(parameter, std=dim**-0.5)
    return module.to(device=device, dtype=dtype)


def make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int, sizes: dict[str, int] | None = None) -> dict[str, object]:
    dim = (sizes or {}).get("dim", DIM)  # the scaffold builds other sizes too
    generator = torch.Generator().manual_seed(seed)
    x = torch.randn(sum(TOKENS_PER_EXPERT), dim, generator=generator)
    return {"x_RD": x.to(device=device, dtype=dtype), "num_tokens_per_expert_E": torch.tensor(TOKENS_PER_EXPERT, device=device)}


def reference_forward(module: torch.nn.Module, **inputs: object) -> torch.Tensor:
    """GroupedExperts' maths without its casts to bf16: each expert's SwiGLU on its own tokens, in the module's dtype."""
    x, counts = inputs["x_RD"], inputs["num_tokens_per_expert_E"]
    pieces, start = [], 0
    for expert, count in enumerate(counts.tolist()):
        tokens = x[start : start + count]
        hidden = torch.nn.functional.silu(tokens @ module.w1_EFD[expert].t()) * (tokens @ module.w3_EFD[expert].t())
        pieces.append(hidden @ module.w2_EDF[expert].t())
        start += count
    pieces.append(x.new_zeros(x.shape[0] - start, module.w2_EDF.shape[1]))  # rows past the last expert's stay zero
    return torch.cat(pieces)


def make_train_step(*, ported: bool, device: torch.device) -> Callable[[], float]:
    model = build_module(ported=ported, dtype=torch.float32, device=device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
    inputs = make_inputs(dtype=torch.float32, device=device, seed=0)
    target = torch.randn(sum(TOKENS_PER_EXPERT), DIM, generator=torch.Generator().manual_seed(1)).to(device)

    def step() -> float:
        optimizer.zero_grad()
        loss = torch.nn.functional.mse_loss(model(**inputs), target)
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
    return sum(TOKENS_PER_EXPERT)
