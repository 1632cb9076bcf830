"""Round 1244: an LKML-style patch email (a `git format-patch` message adding porting notes, a v2 changelog and a
reviewer's reply): a v1 `megatron.training.utils` site taken back, "not a wrapper" corrected by the reviewer to
function wrapping, `is_hybrid_model: false` as a base-config default, knobs and an example config that read like flags,
`model_type: mamba` said not to switch, two sibling FLOPs patches, negated packages and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_forty_fourth_lkml_patch_email_zebra_llama_flops.md"

ID = "megatron.training.zebra_llama_flops"
SYMBOL = "megatron.training.training.num_floating_point_operations"
PRIMUS_FILE = "primus/backends/megatron/patches/zebra_llama_flops_patches.py"
PRIMUS_MODULE = "primus.backends.megatron.patches.zebra_llama_flops_patches"
TITLE = "one-thousand-two-hundred-and-forty-fourth-round report (an LKML-style patch email)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, "Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models."}),
            # The reviewer's correction (zebra_llama_flops_patches.py: `_orig_num_flops` is called for other models).
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, f"{PRIMUS_MODULE}.zebra_llama_flops", f"{PRIMUS_MODULE}.patch_zebra_llama_flops"}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            # condition=: is_hybrid_model and multi_latent_attention, both truthy.
            "enable.flags": {("is_hybrid_model", True), ("multi_latent_attention", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "enable.side_effects": set(),
            "enable.env": set(),
            "requires.packages": {("megatron-core", None), ("megatron-lm", None)},
        },
        # Thin: the site (line 47), the labelled Primus file (line 41) and the reviewer's function wrapping are left TODOs.
        required={
            "feature.id": ID,
            "framework.name": "megatron-lm",
            "enable.flags": {("is_hybrid_model", True), ("multi_latent_attention", True)},
            "enable.phase": "before_train",
        },
        nowhere=(
            "binding_replacement",
            "megatron.training.utils",
            "use_zebra_llama_flops",
            "hybrid_attention_ratio",
            "hybrid_override_pattern",
            "hybrid_mlp_ratio",
            "model_type",
            "mamba",
            "deepseek_v4",
            "kimi_k3",
            "q_lora_rank",
            "kv_lora_rank",
            "1344",
            "0.25",
            "padded_vocab_size",
            "primus_turbo",
            "transformer_engine",
            "torch",
            "2.7.0",
            "0.13.0",
            "2.43.0",
            "priority",
        ),
        mentioned=(SYMBOL, "is_hybrid_model", "multi_latent_attention", "use_zebra_llama_flops", "mamba_ssm"),
    ),
}
