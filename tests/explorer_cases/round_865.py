"""Round 865: a Markdeep document (an .md.html file with admonitions and its closing script tags): a third site a warning box
takes back, a made-up switch, the TE spec provider companion, an optional package."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_sixty_fifth_markdeep_document_decoder_layer_specs.md"

TITLE = "eight-hundred-and-sixty-fifth-round report (a Markdeep document)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.summary': 'Monkey patch get_gpt_decoder_layer_specs to use Primus implementation when lfm_layer_types is configured for LFM model.',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/models/gpt/gpt_layer_specs.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', None)},
            'constraints': {('use_transformer_engine', '==', True)},
        },
        required={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.summary': 'Monkey patch get_gpt_decoder_layer_specs to use Primus implementation when lfm_layer_types is configured for LFM model.',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
            'enable.phase': 'before_train',
        },
        nowhere=('moe_module_specs', 'use_lfm_decoder_specs', 'TESpecProvider', 'enable_primus_turbo', 'causal_conv1d'),
        mentioned=(),
    ),
}
