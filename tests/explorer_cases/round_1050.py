"""Round 1050: a Linear issue as its GraphQL API returns it (one line of JSON, read as the title, the description's Markdown and
each comment oldest first): a TEGroupedMLP site the newest comment takes back, a made-up config, the weight-generation
and dispatcher neighbours, settings named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_fiftieth_linear_graphql_issue_mega_moe.md"

TITLE = "one-thousand-and-fiftieth-round report (a Linear issue from its GraphQL API)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.mega_moe',
            'feature.summary': 'Replace MoELayer with the PrimusTurbo MegaMoE layer',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.moe.moe_layer.MoELayer'},
            'upstream.aliases': {'megatron.core.models.gpt.moe_module_specs.MoELayer'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/extensions/mega_moe.py'}),
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.ops.moe.fused_mega_moe.fused_mega_moe_stage1'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None)},
            'constraints': {('add_bias_linear', '==', False), ('init_model_with_meta_device', '==', False), ('moe_expert_capacity_factor', '==', None)},
        },
        required={
            'feature.id': 'megatron.turbo.mega_moe',
            'feature.summary': 'Replace MoELayer with the PrimusTurbo MegaMoE layer',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.moe.moe_layer.MoELayer'},
            'upstream.aliases': {'megatron.core.models.gpt.moe_module_specs.MoELayer'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'TEGroupedMLP', 'use_turbo_mega_moe', 'turbo_mega_moe_precision', 'use_turbo_deepep', 'mega_moe_weight_generation',
            'moe_dispatcher',
        ),
        mentioned=(),
    ),
}
