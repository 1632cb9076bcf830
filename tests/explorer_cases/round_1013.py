"""Round 1013: a podcast episode's show notes in plain text (guests, a timestamped outline, links, credits) and an erratum added
after release: "Ravi said the handler also rebinds moe_module_specs.MoEFlexTokenDispatcher. That's wrong", the mega-MoE
and TE spec neighbours, a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_thirteenth_podcast_show_notes_moe_dispatcher.md"

TITLE = "one-thousand-and-thirteenth-round report (a podcast's show notes)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.moe_dispatcher',
            'feature.summary': 'Replace MoE token dispatcher with PrimusTurbo DeepEP implementation',
            'feature.patch_style': 'binding_replacement',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/extensions/primus_turbo.py'}),
            'implementation.turbo': 'primus_turbo.pytorch.modules.DeepEPTokenDispatcher',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.side_effects': {('moe_enable_deepep', True), ('moe_token_dispatcher_type', 'flex')},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None), ('transformer_engine', None)},
            'constraints': {('tp_size * ep_size', '>', 1), ('use_turbo_deepep', '==', True)},
        },
        required={
            'feature.id': 'megatron.turbo.moe_dispatcher',
            'feature.summary': 'Replace MoE token dispatcher with PrimusTurbo DeepEP implementation',
            'feature.patch_style': 'binding_replacement',
            'implementation.turbo': 'primus_turbo.pytorch.modules.DeepEPTokenDispatcher',
            'enable.phase': 'before_train',
        },
        nowhere=('moe_module_specs', 'deep_ep', 'TESpecProvider'),
        mentioned=(),
    ),
}
