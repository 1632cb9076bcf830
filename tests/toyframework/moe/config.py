"""The MoE part of the toy framework's run configuration: one global object, as Megatron keeps its args."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class MoEConfig:
    """What the MoE layer and its dispatcher read when they are built."""

    num_experts: int = 4
    moe_router_topk: int = 2
    moe_ffn_hidden_size: int = 32
    moe_token_dispatcher_type: str = "alltoall"
    expert_model_parallel_size: int = 1
    # Scales the top-k routing weights when set (Megatron-LM's moe_router_topk_scaling_factor); None: unscaled.
    moe_router_topk_scaling_factor: float | None = None


CONFIG = MoEConfig()
