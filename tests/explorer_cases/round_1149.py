"""Round 1149: the explorer's deep-dive written in Moksha: a `get_updated_expert_bias` claim taken back, the neighbours
`megatron.kimi_k3.expert_load_probe` and `megatron.moe.primus_topk_router`, a conditional `flydsl` need, a made-up
config, and "$ pip install megatron-core==0.12.0" in a code block, the writer's setup and no version requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_forty_ninth_moksha_deep_dive_quantile_balancing.md"

TITLE = "one-thousand-one-hundred-and-forty-ninth-round report (a deep-dive in Moksha)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.kimi_k3.quantile_balancing',
            'feature.summary': frozenset({"Replace DeepSeek-V3's sign-based expert-bias update with Kimi K3's Quantile Balancing (tech report §2.3.3, Eq. 14).", None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.kimi_k3.quantile_balancing',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            '0.12.0', 'get_updated_expert_bias', 'reset_model_temporary_tensors', 'PrimusTopKRouter', 'flydsl',
            'primus_turbo',
        ),
        mentioned=(),
    ),
}
