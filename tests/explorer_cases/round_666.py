"""Round 666: a BookStack page from its REST API (its HTML and Markdown side by side): a comparison that raises only
with another condition ("`tensor_model_parallel_size > 1` without `sequence_parallel` raises"), a retracted router
bullet and version, two other patches beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_sixty_sixth_bookstack_api_json_deprecated_moe.md"

TITLE = "six-hundred-and-sixty-sixth-round report (a BookStack page from its REST API)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.deprecated_20241209',
            'feature.summary': frozenset({None, 'Replace MoELayer/experts with deprecated 20241209 versions'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.transformer.moe.experts.GroupedMLP', 'megatron.core.transformer.moe.experts.SequentialMLP', 'megatron.core.transformer.moe.experts.TEGroupedMLP', 'megatron.core.transformer.moe.moe_layer.MoELayer', 'megatron.core.transformer.moe.moe_layer.MoESubmodules'},
            'framework.name': 'megatron-lm',
            'enable.flags': {('use_deprecated_20241209_moe_layer', True)},
            'enable.phase': 'before_train',
            'constraints': {('moe_token_dispatcher_type', 'in', ('allgather', 'alltoall', 'alltoall_seq'))},
        },
        required={
            'feature.id': 'megatron.moe.deprecated_20241209',
            'upstream.symbols': {'megatron.core.transformer.moe.experts.GroupedMLP', 'megatron.core.transformer.moe.experts.SequentialMLP', 'megatron.core.transformer.moe.experts.TEGroupedMLP', 'megatron.core.transformer.moe.moe_layer.MoELayer', 'megatron.core.transformer.moe.moe_layer.MoESubmodules'},
            'enable.flags': {('use_deprecated_20241209_moe_layer', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('tensor_model_parallel_size', 'TopKRouter', '0.12.0', 'disable_primus_topk_router', 'moe_grouped_gemm', 'USE_DEPRECATED_MOE', 'patch_zero_bubble'),
        mentioned=('use_deprecated_20241209_moe_layer', 'megatron.core.transformer.moe.moe_layer.MoELayer'),
    ),
}
