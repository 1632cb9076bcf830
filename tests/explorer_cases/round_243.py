"""Round 243: an issue in Jira's XML export: the RSS channel's boilerplate description, the item's title, the
description and three comments as HTML escaped into the XML (a code panel's <pre> among them), custom fields (a
phase mis-cited, "Primus-Turbo dependency: None"), a site claimed and taken back in the comments, and siblings."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_forty_third_jira_xml_export_zebra_llama_flops.md"

TITLE = "two-hundred-and-forty-third-round report (Jira's XML export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.zebra_llama_flops",
            "feature.summary": frozenset({None, "Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models."}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.num_floating_point_operations"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/zebra_llama_flops_patches.py"}),
            "enable.flags": {("is_hybrid_model", True), ("multi_latent_attention", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={
            "feature.id": "megatron.training.zebra_llama_flops",
            "feature.summary": "Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.",
            "upstream.symbols": {"megatron.training.training.num_floating_point_operations"},
        },
        # "None" as the Turbo dependency; the site taken back; the mis-cited phases; the siblings.
        nowhere=("primus_turbo", "hybrid_flops", "setup", "build_args", "deepseek_v4", "kimi_k3"),
        mentioned=("num_floating_point_operations", "is_hybrid_model", "multi_latent_attention"),
    ),
}
