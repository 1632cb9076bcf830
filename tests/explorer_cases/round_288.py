"""Round 288: an Obsidian Canvas board (.canvas JSON): cards in groups, one group labelled "NOT this patch" holding a
companion's sites and condition, and a card an edge labelled "retracts" takes back."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eighty_eighth_obsidian_canvas_zebra_llama_flops.md"

TITLE = "two-hundred-and-eighty-eighth-round report (an Obsidian Canvas board)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.zebra_llama_flops",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.num_floating_point_operations"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/zebra_llama_flops_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("is_hybrid_model", True), ("multi_latent_attention", True)},
        },
        required={"feature.id": "megatron.training.zebra_llama_flops", "enable.phase": "before_train"},
        # The companion's sites and condition; the retracted alias.
        nowhere=("model_type", "mamba_ssm", "_chunk_state_bwd_db", "megatron.training.utils"),
        mentioned=("is_hybrid_model", "multi_latent_attention"),
    ),
}
