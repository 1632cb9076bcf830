"""Round 724: the explorer's row for the patch and two neighbours, then its deep-dive in bullet fragments: a priority
and a hard requirement a "Corrections:" block takes back, the TE spec provider patch and its four sites, a supposed
switch."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_twenty_fourth_terse_row_and_deep_dive_decoder_layer_specs.md"

TITLE = "seven-hundred-and-twenty-fourth-round report (a terse explorer row and deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.summary': 'Monkey patch get_gpt_decoder_layer_specs to use Primus implementation when lfm_layer_types is configured for LFM model.',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/models/gpt/gpt_layer_specs.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', None)},
            'constraints': {('use_kitchen', '==', False), ('use_transformer_engine', '==', True)},
        },
        required={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.summary': 'Monkey patch get_gpt_decoder_layer_specs to use Primus implementation when lfm_layer_types is configured for LFM model.',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
            'enable.phase': 'before_train',
        },
        nowhere=('TESpecProvider', 'use_lfm_decoder_specs', 'causal_conv1d', 'primus_turbo'),
        mentioned=('megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs',),
    ),
}
