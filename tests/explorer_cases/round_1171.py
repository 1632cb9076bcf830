"""Round 1171: the explorer's deep-dive written in Lak: an extra `megatron.training.utils.num_floating_point_operations`
site a later line takes back, the neighbour `megatron.deepseek_v4.flops_reporting` with its flag and guard, a
hypothetical `PRIMUS_ZEBRA_FLOPS_DEBUG`, made-up config keys, "not needed" lines and versions that are no requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_seventy_first_lak_deep_dive_zebra_llama_flops.md"

TITLE = "one-thousand-one-hundred-and-seventy-first-round report (a deep-dive in Lak)"
CASES = {
    f"{REPORT}@megatron.training.zebra_llama_flops": Case(
        allowed={
            "feature.id": "megatron.training.zebra_llama_flops",
            "feature.summary": frozenset({"Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.", None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/zebra_llama_flops_patches.py", None}),
            "upstream.symbols": {"megatron.training.training.num_floating_point_operations"},
            "enable.flags": {("is_hybrid_model", True), ("multi_latent_attention", True)},
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.training.zebra_llama_flops",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
            "feature.summary": "Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.",
        },
        nowhere=(
            "megatron.training.utils",
            "deepseek_v4",
            "_v4_flops_patched",
            "PRIMUS_ZEBRA_FLOPS_DEBUG",
            "use_zebra_llama_flops",
            "zebra_flops_mode",
            "primus_turbo",
            "0.13.0",
            "6.4",
        ),
        mentioned=(
            "megatron.training.utils.num_floating_point_operations",
            "PRIMUS_ZEBRA_FLOPS_DEBUG",
            "use_zebra_llama_flops",
            "_v4_flops_patched",
        ),
    ),
}
