"""Round 1121: a Helm chart's values.yaml for the training job whose "##" comment blocks carry the findings (Bitnami's
"@section" and "@param", ruled titles, a list of sites inside a comment): a first-pass site taken back, the neighbour
`te_spec_provider` with its TESpecProvider sites, flag and version bound, a hypothetical Turbo switch and tested
versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_twenty_first_helm_values_decoder_layer_specs.md"

TITLE = "one-thousand-one-hundred-and-twenty-first-round report (a Helm chart's values.yaml)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.summary': frozenset({'replaces Megatron\'s GPT decoder layer-spec builder with the Primus one so a hybrid LFM2 stack can be built: "conv" layers get an Lfm2ShortConv mixer, "full_attention" layers get the stock TE attention layer spec.', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/core/models/gpt/gpt_layer_specs.py', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'get_gpt_layer_with_transformer_engine_spec', 'TESpecProvider', 'enable_primus_turbo', '<0.17',
            'use_kitchen',
        ),
        mentioned=(
            'megatron.core.models.gpt.gpt_layer_specs.get_gpt_layer_with_transformer_engine_spec',
            'megatron.core.extensions.transformer_engine_spec_provider', 'use_transformer_engine',
            'enable_primus_turbo',
        ),
    ),
}
