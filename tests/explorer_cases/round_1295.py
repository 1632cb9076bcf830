"""Round 1295: an onboarding quiz with its answer key (multiple-choice questions, then the key and a cheat sheet): a
`SelfAttention.forward` wrapper and an `inspect.getsource` rewrite offered as distractors, `fused_padded_mla_attention`
docstring drift, `enable_primus_turbo` and `multi_latent_attention` not read, the DeepSeek-V4 flags as exclusions,
`primus_turbo>=0.2` and "ROCm only" as wrong answers, `build_args` and "function wrapping" taken back, the hybrid
alias left open, the `rocm_safe` sibling and the log tag, and one box's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_ninety_fifth_onboarding_quiz_mla_attention.md"

ID = "megatron.transformer.patch_mla_attention"
SYMBOL = "megatron.core.transformer.multi_latent_attention.MLASelfAttention"
ALIAS = "megatron.core.models.gpt.gpt_layer_specs.MLASelfAttention"
PRIMUS = "primus.backends.megatron.core.transformer.multi_latent_attention.PrimusMLASelfAttention"
PRIMUS_FILE = "primus/backends/megatron/core/transformer/multi_latent_attention.py"
SUMMARY = f"Rebinds {SYMBOL} and {ALIAS} to PrimusMLASelfAttention."
TITLE = "one-thousand-two-hundred-and-ninety-fifth-round report (an onboarding quiz with its answer key)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            # mla_patches.py:59 and :67: two plain assignments to PrimusMLASelfAttention.
            "upstream.symbols": {SYMBOL, ALIAS},
            "upstream.aliases": {ALIAS, SYMBOL},
            "implementation.primus": frozenset({None, PRIMUS}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            "enable.flags": {("use_turbo_gemm", True)},
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "enable.env": set(),
            # The Transformer Engine and Primus-Turbo imports sit in try/except ImportError (line 49, lines 136-139).
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
            "constraints": set(),
        },
        # Thin: the answer key's binding replacement (line 130) and the cheat sheet's Primus class (line 166) are left TODOs.
        required={
            "feature.id": ID,
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL, ALIAS},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.flags": {("use_turbo_gemm", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
        },
        nowhere=(
            "SelfAttention.forward",
            "get_gpt_layer_with_transformer_engine_spec",
            "inspect.getsource",
            "fused_padded_mla_attention",
            "enable_primus_turbo",
            "use_turbo_attention",
            "use_v4_",
            "tensor_model_parallel_size",
            "fp8",
            "rocm",
            "deep_ep",
            "flash-attn",
            "primus_turbo",
            "transformer_engine",
            "transformer-engine",
            ">=0.2",
            "0.14.0",
            "2.2.0",
            "NVTE_",
            "_set_attention_backend",
            "rocm_safe",
            "megatron.transformer.mla_attention",
            "hybrid_mamba_mla_layer_specs",
            "PrimusTurboAttention",
            "DeepseekV4Attention",
            "build_args",
            "setup",
            "after_train",
            "function_wrapping",
        ),
        mentioned=(SYMBOL, ALIAS, "use_turbo_gemm", "fused_padded_mla_attention", "enable_primus_turbo", "use_v4_triton_attention"),
    ),
}
