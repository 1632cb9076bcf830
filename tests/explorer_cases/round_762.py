"""Round 762: the explorer's deep-dive as 80-column plain text: capital titles underlined with dashes, "o" bullets, paths and
dotted names wrapped at "/" and "."; a third site a correction takes back, the TE spec provider companion."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_sixty_second_plain_terminal_text_decoder_layer_specs.md"

TITLE = "seven-hundred-and-sixty-second-round report (a deep-dive as plain terminal text)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.summary': "This patch swaps Megatron's decoder block spec builder for a Primus version that can build LFM2 (Liquid AI) hybrid models, where some decoder layers are short-convolution layers instead of self-attention layers.",
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
            'implementation.primus_file': 'primus/backends/megatron/core/models/gpt/gpt_layer_specs.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': frozenset({None, 'before_train'}),
            'requires.packages': {('transformer_engine', None)},
            'constraints': {('use_transformer_engine', '==', True)},
        },
        required={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.summary': "This patch swaps Megatron's decoder block spec builder for a Primus version that can build LFM2 (Liquid AI) hybrid models, where some decoder layers are short-convolution layers instead of self-attention layers.",
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
            'implementation.primus_file': 'primus/backends/megatron/core/models/gpt/gpt_layer_specs.py',
        },
        nowhere=('attention.py', 'moe_module_specs', 'use_lfm_decoder_layer_specs', 'primus_turbo'),
        mentioned=(),
    ),
}
