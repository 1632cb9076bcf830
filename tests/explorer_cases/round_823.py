"""Round 823: the explorer's deep-dive with the patch logic drawn as Mermaid diagrams (a sequence diagram, two flowcharts): a
model provider a correction takes back, the Turbo spec provider beside it, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_twenty_third_mermaid_diagrams_decoder_layer_specs.md"

TITLE = "eight-hundred-and-twenty-third-round report (a deep-dive drawn in Mermaid)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.summary': "LiquidAI's LFM2 models (e.g. LFM2-8B-A1B) interleave short-convolution layers with full-attention layers, so Primus swaps in its own get_gpt_decoder_layer_specs that reads lfm_layer_types and, per layer, picks one of four specs: dense attention, MoE attention, dense short-conv, MoE short-conv.",
            'feature.patch_style': 'binding_replacement',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/models/gpt/gpt_layer_specs.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.summary': "LiquidAI's LFM2 models (e.g. LFM2-8B-A1B) interleave short-convolution layers with full-attention layers, so Primus swaps in its own get_gpt_decoder_layer_specs that reads lfm_layer_types and, per layer, picks one of four specs: dense attention, MoE attention, dense short-conv, MoE short-conv.",
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=('model_provider', 'te_spec_provider', 'primus_turbo'),
        mentioned=(),
    ),
}
