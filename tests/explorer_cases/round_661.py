"""Round 661: an Antora documentation page in AsciiDoc (attributes, source blocks, admonitions, xrefs): the TE spec
provider patch named as the owner of a binding ("belongs to `megatron.turbo.te_spec_provider`"), a retracted site and
bound, a settings table with rows not read by this patch and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_sixty_first_antora_asciidoc_decoder_layer_specs.md"

TITLE = "six-hundred-and-sixty-first-round report (an Antora page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.summary': frozenset({None, 'Monkey patch get_gpt_decoder_layer_specs to use Primus implementation when lfm_layer_types is configured for LFM model.'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
            'framework.name': 'megatron-lm',
            'requires.packages': {('transformer_engine', None)},
            'constraints': {('use_transformer_engine', '==', True)},
        },
        required={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
        },
        nowhere=('te_spec_provider', 'TESpecProvider', '0.17', 'PrimusTurboSpecProvider'),
        mentioned=('megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs', 'lfm_layer_types'),
    ),
}
