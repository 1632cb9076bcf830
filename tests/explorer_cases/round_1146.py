"""Round 1146: the explorer's deep-dive written in Aragonese: a `moe_module_specs` rebinding a correction ("Dicié alto que
... pero o handler no toca") takes back, the neighbour `megatron.turbo.te_spec_provider` with its symbols, flags and
version range, a "si bel día" hypothetical, and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_forty_sixth_aragonese_deep_dive_decoder_layer_specs.md"

TITLE = "one-thousand-one-hundred-and-forty-sixth-round report (a deep-dive in Aragonese)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
            'upstream.aliases': {'gpt_builders.get_gpt_decoder_layer_specs'},
            'implementation.primus': frozenset({'primus.backends.megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/core/models/gpt/gpt_layer_specs.py', None}),
            'enable.phase': frozenset({'before_train', None}),
            'constraints': {('use_kitchen', '==', False), ('use_transformer_engine', '==', True)},
        },
        required={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs'},
        },
        nowhere=(
            'moe_module_specs', 'te_spec_provider', 'TESpecProvider', 'PrimusTurboSpecProvider',
            'use_kitchen_attention', 'lfm_conv_kernel_size', 'PRIMUS_LFM_STRICT', 'enable_primus_turbo',
            'primus_turbo', '<0.17',
        ),
        mentioned=(),
    ),
}
