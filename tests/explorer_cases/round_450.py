"""Round 450: a Wiki.js page as its GraphQL API returns it, compact JSON on one line whose "content" holds the Markdown
page and "render" its HTML copy: a settings table, a made-up override whose error message names values, a struck line,
two sibling patches, a correction and a version note in words."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_fiftieth_wikijs_graphql_json_kimi_k3_moe_latent_size.md"

TITLE = "four-hundred-and-fiftieth-round report (a Wiki.js page as GraphQL JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.kimi_k3_moe_latent_size",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_flops_patches.py"}),
            "enable.flags": {("model_type", "kimi_k3")},
            "enable.phase": "build_args",
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.args.kimi_k3_moe_latent_size", "enable.phase": "build_args", "feature.patch_style": "config_rewrite"},
        # The made-up override and its error's values; the siblings' sites, phase and keys.
        nowhere=("2048", "3584", "hypothetical", "num_floating_point_operations", "before_train", "mtp_num_layers", "num_nextn_predict_layers"),
        mentioned=("model_type", "routed_expert_hidden_size", "moe_latent_size", "num_floating_point_operations"),
    ),
}
