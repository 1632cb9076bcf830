"""Round 906: a Q&A thread copied from the browser as plain text (votes, "Marked as answer", reactions, replies): a third site
a reply takes back as "the moe_module_specs line", a listing of defaults typed as the file's lines, the MegaMoE
neighbour, packages and switches named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_sixth_discussions_page_text_moe_dispatcher.md"

TITLE = "nine-hundred-and-sixth-round report (a Q&A thread copied from the browser as text)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.moe_dispatcher',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher'},
            'upstream.aliases': {'megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher'},
            'implementation.primus': 'primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboDeepEPTokenDispatcher',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/extensions/primus_turbo.py'}),
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.modules.DeepEPTokenDispatcher'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('enable_primus_turbo', True)},
            'enable.side_effects': {('moe_enable_deepep', True), ('moe_token_dispatcher_type', 'flex')},
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.turbo.moe_dispatcher',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher'},
            'upstream.aliases': {'megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher'},
            'implementation.primus': 'primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboDeepEPTokenDispatcher',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'moe_module_specs', 'use_turbo_deepep', 'turbo_deepep_use_comm_stream', 'use_turbo_mega_moe', 'MegaMoE', "deep_ep'",
        ),
        mentioned=(),
    ),
}
