"""Round 1032: a Trello card as its JSON export holds it (the description's Markdown, checklists with their states, comments
newest first, read as the name, the description, the checklists, then the comments oldest first): a
fused_padded_mla_attention flag a comment takes back, an offload assert made only "when" another setting holds, the
TE spec neighbour, a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_thirty_second_trello_card_json_patch_mla_attention.md"

TITLE = "one-thousand-and-thirty-second-round report (a Trello card exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.patch_mla_attention',
            'feature.summary': frozenset({None, "Replaces Megatron's MLA self-attention class with PrimusMLASelfAttention, so that DeepSeek-V2/V3-style MLA layers can be built out of Primus-Turbo linears."}),
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.multi_latent_attention.MLASelfAttention'},
            'upstream.aliases': {'megatron.core.models.gpt.gpt_layer_specs.MLASelfAttention'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/transformer/multi_latent_attention.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('use_turbo_gemm', True)},
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.transformer.patch_mla_attention',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.multi_latent_attention.MLASelfAttention'},
            'upstream.aliases': {'megatron.core.models.gpt.gpt_layer_specs.MLASelfAttention'},
            'enable.flags': {('use_turbo_gemm', True)},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'fused_padded_mla_attention', 'offload', 'use_turbo_mla_attention', 'tensor_model_parallel_size', 'te_spec_provider',
            'deep_ep', 'aiter',
        ),
        mentioned=(),
    ),
}
