"""Round 374: an OpenProject work package as its API v3 returns it (HAL+JSON: the description's raw Markdown and its
HTML copy, links, embedded relations, an activities collection of comments, custom fields): the site and its alias, a
struck gate, a third site one comment claims and a later one takes back, and a companion patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_seventy_fourth_openproject_hal_json_mla_attention.md"

SITES = ("megatron.core.transformer.multi_latent_attention.MLASelfAttention", "megatron.core.models.gpt.gpt_layer_specs.MLASelfAttention")

TITLE = "three-hundred-and-seventy-fourth-round report (an OpenProject work package as HAL+JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.transformer.patch_mla_attention",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": set(SITES),
            "upstream.aliases": set(SITES),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mla_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("use_turbo_gemm", True)},
            "requires.packages": {("primus_turbo", None), ("primus-turbo", None), ("megatron-core", None), ("torch", None)},
        },
        required={"feature.id": "megatron.transformer.patch_mla_attention", "upstream.sites": set(SITES)},
        # The site taken back, the struck flag, the companion's provider.
        nowhere=("moe_module_specs", "fused_padded_mla_attention", "TESpecProvider"),
        mentioned=(*SITES, "use_turbo_gemm"),
    ),
}
