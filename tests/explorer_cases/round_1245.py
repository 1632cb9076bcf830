"""Round 1245: a deep-dive written in Hinglish (a TL;DR list, a gate table, a site table, a struck-through site): four
DeepSeek-V4 flags that only skip the patch, a docstring knob the condition never reads, a retracted hybrid-Mamba site and
a guessed one, "not a wrapper", a sibling layer-specs patch, an fp8 arg check of another file, `deep_ep` not needed and
one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_forty_fifth_hinglish_deep_dive_mla_attention.md"

ID = "megatron.transformer.patch_mla_attention"
SYMBOL = "megatron.core.transformer.multi_latent_attention.MLASelfAttention"
ALIAS = "megatron.core.models.gpt.gpt_layer_specs.MLASelfAttention"
PRIMUS_CLASS = "primus.backends.megatron.core.transformer.multi_latent_attention.PrimusMLASelfAttention"
PRIMUS_FILE = "primus/backends/megatron/core/transformer/multi_latent_attention.py"
SUMMARY = (
    "yeh patch Megatron ki MLASelfAttention class ko PrimusMLASelfAttention se replace karta hai, taaki MLA ke q/kv "
    "projections Primus-Turbo ke linear types (PrimusTurboLinear, PrimusTurboColumnParallelLinear) ke saath build ho sakein."
)
TITLE = "one-thousand-two-hundred-and-forty-fifth-round report (a deep-dive in Hinglish)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, f"Ek line mein: {SUMMARY}"}),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            # mla_patches.py:62 and :71, the same object assigned to both.
            "upstream.symbols": {SYMBOL, ALIAS},
            "upstream.aliases": {ALIAS},
            "implementation.primus": frozenset({None, PRIMUS_CLASS}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            # The condition: use_turbo_gemm and none of the four V4 attention flags.
            "enable.flags": {("use_turbo_gemm", True)},
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("megatron-core", None), ("primus_turbo", None)},
            "constraints": set(),
        },
        # Thin: the Hinglish summary (line 17), port kind, both sites, the Primus class and file, and `use_turbo_gemm: true` are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("primus_turbo", None)},
        },
        nowhere=(
            "use_v4_triton_attention",
            "use_v4_triton_csa_attention",
            "use_v4_tilelang_attention",
            "use_v4_tilelang_csa_attention",
            "fused_padded_mla_attention",
            "hybrid_mamba_mla_layer_specs",
            "deepseek_v4",
            "kimi_k3",
            "DeepseekV4Attention",
            "moe_module_specs",
            "decoder_layer_specs",
            "gpt_builders",
            "lfm_layer_types",
            "HAVE_TE",
            "fp8_recipe",
            "tensorwise",
            "blockwise",
            "mxfp8",
            "deep_ep",
            "transformer_engine",
            "0.15.0rc4",
            "0.2.0",
            "priority",
            "MultiLatentAttention",
            "linear_q_down_proj",
            "linear_kv_down_proj",
        ),
        mentioned=(SYMBOL, ALIAS, "use_turbo_gemm", "fused_padded_mla_attention", "deep_ep"),
    ),
}
