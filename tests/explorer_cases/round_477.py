"""Round 477: a Hacker News item as Algolia's API returns it: nested comments, each text HTML with <p> and
<pre><code>; the report one comment, replies taking back "the last bullet of "Patch logic"" and a porting note, a
companion's site, a supposed config, the values an error prints, and a withdrawn version."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_seventy_seventh_hacker_news_item_json_kimi_k3_moe_latent_size.md"
SUMMARY = (
    "Kimi K3: mirror routed_expert_hidden_size onto the args-layer moe_latent_size, which upstream FLOPs/params reporting "
    "reads and which the config-layer __post_init__ mapping does not reach."
)

TITLE = "four-hundred-and-seventy-seventh-round report (a Hacker News item as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.kimi_k3_moe_latent_size",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.kimi_k3_flops_patches.patch_k3_args_moe_latent_size"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_flops_patches.py"}),
            "enable.flags": {("model_type", "kimi_k3")},
            "enable.phase": frozenset({None, "build_args"}),
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.args.kimi_k3_moe_latent_size", "feature.patch_style": "config_rewrite", "enable.phase": "build_args"},
        # The retracted site; the companions' keys; the supposed config and the error's values; the withdrawn version.
        nowhere=("num_floating_point_operations", "mtp_num_layers", "2048", "3584", "0.14", "allow_override"),
        mentioned=("num_floating_point_operations", "model_type", "routed_expert_hidden_size"),
    ),
}
