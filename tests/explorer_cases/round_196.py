"""Round 196: a YAML inventory of three patches of one directory: a list at the margin, one entry per patch ("- id: x
# sibling, NOT ours"), nested keys, and a `corrections:` entry taking back this patch's phase."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_ninety_sixth_yaml_inventory_moe_layer_freq.md"

TITLE = "hundred-and-ninety-sixth-round report (a YAML inventory of three patches)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.moe_layer_freq",
            "feature.summary": frozenset({None, "Normalize moe_layer_freq when provided as a string expression"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.moe_layer_freq_patches.patch_moe_layer_freq"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/moe_layer_freq_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.moe_layer_freq", "framework.name": "megatron-lm"},
        nowhere=("wandb", "sequence_parallel", "WANDB_API_KEY", "setup", "get_kimi_k3_moe_layer_pattern", "get_gpt_decoder_layer_specs"),
        mentioned=("moe_layer_freq",),
    ),
}
