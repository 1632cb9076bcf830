"""Round 920: a note of a linked-notes app with inline fields ("key:: value"), callouts, wikilinks and a query block: an enable
field a later callout takes back, the TE spec provider neighbour, a hypothetical config, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_twentieth_obsidian_dataview_note_mla_attention.md"

TITLE = "nine-hundred-and-twentieth-round report (a note with inline fields and callouts)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.patch_mla_attention',
            'feature.summary': 'Monkey patch MLA attention to use PrimusMLASelfAttention when use_turbo_gemm is enabled (skipped for DeepSeek-V4).',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.multi_latent_attention.MLASelfAttention'},
            'upstream.aliases': {'megatron.core.models.gpt.gpt_layer_specs.MLASelfAttention'},
            'implementation.primus': 'primus.backends.megatron.core.transformer.multi_latent_attention.PrimusMLASelfAttention',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/transformer/multi_latent_attention.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('use_turbo_gemm', True)},
            'requires.packages': {('megatron-core', None)},
        },
        required={
            'feature.id': 'megatron.transformer.patch_mla_attention',
            'feature.summary': 'Monkey patch MLA attention to use PrimusMLASelfAttention when use_turbo_gemm is enabled (skipped for DeepSeek-V4).',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.multi_latent_attention.MLASelfAttention'},
            'upstream.aliases': {'megatron.core.models.gpt.gpt_layer_specs.MLASelfAttention'},
            'implementation.primus': 'primus.backends.megatron.core.transformer.multi_latent_attention.PrimusMLASelfAttention',
            'enable.flags': {('use_turbo_gemm', True)},
        },
        nowhere=(
            'fused_padded_mla_attention', 'use_turbo_mla', 'mla_attention_impl', 'TESpecProvider', 'enable_primus_turbo', 'apex',
        ),
        mentioned=(),
    ),
}
