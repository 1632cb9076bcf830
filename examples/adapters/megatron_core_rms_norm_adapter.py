"""port_adapter.py for an RMSNorm ported into megatron-core 0.16 in place of WrappedTorchNorm, wired as a user would.

The facts are tests/e2e/facts/megatron_core_rms_norm.yaml; the port is
tests/realports/megatron_rms_norm.py. Runs on the CPU: the tests join a
one-rank gloo group, setup_framework() initialises model parallelism (1, 1),
and the config asks for CPU initialisation.
"""

from __future__ import annotations

from collections.abc import Callable

import torch
from megatron.core import parallel_state
from megatron.core.models.gpt import gpt_layer_specs
from megatron.core.transformer import TransformerConfig, transformer_block
from megatron.core.transformer.spec_utils import build_module as build_from_spec
from realports import megatron_rms_norm

HIDDEN = 64


def transformer_config() -> TransformerConfig:
    return TransformerConfig(
        num_layers=1, hidden_size=HIDDEN, ffn_hidden_size=128, num_attention_heads=4, normalization="RMSNorm", layernorm_epsilon=1e-5,
        use_cpu_initialization=True, gated_linear_unit=True, activation_func=torch.nn.functional.silu, bias_activation_fusion=True, add_bias_linear=False,
    )


def run_config() -> dict[str, object]:
    return {}


def setup_framework() -> None:
    parallel_state.initialize_model_parallel(1, 1)


def teardown_framework() -> None:
    parallel_state.destroy_model_parallel()


def set_feature(enabled: bool) -> None:
    megatron_rms_norm.set_enabled(enabled)


def build_module(*, ported: bool, dtype: torch.dtype, device: torch.device, sizes: dict[str, int] | None = None) -> torch.nn.Module:
    hidden = (sizes or {}).get("hidden_size", HIDDEN)  # the scaffold builds other sizes too
    # Read the class where the GPT layer spec reads it, so an alias site is the one exercised.
    module = gpt_layer_specs.LNImpl(config=transformer_config(), hidden_size=hidden, eps=1e-5)
    with torch.no_grad():
        module.weight.normal_(1.0, 0.2)  # not all ones, so weight-gradient bugs show
    return module.to(device=device, dtype=dtype)


def make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int, sizes: dict[str, int] | None = None) -> dict[str, object]:
    hidden = (sizes or {}).get("hidden_size", HIDDEN)  # the scaffold builds other sizes too
    generator = torch.Generator().manual_seed(seed)
    x = torch.randn(32, 4, hidden, generator=generator) * 3.0  # [seq, batch, hidden], as Megatron passes it
    return {"x": x.to(device=device, dtype=dtype)}


def make_bench_inputs(*, dtype: torch.dtype, device: torch.device, seed: int) -> dict[str, object]:
    # What bench_parity.py times: longer sequences than the correctness input (a GPU run would use the training run's shape).
    x = torch.randn(1024, 2, HIDDEN, generator=torch.Generator().manual_seed(seed))
    return {"x": x.to(device=device, dtype=dtype)}


# A pre-norm MLP layer and the block's final norm, built from the local GPT layer spec after set_feature.
def make_train_step(*, ported: bool, device: torch.device) -> Callable[[], float]:
    config, layer = transformer_config(), gpt_layer_specs.get_gpt_layer_local_spec(normalization="RMSNorm").submodules
    norm = build_from_spec(layer.pre_mlp_layernorm, config=config, hidden_size=HIDDEN, eps=config.layernorm_epsilon)
    model = torch.nn.ModuleList([norm, build_from_spec(layer.mlp, config=config), transformer_block.LayerNormImpl(config, HIDDEN)]).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    x, y = torch.randn(2, 16, 4, HIDDEN, generator=torch.Generator().manual_seed(0)).to(device)

    def step() -> float:
        optimizer.zero_grad()
        out, bias = model[1](model[0](x))  # megatron-core modules return (output, bias)
        loss = torch.nn.functional.mse_loss(model[2](x + out + (0 if bias is None else bias)), y)
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
    return 16 * 4
