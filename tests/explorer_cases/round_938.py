"""Round 938: a data-science forum's discussion exported as HTML (the post, replies, a quoted reply, votes): "The patch is
`x`" naming it, a third site a reply takes back, a hypothetical Turbo config, the neighbours, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_thirty_eighth_kaggle_discussion_html_fsdp2_bf16_master_weight.md"

TITLE = "nine-hundred-and-thirty-eighth-round report (a forum discussion exported as HTML)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.optimizer.fsdp2_bf16_master_weight',
            'feature.summary': 'Patch get_megatron_optimizer for FSDP2 BF16 master weight optimizer',
            'upstream.symbols': {'megatron.training.training.get_megatron_optimizer'},
            'upstream.aliases': {'megatron.core.optimizer.get_megatron_optimizer'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/optimizer/fsdp2_bf16_master_weight_optimizer.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('bf16', True), ('use_fsdp2_bf16_master_weight_optimizer', True), ('use_torch_fsdp2', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.optimizer.fsdp2_bf16_master_weight',
            'feature.summary': 'Patch get_megatron_optimizer for FSDP2 BF16 master weight optimizer',
            'upstream.symbols': {'megatron.training.training.get_megatron_optimizer'},
            'enable.flags': {('bf16', True), ('use_fsdp2_bf16_master_weight_optimizer', True), ('use_torch_fsdp2', True)},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.core.optimizer.optimizer.get_megatron_optimizer', 'use_turbo_fsdp2_optimizer', 'enable_primus_turbo',
            'primus_turbo', 'transformer_engine',
        ),
        mentioned=(),
    ),
}
