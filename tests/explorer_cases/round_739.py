"""Round 739: a sheet of the explorer's findings saved as CSV (Aspect, Finding, Evidence, Confidence, Status; cells quoted
over several lines, quotes doubled): retracted and guessed rows, a row a correction takes back, a supposed config; read
a record a row, `""flex""` is the value `flex`."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_thirty_ninth_findings_sheet_csv_moe_dispatcher.md"

TITLE = "seven-hundred-and-thirty-ninth-round report (a findings sheet saved as CSV)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.moe_dispatcher',
            'feature.summary': 'Replace MoE token dispatcher with PrimusTurbo DeepEP implementation',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher'},
            'upstream.aliases': {'megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboDeepEPTokenDispatcher'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/extensions/primus_turbo.py'}),
            'implementation.turbo': 'primus_turbo.pytorch.modules.DeepEPTokenDispatcher',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('enable_primus_turbo', True), ('use_turbo_deepep', True)},
            'enable.side_effects': {('moe_enable_deepep', True), ('moe_token_dispatcher_type', 'flex')},
            'enable.phase': frozenset({None, 'before_train'}),
            'requires.packages': {('primus_turbo', None), ('transformer_engine', None)},
            'constraints': {('moe_enable_deepep', '==', True), ('moe_pad_expert_input_to_capacity', '==', False)},
        },
        required={
            'feature.id': 'megatron.turbo.moe_dispatcher',
            'feature.summary': 'Replace MoE token dispatcher with PrimusTurbo DeepEP implementation',
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher'},
            'implementation.turbo': 'primus_turbo.pytorch.modules.DeepEPTokenDispatcher',
            'enable.side_effects': {('moe_enable_deepep', True), ('moe_token_dispatcher_type', 'flex')},
        },
        nowhere=('deep_ep.Buffer', "setup'", 'fused_a2a'),
        mentioned=('primus_turbo.pytorch.deep_ep.Buffer',),
    ),
}
