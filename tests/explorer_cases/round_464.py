"""Round 464: a VimWiki page in its default syntax: "%title", "%%" comments, "= headings =", "{{{python" blocks,
tables with a "|---|" rule; a retracted site, a struck write, a supposed config, a companion and another related
patch, and a withdrawn version requirement."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_sixty_fourth_vimwiki_page_zebra_llama_flops.md"

TITLE = "four-hundred-and-sixty-fourth-round report (a VimWiki page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.zebra_llama_flops",
            "feature.summary": frozenset({None, "Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models."}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.training.training.num_floating_point_operations"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/zebra_llama_flops_patches.py"}),
            "enable.flags": {("is_hybrid_model", True), ("multi_latent_attention", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={
            "feature.id": "megatron.training.zebra_llama_flops",
            "feature.patch_style": "function_wrapping",
            "upstream.sites": {"megatron.training.training.num_floating_point_operations"},
            "enable.phase": "before_train",
        },
        # The retracted site; the struck write; the supposed config; the companion's site; the withdrawn version.
        nowhere=("hybrid_flops", "hybrid_mlp_ratio", "hybrid_override_pattern", "__post_init__", "kimi_k3", "0.12"),
        mentioned=("num_floating_point_operations", "hybrid_flops", "is_hybrid_model", "multi_latent_attention"),
    ),
}
