"""Round 86: a report written in Italian ("solo quando", "a meno che", "non fa parte di questa patch", "probabilmente"),
read with English rules: its conditions and its two other patches must stay TODOs."""

from __future__ import annotations

from .case import Case

ITALIAN = "eighty_sixth_italian_deepseek_v4_flops.md"

TITLE = "eighty-sixth-round report (in Italian)"
CASES = {
    ITALIAN: Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.flops_reporting",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.num_floating_point_operations"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.deepseek_v4_flops_patches.compute_v4_flops"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/deepseek_v4_flops_patches.py"}),
            "enable.flags": {("model_type", "deepseek_v4")},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={
            "feature.id": "megatron.deepseek_v4.flops_reporting",
            "enable.phase": "before_train",
        },
        nowhere=(
            "pp_token_pre_broadcast",  # another V4 patch
            "kimi_k3",  # another model's patch of the same function
            "get_batch",
            "get_forward_backward_func",
        ),
        mentioned=(
            "megatron.training.training.num_floating_point_operations",
            "model_type",
            "PRIMUS_PATCHES",
            "compress_ratios",
        ),
    ),
}
