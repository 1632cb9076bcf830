"""Round 50: a whiteboard of ASCII boxes."""

from __future__ import annotations

from .case import Case
from .names import WHITEBOARD

TITLE = "fiftieth-round report (a whiteboard of ASCII boxes)"
CASES = {
    WHITEBOARD: Case(
        allowed={
            "feature.id": "megatron.kimi_k3.quantile_balancing",
            "feature.summary": frozenset(
                {
                    None,
                    "Replace DeepSeek-V3's sign-based expert-bias update with Kimi K3's Quantile Balancing (tech report §2.3.3, Eq. 14).",
                }
            ),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "full_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.distributed.finalize_model_grads._update_router_expert_bias"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_quantile_balancing_patches.py"}),
            "enable.flags": {
                ("moe_router_bias_update_rule", "quantile"),
                ("model_type", "kimi_k3"),
                ("moe_router_enable_expert_bias", True),
            },
            "enable.phase": "before_train",
            "numerics.backward": frozenset({None, False}),
        },
        required={
            "feature.id": "megatron.kimi_k3.quantile_balancing",
            "upstream.symbols": {"megatron.core.distributed.finalize_model_grads._update_router_expert_bias"},
        },
        nowhere=(
            "quantile_balancing_update_interval",  # "< 1 is NOT an error, it is clamped"
            "get_updated_expert_bias",  # "NOT patched"
            "reset_model_temporary_tensors",  # the companion's
            "PRIMUS_K3_BIAS_RULE",
        ),
        mentioned=(
            "megatron.core.distributed.finalize_model_grads._update_router_expert_bias",
            "moe_router_bias_update_rule",
            "quantile_balancing_num_bins",
        ),
    ),
}
