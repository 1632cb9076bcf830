"""Round 664: a Docsify documentation page (tip and warning paragraphs, heading attributes, tabs, an embedded example
file): a retracted site, the expert-load probe patch beside it, an environment variable and a version guess taken
back."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_sixty_fourth_docsify_page_quantile_balancing.md"

TITLE = "six-hundred-and-sixty-fourth-round report (a Docsify page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.kimi_k3.quantile_balancing',
            'feature.summary': frozenset({None, "Replace DeepSeek-V3's sign-based expert-bias update with Kimi K3's Quantile Balancing (tech report §2.3.3, Eq. 14)."}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.distributed.finalize_model_grads._update_router_expert_bias'},
            'framework.name': 'megatron-lm',
            'enable.flags': {('model_type', 'kimi_k3'), ('moe_router_bias_update_rule', 'quantile'), ('moe_router_enable_expert_bias', True)},
            'enable.phase': frozenset({None, 'before_train'}),
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.kimi_k3.quantile_balancing',
            'upstream.symbols': {'megatron.core.distributed.finalize_model_grads._update_router_expert_bias'},
        },
        nowhere=('get_updated_expert_bias', 'reset_model_temporary_tensors', 'PRIMUS_K3_BIAS_RULE', '0.13', 'flydsl'),
        mentioned=('megatron.core.distributed.finalize_model_grads._update_router_expert_bias',),
    ),
}
