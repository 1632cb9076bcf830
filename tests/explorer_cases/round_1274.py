"""Round 1274: a Stack Overflow question page (the question with its `register_patch` snippet, an accepted answer, a
low-scored answer taken back in comments): a binding replacement, a `megatron.training.utils` second site and a
`build_args` phase retracted, `hybrid_override_pattern` and `hybrid_attention_ratio` that only count layers, the
formula's args, a `primus_turbo>=0.2` pin and `deep_ep` / Transformer Engine denied, the `deepseek_v4` FLOPs sibling on
the same function, an open alias question and one box's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_seventy_fourth_stackoverflow_question_zebra_llama_flops.md"

ID = "megatron.training.zebra_llama_flops"
SYMBOL = "megatron.training.training.num_floating_point_operations"
RETRACTED = "megatron.training.utils.num_floating_point_operations"
PRIMUS = "primus.backends.megatron.patches.zebra_llama_flops_patches.zebra_llama_flops"
PRIMUS_FILE = "primus/backends/megatron/patches/zebra_llama_flops_patches.py"
# Line 17, the registration's description= in the question's code block.
DESCRIPTION = "Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models."
TITLE = "one-thousand-two-hundred-and-seventy-fourth-round report (a Stack Overflow question and its answers)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION}),
            # Line 53; answer 2's "binding replacement" (line 121) is outdated (line 133).
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            # zebra_llama_flops_patches.py:166-177 rebinds only the training module's name; the utils site is retracted
            # (lines 133, 138) and the `from ... import` copy is an open question (line 96).
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, PRIMUS}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            # The condition= of the registration (lines 18-21), stated at line 57.
            "enable.flags": {("is_hybrid_model", True), ("multi_latent_attention", True)},
            "enable.phase": "before_train",
            # "It also sets no args" (line 61).
            "enable.side_effects": set(),
            # "Requires: Megatron-LM (`megatron.training`) only" (line 58); 0.12.0 and torch 2.7.0 are one box's (line 105).
            "requires.packages": {("megatron-core", None)},
            # "there are no asserts" (line 62).
            "constraints": set(),
        },
        # Thin: the summary (the description= of line 17) is left a TODO, and the "Requires: Megatron-LM" of line 58
        # is neither a value nor quoted (its TODO quotes only the backend_versions sentence).
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus": PRIMUS,
            "implementation.primus_file": PRIMUS_FILE,
            "enable.flags": {("is_hybrid_model", True), ("multi_latent_attention", True)},
            "enable.phase": "before_train",
        },
        nowhere=(
            RETRACTED,
            "build_args",
            "setup",
            "binding_replacement",
            "hybrid_override_pattern",
            "hybrid_attention_ratio",
            "hybrid_mlp_ratio",
            "model_type",
            "mamba",
            "swiglu",
            "q_lora_rank",
            "deepseek_v4",
            "compute_v4_flops",
            "_v4_flops_patched",
            "primus_turbo",
            ">=0.2",
            "deep_ep",
            "Transformer Engine",
            "transformer_engine",
            "0.12.0",
            "2.7.0",
            "rocm6.4",
            "torch",
            "0.25",
            "zebra_llama_300M",
        ),
        mentioned=(
            SYMBOL,
            RETRACTED,
            "is_hybrid_model",
            "multi_latent_attention",
            "megatron.deepseek_v4.flops_reporting",
            "primus_turbo>=0.2",
        ),
    ),
}
