"""Round 849: a Jsonnet file kept as the team's patch record (locals, nested objects, `//` and `/* */` comments, `std.format`,
a string joined from a local): a site a block comment takes back and an override restates, a neighbours object whose
router patch "replaces" the router class, a hypothetical config object."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_forty_ninth_jsonnet_record_quantile_balancing.md"

TITLE = "eight-hundred-and-forty-ninth-round report (a Jsonnet record)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.kimi_k3.quantile_balancing',
            'feature.summary': 'Replace DeepSeek-V3 sign-based expert-bias update with Kimi K3 Quantile Balancing (tech report §2.3.3, Eq. 14).',
            'upstream.symbols': {'megatron.core.distributed.finalize_model_grads._update_router_expert_bias'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/transformer/kimi_k3/moe/k3_quantile_balancing.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.kimi_k3.quantile_balancing',
            'feature.summary': 'Replace DeepSeek-V3 sign-based expert-bias update with Kimi K3 Quantile Balancing (tech report §2.3.3, Eq. 14).',
            'upstream.symbols': {'megatron.core.distributed.finalize_model_grads._update_router_expert_bias'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'TopKRouter', 'std.format', 'get_updated_expert_bias', 'PRIMUS_K3_QUANTILE_BALANCING', 'use_turbo_quantile_balancing',
            'build_args', 'expert_load_probe', 'reset_model_temporary_tensors', 'flydsl', 'primus_turbo',
        ),
        mentioned=('megatron.core.transformer.moe.moe_utils.get_updated_expert_bias',),
    ),
}
