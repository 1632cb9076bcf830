"""Round 931: the explorer's deep-dive written in Assamese: "ROCm-only path কোনো নাই" (there is no ROCm-only path), a made-up
variable "Primus-ত নাই" (Primus has none), a specs alias a correction ("সংশোধন") takes back, the neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_thirty_first_assamese_deep_dive_dpa_prologue.md"

TITLE = "nine-hundred-and-thirty-first-round report (a deep-dive in Assamese)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.dpa_consolidated_prologue',
            'feature.summary': 'Consolidated DPA prologue: separates eager attention setup from FusedAttnFunc kernel call to reduce torch.compile graph breaks',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TEDotProductAttention.forward', 'transformer_engine.pytorch.attention.dot_product_attention.backends.FusedAttnFunc.forward'},
            'implementation.primus': 'primus.backends.megatron.patches.te_patches.dpa_consolidated_prologue_patches.patch_dpa_consolidated_prologue',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/te_patches/dpa_consolidated_prologue_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('enable_torch_compile', True), ('torch_compile.enable', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.te.dpa_consolidated_prologue',
            'feature.summary': 'Consolidated DPA prologue: separates eager attention setup from FusedAttnFunc kernel call to reduce torch.compile graph breaks',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TEDotProductAttention.forward', 'transformer_engine.pytorch.attention.dot_product_attention.backends.FusedAttnFunc.forward'},
            'implementation.primus': 'primus.backends.megatron.patches.te_patches.dpa_consolidated_prologue_patches.patch_dpa_consolidated_prologue',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'rocm', 'PRIMUS_DPA_PROLOGUE', 'dpa_prologue_fast_path', 'gpt_layer_specs', 'primus_turbo', 'NVTE_FMHA_USE_BSHD',
        ),
        mentioned=(),
    ),
}
