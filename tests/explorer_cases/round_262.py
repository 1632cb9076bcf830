"""Round 262: an OpenDocument text saved as flat XML: metadata, styles, headings by outline level, code in "Source
Text" spans, a paragraph struck through and retracted, the gate's flags in a list, the two sites in a table of module
and attribute columns, the TE spec provider patch set apart, and a reviewer's comment inside the last paragraph."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_sixty_second_flat_odt_mla_attention.md"

TITLE = "two-hundred-and-sixty-second-round report (a flat OpenDocument text)"
_PRIMUS = "primus.backends.megatron.core.transformer.multi_latent_attention.PrimusMLASelfAttention"
_MLA = "megatron.core.transformer.multi_latent_attention.MLASelfAttention"
_SPECS = "megatron.core.models.gpt.gpt_layer_specs.MLASelfAttention"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.transformer.patch_mla_attention",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "it replaces Megatron's MLASelfAttention class with PrimusMLASelfAttention, defined in "
                        "primus/backends/megatron/core/transformer/multi_latent_attention.py (class at line 46)."
                    ),
                }
            ),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {_MLA, _SPECS},
            "upstream.aliases": {_SPECS},
            "implementation.primus": frozenset({None, _PRIMUS}),
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/megatron/core/transformer/multi_latent_attention.py",
                    "primus/backends/megatron/patches/mla_patches.py",
                }
            ),
            "enable.flags": {("use_turbo_gemm", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.transformer.patch_mla_attention",
            "enable.phase": "before_train",
            "upstream.sites": {_MLA, _SPECS},
        },
        # The retracted flag; packages imported where their absence is caught; the TE spec provider patch; the styles.
        nowhere=("fused_padded_mla_attention", "primus_turbo", "transformer_engine", "TESpecProvider", "Source_20_Text"),
        mentioned=("use_turbo_gemm", "use_v4_triton_attention", "fused_padded_mla_attention"),
    ),
}
