"""Round 452: a Google Doc downloaded as Markdown, its names' underscores escaped ("kimi\\_k3\\_mtp"), a table of
contents of anchor links, headings with {#ids}, a section that opens by naming a key, a step taken back, two sibling
patches, a made-up config and a version the writer withdraws."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_fifty_second_google_docs_markdown_kimi_k3_mtp_num_layers.md"

TITLE = "four-hundred-and-fifty-second-round report (a Google Doc as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.kimi_k3_mtp_num_layers",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.kimi_k3_flops_patches.patch_k3_args_mtp_num_layers"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_flops_patches.py"}),
            "enable.flags": {("model_type", "kimi_k3")},
            "enable.phase": "build_args",
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.args.kimi_k3_mtp_num_layers", "enable.phase": "build_args"},
        # The id cut at its first escaped underscore; the siblings' ids and sites; the withdrawn version.
        nowhere=("'megatron.args.kimi'", "moe_latent_size", "num_floating_point_operations", ">=0.13", "before_train"),
        mentioned=("model_type", "num_nextn_predict_layers", "mtp_num_layers"),
    ),
}
