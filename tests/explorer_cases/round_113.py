"""Round 113: a Doxygen comment block (/** ... */, every line opened by " * "): @brief, @param for each flag, @see
paragraphs for a companion patch whose version gate "does not apply to this patch", a @deprecated retraction and a
@code block."""

from __future__ import annotations

from .case import Case

BLOCK = "hundred_thirteenth_doxygen_block_mla_attention.md"

MLA = "MLASelfAttention"
TITLE = "hundred-and-thirteenth-round report (a Doxygen comment block)"
CASES = {
    BLOCK: Case(
        allowed={
            "feature.id": "megatron.transformer.patch_mla_attention",
            "feature.summary": frozenset(
                {
                    None,
                    ("Patch megatron.transformer.patch_mla_attention: swaps Megatron's MLASelfAttention for "
                    "PrimusMLASelfAttention so MLA layers can be built from Primus-Turbo linears."),
                }
            ),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"megatron.core.transformer.multi_latent_attention.{MLA}", f"megatron.core.models.gpt.gpt_layer_specs.{MLA}"},
            "upstream.aliases": {f"megatron.core.models.gpt.gpt_layer_specs.{MLA}"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.transformer.multi_latent_attention.PrimusMLASelfAttention"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/transformer/multi_latent_attention.py"}),
            "enable.flags": {("use_turbo_gemm", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={
            "feature.id": "megatron.transformer.patch_mla_attention",
            "upstream.sites": {f"megatron.core.transformer.multi_latent_attention.{MLA}"},
        },
        nowhere=(
            "<0.17",  # the companion te_spec_provider patch's version gate
            "TESpecProvider",
            "DeepseekV4Attention",  # not rebound
            "fused_padded_mla_attention",  # the retracted requirement
            "('use_turbo_gemm', '==', True)",  # the gate's flag, no constraint
        ),
        mentioned=(
            f"megatron.core.transformer.multi_latent_attention.{MLA}",
            f"megatron.core.models.gpt.gpt_layer_specs.{MLA}",
            "use_turbo_gemm",
            "use_v4_triton_attention",
            "use_v4_tilelang_csa_attention",
        ),
    ),
}
