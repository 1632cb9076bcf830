"""Round 1097: the raw content.xml of a LibreOffice document: text:h headings, text:p paragraphs, a list, a table, a span
in a struck automatic style, a text:note footnote, the neighbour `megatron.turbo.te_spec_provider` with its `<0.17`
range and flags."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_ninety_seventh_odt_content_xml_decoder_layer_specs.md"

TITLE = "one-thousand-and-ninety-seventh-round report (an OpenDocument text's content.xml)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.summary': frozenset({'Monkey patch get_gpt_decoder_layer_specs to use Primus implementation when lfm_layer_types is configured for LFM model.', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'gpt_builders.get_gpt_decoder_layer_specs', 'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
            'upstream.aliases': {'gpt_builders.get_gpt_decoder_layer_specs'},
            'implementation.primus': frozenset({'primus.backends.megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/core/models/gpt/gpt_layer_specs.py', 'primus/backends/megatron/patches/gpt_decoder_layer_specs_patches.py', None}),
            'requires.packages': {('transformer_engine', None), ('transformers', None)},
            'constraints': {('use_kitchen', '==', False), ('use_transformer_engine', '==', True)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
            'implementation.primus': 'primus.backends.megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs',
        },
        nowhere=(
            'te_spec_provider', 'TESpecProvider', '0.17', 'priority',
        ),
        mentioned=(),
    ),
}
